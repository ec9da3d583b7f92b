import { must } from '../../../test/must';
import { describe, expect, it } from 'vitest';
import type { AgentSignalConfigInput } from '@lf/protocol';
import { agentSignalConfig } from '@lf/protocol';
import { encodeRaw } from '@lf/simulators';
import { decodeBlock, MAX_BITS_PER_READ, MAX_REGISTERS_PER_READ, planReads } from './readPlan';

let next = 0;
const signal = (input: Partial<AgentSignalConfigInput>) =>
  agentSignalConfig.parse({
    id: `s${next++}`,
    area: 'holding',
    address: 0,
    dataType: 'uint16',
    ...input,
  });

const summary = (blocks: ReturnType<typeof planReads>) =>
  blocks.map((b) => [b.area, b.start, b.count]);

describe('planReads', () => {
  it('merges adjacent and overlapping signals but not gaps', () => {
    const blocks = planReads([
      signal({ address: 2, dataType: 'float32' }),
      signal({ address: 0 }),
      signal({ address: 1 }),
      signal({ address: 3 }),
      signal({ address: 10 }),
    ]);
    expect(summary(blocks)).toEqual([
      ['holding', 0, 4],
      ['holding', 10, 1],
    ]);
    expect(blocks[0]?.signals).toHaveLength(4);
  });

  it('keeps areas apart and orders them', () => {
    const blocks = planReads([
      signal({ area: 'input', address: 0 }),
      signal({ area: 'coil', dataType: 'bool', address: 0 }),
      signal({ area: 'holding', address: 0 }),
      signal({ area: 'discrete', dataType: 'bool', address: 1 }),
    ]);
    expect(blocks.map((b) => b.area)).toEqual(['coil', 'discrete', 'holding', 'input']);
  });

  it('splits at 125 registers without cutting a 32-bit value', () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      signal({ address: i * 2, dataType: 'uint32' }),
    );
    const blocks = planReads(many);
    expect(summary(blocks)).toEqual([
      ['holding', 0, 124],
      ['holding', 124, 76],
    ]);
    expect(blocks.every((b) => b.count <= MAX_REGISTERS_PER_READ)).toBe(true);
  });

  it('splits at 2000 bits', () => {
    const bits = Array.from({ length: 2500 }, (_, i) =>
      signal({ area: 'coil', dataType: 'bool', address: i }),
    );
    expect(summary(planReads(bits))).toEqual([
      ['coil', 0, MAX_BITS_PER_READ],
      ['coil', 2000, 500],
    ]);
  });
});

describe('decodeBlock', () => {
  it('decodes each signal at its offset', () => {
    const level = signal({ address: 100, dataType: 'float32', wordOrder: 'CDAB' });
    const count = signal({ address: 102, dataType: 'uint16' });
    const [block] = planReads([level, count]);
    const data = Buffer.concat([encodeRaw(3.5, 'float32', 'CDAB'), encodeRaw(7, 'uint16', 'ABCD')]);
    expect(decodeBlock(must(block), data, 9)).toEqual([
      { signalId: level.id, value: 3.5, ts: 9, quality: 'good' },
      { signalId: count.id, value: 7, ts: 9, quality: 'good' },
    ]);
  });

  it('marks signals missing from a short response bad with 99907', () => {
    const a = signal({ address: 0 });
    const b = signal({ address: 1, dataType: 'uint32' });
    const [block] = planReads([a, b]);
    const samples = decodeBlock(must(block), Buffer.from([0, 5, 0, 1]), 1);
    expect(samples[0]).toMatchObject({ value: 5, quality: 'good' });
    expect(samples[1]).toEqual({ signalId: b.id, value: null, ts: 1, quality: 'bad', code: 99907 });
  });

  it('reads bits of coil blocks', () => {
    const coils = [0, 1, 2].map((address) => signal({ area: 'coil', dataType: 'bool', address }));
    const [block] = planReads(coils);
    expect(decodeBlock(must(block), Buffer.from([0b101]), 1).map((s) => s.value)).toEqual([
      true,
      false,
      true,
    ]);
  });
});

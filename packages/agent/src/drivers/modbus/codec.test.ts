import { describe, expect, it } from 'vitest';
import type { AgentSignalConfigInput } from '@lf/protocol';
import { agentSignalConfig } from '@lf/protocol';
import { encodeRaw } from '@lf/simulators';
import { bitAt, decodeRegisterSignal, encodeWrite } from './codec';

const signal = (input: Partial<AgentSignalConfigInput>) =>
  agentSignalConfig.parse({ id: 's', area: 'holding', address: 10, dataType: 'uint16', ...input });

const words = (...w: number[]) => Buffer.from(w.flatMap((x) => [x >> 8, x & 0xff]));

describe('decodeRegisterSignal', () => {
  it('applies scale and offset without binary noise', () => {
    expect(decodeRegisterSignal(words(215), signal({ scale: 0.1 }))).toBe(21.5);
    expect(
      decodeRegisterSignal(words(0xffce), signal({ dataType: 'int16', scale: 0.1, offset: 100 })),
    ).toBe(95);
  });

  it('shows float32 with its own precision', () => {
    const bytes = encodeRaw(0.1, 'float32', 'ABCD');
    expect(decodeRegisterSignal(bytes, signal({ dataType: 'float32' }))).toBe(0.1);
  });
});

describe('encodeWrite', () => {
  it('refuses read-only signals with 2004', () => {
    expect(encodeWrite(signal({ access: 'r' }), 1)).toMatchObject({ ok: false, code: 2004 });
  });

  it('refuses wrong types with 1722', () => {
    expect(encodeWrite(signal({ access: 'rw' }), true)).toMatchObject({ ok: false, code: 1722 });
    const coil = signal({ area: 'coil', dataType: 'bool', access: 'rw' });
    expect(encodeWrite(coil, 2)).toMatchObject({ ok: false, code: 1722 });
  });

  it('refuses values outside min/max or the raw range with 2003', () => {
    const limited = signal({ access: 'rw', min: 0, max: 100 });
    expect(encodeWrite(limited, 101)).toMatchObject({ ok: false, code: 2003 });
    expect(encodeWrite(limited, -1)).toMatchObject({ ok: false, code: 2003 });
    expect(encodeWrite(signal({ access: 'rw' }), 70000)).toMatchObject({ ok: false, code: 2003 });
    expect(encodeWrite(signal({ access: 'rw', dataType: 'int16' }), -40000)).toMatchObject({
      code: 2003,
    });
  });

  it('encodes coils from booleans and 0/1', () => {
    const coil = signal({ area: 'coil', dataType: 'bool', access: 'rw', address: 3 });
    expect(encodeWrite(coil, true)).toEqual({
      ok: true,
      write: { area: 'coil', address: 3, value: true },
    });
    expect(encodeWrite(coil, 0)).toEqual({
      ok: true,
      write: { area: 'coil', address: 3, value: false },
    });
  });

  it('undoes scale and offset, rounding to the register type', () => {
    const result = encodeWrite(signal({ access: 'rw', scale: 0.1, offset: -10 }), 11.5);
    expect(result).toEqual({
      ok: true,
      write: { area: 'holding', address: 10, bytes: words(215) },
    });
  });

  it('encodes 32-bit values in the signal word order', () => {
    const result = encodeWrite(
      signal({ access: 'rw', dataType: 'uint32', wordOrder: 'CDAB' }),
      65538,
    );
    expect(result).toEqual({
      ok: true,
      write: { area: 'holding', address: 10, bytes: words(2, 1) },
    });
  });
});

describe('bitAt', () => {
  it('reads bits LSB first within each byte', () => {
    const packed = Buffer.from([0b00000101, 0b10000000]);
    expect([0, 1, 2, 15].map((i) => bitAt(packed, i))).toEqual([true, false, true, true]);
    expect(bitAt(packed, 16)).toBeUndefined();
  });
});

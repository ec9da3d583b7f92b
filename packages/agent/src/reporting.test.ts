import { describe, expect, it } from 'vitest';
import type { ValueSample } from '@lf/protocol';
import { economizeConfig } from '@lf/protocol';
import {
  applyOpen,
  CLOSED,
  economizeStatusOf,
  effectivePollMs,
  fullRefreshDue,
  isOpen,
  reportIntervalMs,
  selectSamples,
  toBatches,
} from './reporting';

const time = economizeConfig.parse({ mode: 'time', slowIntervalMs: 60_000, fastIntervalMs: 1000 });
const smart = economizeConfig.parse({ mode: 'smart', slowIntervalMs: 30_000, fastIntervalMs: 500 });

describe('economize timing', () => {
  it('reports slowly while closed', () => {
    expect(reportIntervalMs(time, CLOSED, 0)).toBe(60_000);
    expect(isOpen(CLOSED, 0)).toBe(false);
  });

  it('uses the open command interval in time mode until the delay expires', () => {
    const open = applyOpen(time, { delay: 600, interval: 2 }, 1_000);
    expect(reportIntervalMs(time, open, 1_000)).toBe(2000);
    expect(reportIntervalMs(time, open, 600_999)).toBe(2000);
    expect(reportIntervalMs(time, open, 601_000)).toBe(60_000);
  });

  it('falls back to fastIntervalMs without interval, and ignores interval in smart mode', () => {
    expect(reportIntervalMs(time, applyOpen(time, { delay: 10 }, 0), 5)).toBe(1000);
    expect(reportIntervalMs(smart, applyOpen(smart, { delay: 10, interval: 5 }, 0), 5)).toBe(500);
  });

  it('polls at least as often as it reports', () => {
    expect(effectivePollMs(1000, 60_000)).toBe(1000);
    expect(effectivePollMs(1000, 200)).toBe(200);
  });

  it('describes the state for the status message', () => {
    const open = applyOpen(time, { delay: 10, interval: 1 }, 0);
    expect(economizeStatusOf(time, open, 5)).toEqual({
      mode: 'time',
      open: true,
      openUntil: 10_000,
      intervalMs: 1000,
    });
    expect(economizeStatusOf(time, open, 10_000)).toEqual({
      mode: 'time',
      open: false,
      openUntil: null,
      intervalMs: 60_000,
    });
  });

  it('is due for a full refresh first and then every fullRefreshMs', () => {
    expect(fullRefreshDue(time, null, 0)).toBe(true);
    expect(fullRefreshDue(time, 0, time.fullRefreshMs - 1)).toBe(false);
    expect(fullRefreshDue(time, 0, time.fullRefreshMs)).toBe(true);
  });
});

const sample = (signalId: string, value: number | null, ts: number, code?: number): ValueSample =>
  value === null
    ? { signalId, value, ts, quality: 'bad', code }
    : { signalId, value, ts, quality: 'good' };

describe('selectSamples', () => {
  const published = new Map([
    ['a', sample('a', 1, 1)],
    ['b', sample('b', 2, 1)],
    ['c', sample('c', null, 1, 1715)],
  ]);
  const latest = new Map([
    ['a', sample('a', 1, 2)],
    ['b', sample('b', 3, 2)],
    ['c', sample('c', null, 2, 99901)],
    ['d', sample('d', 4, 2)],
  ]);

  it('selects changed values, changed codes and never-published signals', () => {
    expect(selectSamples(latest, published, false).map((s) => s.signalId)).toEqual(['b', 'c', 'd']);
  });

  it('selects everything on a full refresh', () => {
    expect(selectSamples(latest, published, true)).toHaveLength(4);
  });
});

describe('toBatches', () => {
  it('splits in order at the batch limit', () => {
    const samples = Array.from({ length: 5 }, (_, i) => sample('a', i, i));
    const batches = toBatches(samples, 2);
    expect(batches.map((b) => b.values.map((s) => s.value))).toEqual([[0, 1], [2, 3], [4]]);
    expect(toBatches([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { applyLiveValues, isNotOlder, type LiveValue } from './liveValues';

describe('live value rule', () => {
  it('takes a value when none is held, or when its time is the same or later', () => {
    expect(isNotOlder(undefined, { value: 1, ts: 5 })).toBe(true);
    expect(isNotOlder({ value: 1, ts: 5 }, { value: 2, ts: 5 })).toBe(true);
    expect(isNotOlder({ value: 1, ts: 5 }, { value: 2, ts: 6 })).toBe(true);
  });

  it('never steps back in time', () => {
    expect(isNotOlder({ value: 1, ts: 5 }, { value: 2, ts: 4 })).toBe(false);
  });

  it('applies a batch and reports only the signals that changed', () => {
    const held = new Map<string, LiveValue>([['a', { value: 1, ts: 10 }]]);
    const changed = applyLiveValues(held, [
      { signalId: 'a', value: 0, ts: 9 },
      { signalId: 'b', value: true, ts: 1 },
      { signalId: 'a', value: 3, ts: 11 },
    ]);
    expect(changed).toEqual(['b', 'a']);
    expect(held.get('a')).toEqual({ value: 3, ts: 11 });
    expect(held.get('b')).toEqual({ value: true, ts: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { LiveCache, replacesHeld } from './liveCache';

const value = (ts: number, v: number) => ({
  signalId: '1',
  equipId: 'e',
  value: v,
  ts,
  quality: 'good' as const,
});

describe('replacesHeld', () => {
  it('takes any value when nothing is held', () => {
    expect(replacesHeld(undefined, { ts: 5 })).toBe(true);
  });
  it('takes a later value', () => {
    expect(replacesHeld({ ts: 5 }, { ts: 6 })).toBe(true);
  });
  it('takes a value of the same time', () => {
    expect(replacesHeld({ ts: 5 }, { ts: 5 })).toBe(true);
  });
  it('refuses an earlier value', () => {
    expect(replacesHeld({ ts: 5 }, { ts: 4 })).toBe(false);
  });
});

describe('LiveCache', () => {
  it('keeps the latest value when a replayed older one arrives after it', () => {
    const cache = new LiveCache();
    expect(cache.apply(value(100, 1))).toBe(true);
    expect(cache.apply(value(50, 2))).toBe(false);
    expect(cache.get('1')?.value).toBe(1);
    expect(cache.apply(value(150, 3))).toBe(true);
    expect(cache.get('1')?.value).toBe(3);
  });
});

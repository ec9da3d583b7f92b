import { describe, expect, it } from 'vitest';
import { LiveStore } from './liveStore';

describe('LiveStore', () => {
  it('keeps the newer value and the object of signals that did not change', () => {
    const store = new LiveStore();
    store.apply([
      { signalId: 'a', value: 1, ts: 10 },
      { signalId: 'b', value: 2, ts: 10 },
    ]);
    const first = store.snapshot();
    expect(store.apply([{ signalId: 'a', value: 3, ts: 20 }])).toEqual(['a']);
    const second = store.snapshot();
    expect(second).not.toBe(first);
    expect(second.get('a')).toEqual({ value: 3, time: 20 });
    expect(second.get('b')).toBe(first.get('b'));
  });

  it('ignores a value older than the one held', () => {
    const store = new LiveStore();
    store.apply([{ signalId: 'a', value: 5, ts: 20, quality: 'good' }]);
    const held = store.snapshot();
    expect(store.apply([{ signalId: 'a', value: 1, ts: 10 }])).toEqual([]);
    expect(store.snapshot()).toBe(held);
    expect(store.snapshot().get('a')).toEqual({ value: 5, time: 20 });
  });

  it('holds time and quality for the monitor beside the widgets snapshot', () => {
    const store = new LiveStore();
    store.apply([{ signalId: 'a', value: true, ts: 30, quality: 'bad' }]);
    expect(store.values().get('a')).toEqual({ value: true, ts: 30, quality: 'bad' });
  });
});

import { describe, expect, it } from 'vitest';
import { appendPoints } from './realtimePoints';

const signal = { signalId: 's1', equipId: 'e1', signalTitle: 'Level', equipTitle: 'Pump' };

describe('appendPoints', () => {
  it('appends a newer value and ignores one that is not newer', () => {
    const once = appendPoints(new Map(), [signal], new Map([['s1', { value: 3, time: 1000 }]]), 60);
    expect(once.get('s1')).toEqual([[1000, 3]]);
    const same = appendPoints(once, [signal], new Map([['s1', { value: 4, time: 1000 }]]), 60);
    expect(same).toBe(once);
  });

  it('drops points older than the time range and keeps non-numbers as gaps', () => {
    const start = new Map([['s1', [[0, 1] as [number, number]]]]);
    const later = appendPoints(
      start,
      [signal],
      new Map([['s1', { value: 'x', time: 120_001 }]]),
      1,
    );
    expect(later.get('s1')).toEqual([[120_001, null]]);
  });
});

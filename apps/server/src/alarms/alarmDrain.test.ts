import { describe, expect, it } from 'vitest';
import { roundsOf } from './alarmDrain';

describe('roundsOf', () => {
  it('puts each rule once in a round, keeping every rule’s transitions in order', () => {
    const batch = [
      { key: 'a', step: 'raise a' },
      { key: 'b', step: 'raise b' },
      { key: 'a', step: 'clear a' },
      { key: 'c', step: 'raise c' },
      { key: 'a', step: 'raise a again' },
      { key: 'b', step: 'clear b' },
    ];
    expect(roundsOf(batch).map((round) => round.map((t) => t.step))).toEqual([
      ['raise a', 'raise b', 'raise c'],
      ['clear a', 'clear b'],
      ['raise a again'],
    ]);
  });

  it('keeps a flood of distinct rules in one round', () => {
    const flood = Array.from({ length: 1000 }, (_, i) => ({ key: `signal:${i}` }));
    const rounds = roundsOf(flood);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toHaveLength(1000);
    expect(roundsOf([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchScore, rankEntries, type SearchEntry } from './searchRanking';

const entry = (kind: SearchEntry['kind'], label: string, context = ''): SearchEntry => ({
  key: `${kind}:${label}`,
  kind,
  label,
  context,
  path: `/${kind}/${label}`,
});

describe('global search ranking', () => {
  it('scores a whole match above a start, a word start, a part and letters in order', () => {
    expect(matchScore('1号泵站', '1号泵站')).toBe(100);
    expect(matchScore('1号', '1号泵站')).toBe(80);
    expect(matchScore('pump', 'Demo pump station')).toBe(60);
    expect(matchScore('泵站', '1号泵站')).toBe(40);
    expect(matchScore('1泵', '1号泵站')).toBe(10);
    expect(matchScore('水罐', '1号泵站')).toBe(0);
  });

  it('ignores case and extra spaces, and never matches an empty query', () => {
    expect(matchScore('  ALARM   summary ', 'Alarm summary')).toBe(100);
    expect(matchScore('   ', 'anything')).toBe(0);
  });

  it('puts the best match first and, at equal scores, screens before equipment before signals', () => {
    const entries = [
      entry('signal', '1#罐液位', '1号泵站'),
      entry('equipment', '2号泵站'),
      entry('equipment', '1号泵站'),
      entry('menu', '设备地图', '设备监控'),
    ];
    expect(rankEntries('1号泵站', entries).map((e) => e.label)).toEqual([
      '1号泵站',
      // The signal matches by its equipment, weaker than by its own name.
      '1#罐液位',
    ]);
    expect(rankEntries('泵站', entries).map((e) => e.label)).toEqual([
      '1号泵站',
      '2号泵站',
      '1#罐液位',
    ]);
    expect(rankEntries('设备', entries).map((e) => e.kind)).toEqual(['menu']);
  });

  it('lists the menu screens for an empty query, up to the limit', () => {
    const entries = [entry('equipment', 'A'), entry('menu', 'M1'), entry('menu', 'M2')];
    expect(rankEntries('', entries).map((e) => e.label)).toEqual(['M1', 'M2']);
    expect(rankEntries('', entries, 1)).toHaveLength(1);
  });
});

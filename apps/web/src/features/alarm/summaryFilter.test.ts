import { describe, expect, it } from 'vitest';
import type { AlarmSummaryRow } from '@lf/protocol';
import { alarmSummaryRow } from '../../test/alarmFixtures';
import { filterSummary, NO_FILTER, priorityRank, unackedCritical } from './summaryFilter';

const row = alarmSummaryRow;

const rows = [
  row({ id: '1' }),
  row({ id: '2', priority: 'critical', equipmentName: 'Pump B', raisedAt: 5000 }),
  row({ id: '3', priority: 'low', state: 'ack_active', signalName: 'Pressure' }),
  row({ id: '4', priority: 'critical', state: 'rtn_unack' }),
  row({ id: '5', priority: 'critical', state: 'ack_active' }),
];
const ids = (list: AlarmSummaryRow[]) => list.map((r) => r.id);

describe('filterSummary', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterSummary(rows, NO_FILTER, 'zh-CN'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('filters by priority, state, time and word (case-insensitive), all together', () => {
    expect(ids(filterSummary(rows, { ...NO_FILTER, priorities: ['critical'] }, 'zh-CN'))).toEqual([
      '2',
      '4',
      '5',
    ]);
    expect(ids(filterSummary(rows, { ...NO_FILTER, states: ['ack_active'] }, 'zh-CN'))).toEqual([
      '3',
      '5',
    ]);
    expect(ids(filterSummary(rows, { ...NO_FILTER, since: 2000 }, 'zh-CN'))).toEqual(['2']);
    expect(ids(filterSummary(rows, { ...NO_FILTER, keyword: 'pump' }, 'zh-CN'))).toEqual(['2']);
    expect(ids(filterSummary(rows, { ...NO_FILTER, keyword: ' pressure ' }, 'zh-CN'))).toEqual([
      '3',
    ]);
    expect(
      ids(
        filterSummary(
          rows,
          { ...NO_FILTER, priorities: ['critical'], states: ['rtn_unack'] },
          'zh-CN',
        ),
      ),
    ).toEqual(['4']);
  });

  it('finds an alarm by its text in the reader language', () => {
    const keyed = [
      row({ id: '7', text: '高于上限 8', local: { key: 'alarmRuleHigh', params: { limit: 8 } } }),
    ];
    expect(ids(filterSummary(keyed, { ...NO_FILTER, keyword: 'above' }, 'en'))).toEqual(['7']);
    expect(ids(filterSummary(keyed, { ...NO_FILTER, keyword: '上限' }, 'zh-CN'))).toEqual(['7']);
  });

  // How fast 10,000 rows filter in the browser is bench/suites/alarmSummary.ts's figure.
  it('filters 10,000 rows by word and priority together', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      row({ id: String(i), equipmentName: `站 ${i}`, priority: i % 4 === 0 ? 'critical' : 'low' }),
    );
    const kept = filterSummary(
      many,
      { ...NO_FILTER, keyword: '站 99', priorities: ['critical'] },
      'zh-CN',
    );
    // 站 99, 站 990–999 and 站 9900–9999 contain the word; every fourth is critical.
    const expected = [99, ...Array.from({ length: 10 }, (_, i) => 990 + i)]
      .concat(Array.from({ length: 100 }, (_, i) => 9900 + i))
      .filter((i) => i % 4 === 0)
      .map(String);
    expect(ids(kept).sort()).toEqual(expected.sort());
  });
});

describe('ranks and counts', () => {
  it('sorts critical first', () => {
    expect(priorityRank('critical')).toBeLessThan(priorityRank('high'));
    expect(priorityRank('medium')).toBeLessThan(priorityRank('low'));
  });

  it('counts unacknowledged critical alarms for the banner (active or returned)', () => {
    expect(unackedCritical(rows)).toBe(2);
  });
});

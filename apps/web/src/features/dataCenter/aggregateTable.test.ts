import { describe, expect, it } from 'vitest';
import { aggregateExport, aggregateRows, rangeProblem, roundValue } from './aggregateTable';

const series = [
  {
    signalId: '2',
    name: '压力',
    unit: 'MPa',
    equipmentId: 'b',
    equipmentName: '二号泵站',
    rows: [{ t: 2000, min: 1, max: 2, avg: 1.123456, last: 2, count: 3 }],
  },
  {
    signalId: '1',
    name: '液位',
    unit: 'm',
    equipmentId: 'a',
    equipmentName: '一号泵站',
    rows: [
      { t: 1000, min: 0, max: 5, avg: 2.5, last: 5, count: 6 },
      { t: 2000, min: null, max: null, avg: null, last: null, count: 0 },
    ],
  },
];

describe('aggregate table', () => {
  it('lists each bucket of each series in time order, rounded for reading', () => {
    const rows = aggregateRows(series);
    expect(rows.map((r) => [r.t, r.signalName])).toEqual([
      [1000, '液位'],
      [2000, '液位'],
      [2000, '压力'],
    ]);
    expect(rows[2]?.avg).toBe(1.1235);
    expect(roundValue(null)).toBeNull();
  });

  it('exports the headers and rows as shown', () => {
    const table = aggregateExport(
      aggregateRows(series),
      {
        time: 'Time',
        equipment: 'Equipment',
        signal: 'Signal',
        unit: 'Unit',
        count: 'Samples',
        aggregate: { min: 'Min', max: 'Max', avg: 'Average', last: 'Last' },
      },
      (t) => `T${t}`,
    );
    expect(table.headers).toEqual([
      'Time',
      'Equipment',
      'Signal',
      'Unit',
      'Min',
      'Max',
      'Average',
      'Last',
      'Samples',
    ]);
    expect(table.rows[0]).toEqual(['T1000', '一号泵站', '液位', 'm', 0, 5, 2.5, 5, 6]);
  });

  it('judges a range like the server', () => {
    expect(rangeProblem(null, 1, 30)).toBe('missing');
    expect(rangeProblem(2, 1, 30)).toBe('endBeforeStart');
    expect(rangeProblem(0, 30 * 86_400_000 + 1, 30)).toBe('tooLong');
    expect(rangeProblem(0, 30 * 86_400_000, 30)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { mergeWindow, visibleRows, type Series } from './historyData';

const level: Series = {
  signalId: '1',
  name: '液位',
  unit: 'm',
  points: [
    [0, 1],
    [100, 2],
    [200, 3],
    [300, 4],
  ],
};
const flow: Series = {
  signalId: '2',
  name: '流量',
  unit: '',
  points: [
    [100, 10],
    [150, null],
    [300, 30],
  ],
};

describe('mergeWindow', () => {
  it('replaces the points inside the window with the finer ones', () => {
    const fine: Series = {
      ...level,
      points: [
        [100, 2],
        [120, 2.2],
        [180, 2.8],
        [200, 3],
      ],
    };
    const [merged] = mergeWindow([level], [fine], 100, 200);
    expect(merged?.points).toEqual([
      [0, 1],
      [100, 2],
      [120, 2.2],
      [180, 2.8],
      [200, 3],
      [300, 4],
    ]);
  });

  it('keeps a series the window did not return', () => {
    expect(mergeWindow([level, flow], [], 0, 300)).toEqual([level, flow]);
  });
});

describe('visibleRows', () => {
  it('aligns series by time within the shown range, gaps left empty', () => {
    const table = visibleRows([level, flow], 100, 300, '时间', (ts) => `t${ts}`);
    expect(table.headers).toEqual(['时间', '液位 (m)', '流量']);
    expect(table.rows).toEqual([
      ['t100', 2, 10],
      ['t150', null, null],
      ['t200', 3, null],
      ['t300', 4, 30],
    ]);
  });
});

import type { HistoryPoint, HistorySeries } from '@lf/protocol';
import type { ExportTable } from '../logic/exportTable';

export type Series = Pick<HistorySeries, 'signalId' | 'name' | 'unit' | 'points'>;

/**
 * The overview curve with the zoomed window's finer points put in its place, so panning out
 * still shows the whole range while the window has full detail.
 */
export function mergeWindow(
  overview: readonly Series[],
  window: readonly Series[],
  start: number,
  end: number,
): Series[] {
  const fine = new Map(window.map((s) => [s.signalId, s.points]));
  return overview.map((s) => {
    const inside = fine.get(s.signalId);
    if (!inside) return s;
    const before = s.points.filter(([ts]) => ts < start);
    const after = s.points.filter(([ts]) => ts > end);
    return { ...s, points: [...before, ...inside, ...after] };
  });
}

/**
 * The points between `start` and `end` as a table for export: one row per time stamp (oldest
 * first), one column per series; a series without a point at that time leaves its cell empty.
 */
export function visibleRows(
  series: readonly Series[],
  start: number,
  end: number,
  timeHeader: string,
  formatTime: (ts: number) => string,
): ExportTable {
  const byTime = new Map<number, (number | null)[]>();
  series.forEach((s, column) => {
    for (const [ts, value] of s.points as HistoryPoint[]) {
      if (ts < start || ts > end) continue;
      let row = byTime.get(ts);
      if (!row) {
        row = series.map(() => null);
        byTime.set(ts, row);
      }
      row[column] = value;
    }
  });
  const times = [...byTime.keys()].sort((a, b) => a - b);
  return {
    headers: [timeHeader, ...series.map((s) => (s.unit ? `${s.name} (${s.unit})` : s.name))],
    rows: times.map((ts) => [formatTime(ts), ...(byTime.get(ts) ?? [])]),
  };
}

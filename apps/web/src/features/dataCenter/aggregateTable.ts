import type { AggregateSeries, DataCenterAggregate } from '@lf/protocol';
import type { ExportTable } from '../monitor/logic/exportTable';

/** One table row per bucket and series, as shown on screen and exported. */
export interface AggregateTableRow {
  key: string;
  t: number;
  equipmentName: string;
  signalName: string;
  unit: string;
  min: number | null;
  max: number | null;
  avg: number | null;
  last: number | null;
  count: number;
}

/** Rounds to 4 significant decimals for reading; the export keeps the same figures. */
export function roundValue(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}

export function aggregateRows(series: AggregateSeries[]): AggregateTableRow[] {
  return series
    .flatMap((s) =>
      s.rows.map((row) => ({
        key: `${s.signalId}-${row.t}`,
        t: row.t,
        equipmentName: s.equipmentName,
        signalName: s.name,
        unit: s.unit,
        min: roundValue(row.min),
        max: roundValue(row.max),
        avg: roundValue(row.avg),
        last: roundValue(row.last),
        count: row.count,
      })),
    )
    .sort((a, b) => a.t - b.t || a.equipmentName.localeCompare(b.equipmentName));
}

export interface ExportHeaders {
  time: string;
  equipment: string;
  signal: string;
  unit: string;
  count: string;
  aggregate: Record<DataCenterAggregate, string>;
}

export function aggregateExport(
  rows: AggregateTableRow[],
  headers: ExportHeaders,
  formatTime: (t: number) => string,
): ExportTable {
  return {
    headers: [
      headers.time,
      headers.equipment,
      headers.signal,
      headers.unit,
      headers.aggregate.min,
      headers.aggregate.max,
      headers.aggregate.avg,
      headers.aggregate.last,
      headers.count,
    ],
    rows: rows.map((row) => [
      formatTime(row.t),
      row.equipmentName,
      row.signalName,
      row.unit,
      row.min,
      row.max,
      row.avg,
      row.last,
      row.count,
    ]),
  };
}

/** The problem with a range before it is sent (the server says the same, in its words). */
export type RangeProblem = 'missing' | 'endBeforeStart' | 'tooLong';

export function rangeProblem(
  start: number | null,
  end: number | null,
  maxDays: number,
): RangeProblem | null {
  if (start === null || end === null) return 'missing';
  if (end < start) return 'endBeforeStart';
  if (end - start > maxDays * 24 * 60 * 60 * 1000) return 'tooLong';
  return null;
}

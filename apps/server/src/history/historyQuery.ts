import {
  Code,
  LIMITS,
  type HistoryCurveResponse,
  type HistoryPoint,
  type HistoryQueryRequest,
  type HistoryResponse,
} from '@lf/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { catchUpRollups } from './rollupCatchUp';
import { ApiError } from '../http/apiError';
import { bucketWidth, minMaxPoints, type BucketExtremes } from './decimate';
import { queryTable } from './historyTable';

export interface HistorySignal {
  signalId: string;
  name: string;
  unit: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §5: a history range ends not before it starts and spans at most 30 days. */
export function checkTimeRange(query: { startTime: number; endTime: number }): void {
  if (query.endTime < query.startTime) {
    throw new ApiError(Code.BAD_REQUEST, 'historyEndBeforeStart', {}, { field: 'endTime' });
  }
  if (query.endTime - query.startTime > LIMITS.historyMaxRangeDays * DAY_MS) {
    throw new ApiError(
      Code.BAD_REQUEST,
      'historyRangeTooLong',
      { days: LIMITS.historyMaxRangeDays },
      { field: 'endTime' },
    );
  }
}

/** The limits of SPEC §5/§9 on a history query, refused with their catalogue texts. */
export function checkHistoryRange(query: HistoryQueryRequest, signalCount: number): void {
  checkTimeRange(query);
  if (signalCount > LIMITS.historyMaxVariables) {
    throw new ApiError(
      Code.BAD_REQUEST,
      'historyTooManySignals',
      { max: LIMITS.historyMaxVariables },
      { field: 'signalIds' },
    );
  }
}

export async function queryHistory(
  db: Db,
  signals: HistorySignal[],
  query: HistoryQueryRequest,
): Promise<HistoryResponse> {
  checkHistoryRange(query, signals.length);
  if (query.mode === 'table') return queryTable(db, signals, query);
  if (query.buckets !== undefined) return queryDecimated(db, signals, query, query.buckets);
  return queryRaw(db, signals, query);
}

const range = (query: HistoryQueryRequest) => ({
  start: new Date(query.startTime),
  end: new Date(query.endTime),
});

/** The latest points of each series, the 200,000-point budget shared between the series. */
async function queryRaw(
  db: Db,
  signals: HistorySignal[],
  query: HistoryQueryRequest,
): Promise<HistoryCurveResponse> {
  const { start, end } = range(query);
  const perSeries = Math.floor(LIMITS.historyMaxPoints / Math.max(1, signals.length));
  const series = await Promise.all(
    signals.map(async (signal) => {
      const rows = await db
        .selectFrom('signal_value')
        .select(['ts', 'value', 'bad'])
        .where('signal_id', '=', Number(signal.signalId))
        .where('ts', '>=', start)
        .where('ts', '<=', end)
        .orderBy('ts', 'desc')
        .limit(perSeries + 1)
        .execute();
      const truncated = rows.length > perSeries;
      const points: HistoryPoint[] = rows
        .slice(0, perSeries)
        .reverse()
        .map((row) => [new Date(row.ts).getTime(), row.bad ? null : row.value]);
      return { ...signal, points, truncated };
    }),
  );
  return { mode: 'curve', decimated: false, series };
}

async function queryDecimated(
  db: Db,
  signals: HistorySignal[],
  query: HistoryQueryRequest,
  buckets: number,
): Promise<HistoryCurveResponse> {
  const { start, end } = range(query);
  const width = bucketWidth(query.startTime, query.endTime, buckets);
  const ids = signals.map((s) => Number(s.signalId));
  // The rollup must hold every row committed before this query: wait for its catch-up.
  if (width >= MINUTE_MS) await catchUpRollups(db);
  // One query per series: on PostgreSQL they run side by side on separate connections.
  const parts = await Promise.all(
    ids.map((id) =>
      width >= MINUTE_MS
        ? extremesFromRollup(db, [id], query.startTime, query.endTime, width)
        : extremesFromRaw(db, [id], start, end, query.startTime, width),
    ),
  );
  const result = { rows: parts.flatMap((part) => part.rows) };
  const bySignal = new Map<number, BucketExtremes[]>();
  for (const row of result.rows) {
    let list = bySignal.get(row.signal_id);
    if (!list) bySignal.set(row.signal_id, (list = []));
    list.push({ bucket: row.bucket, lo: row.lo, hi: row.hi });
  }
  return {
    mode: 'curve',
    decimated: true,
    series: signals.map((signal) => ({
      ...signal,
      points: minMaxPoints(bySignal.get(Number(signal.signalId)) ?? [], query.startTime, width),
      truncated: false,
    })),
  };
}

const MINUTE_MS = 60_000;

interface ExtremesRow {
  signal_id: number;
  bucket: number;
  lo: number | null;
  hi: number | null;
}

async function extremesFromRaw(
  db: Db,
  ids: number[],
  start: Date,
  end: Date,
  startMs: number,
  width: number,
): Promise<{ rows: ExtremesRow[] }> {
  return sql<ExtremesRow>`
    select signal_id,
           floor((date_part('epoch', ts) * 1000 - ${startMs}) / ${width})::int as bucket,
           min(value) filter (where not bad) as lo,
           max(value) filter (where not bad) as hi
    from signal_value
    where signal_id = any(${ids}::integer[]) and ts >= ${start} and ts <= ${end}
    group by signal_id, bucket`.execute(db);
}

/**
 * Slices of a minute or more read the per-minute rollup for the whole minutes of the range and
 * the raw rows only for the partial minutes at its two ends, so the extremes stay exact.
 */
async function extremesFromRollup(
  db: Db,
  ids: number[],
  startMs: number,
  endMs: number,
  width: number,
): Promise<{ rows: ExtremesRow[] }> {
  const innerStart = new Date(Math.ceil(startMs / MINUTE_MS) * MINUTE_MS);
  const innerEnd = new Date(
    Math.max(innerStart.getTime(), Math.floor((endMs + 1) / MINUTE_MS) * MINUTE_MS),
  );
  return sql<ExtremesRow>`
    select signal_id,
           floor((date_part('epoch', t) * 1000 - ${startMs}) / ${width})::int as bucket,
           min(lo) as lo,
           max(hi) as hi
    from (
      select signal_id, minute as t, lo, hi
      from signal_value_minute
      where signal_id = any(${ids}::integer[]) and minute >= ${innerStart} and minute < ${innerEnd}
      union all
      select signal_id, ts, value, value
      from signal_value
      where signal_id = any(${ids}::integer[]) and not bad
        and ts >= ${new Date(startMs)} and ts < ${innerStart}
      union all
      select signal_id, ts, value, value
      from signal_value
      where signal_id = any(${ids}::integer[]) and not bad
        and ts >= ${innerEnd} and ts <= ${new Date(endMs)}
    ) as extremes
    group by signal_id, bucket`.execute(db);
}

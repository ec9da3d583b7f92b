import { LIMITS, type HistoryQueryRequest, type HistoryTableResponse } from '@lf/protocol';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { catchUpRollups } from './rollupCatchUp';

export interface TableSignal {
  signalId: string;
  name: string;
  unit: string;
}

/** A signal's history mark as a counted window saw it (absent: no history yet). */
type Marks = Map<number, { lastTs: number; lateWrites: string }>;

interface CountedWindow {
  total: number;
  marks: Marks;
}

const CACHE_LIMIT = 500;

/**
 * Totals of counted windows, per database (tests and benches open several side by side).
 * An entry is used only while the window provably holds the same rows (`stillExact`), so a
 * cached total is as exact as a fresh count.
 */
const counted = new WeakMap<Db, Map<string, CountedWindow>>();

function cacheOf(db: Db): Map<string, CountedWindow> {
  let cache = counted.get(db);
  if (!cache) counted.set(db, (cache = new Map()));
  return cache;
}

interface MarkRow {
  signal_id: number;
  last_ts: Date | string;
  late_writes: string;
}

function marksOf(rows: MarkRow[]): Marks {
  return new Map(
    rows.map((row) => [
      row.signal_id,
      { lastTs: new Date(row.last_ts).getTime(), lateWrites: row.late_writes },
    ]),
  );
}

const readMarks = async (db: Db, ids: number[]): Promise<Marks> =>
  marksOf(
    (
      await sql<MarkRow>`
        select signal_id, last_ts, late_writes::text as late_writes
        from signal_history_mark where signal_id = any(${ids}::integer[])`.execute(db)
    ).rows,
  );

/**
 * Whether a window counted under `then` still holds the same rows now. Every write of history
 * moves its signal's mark once the rollups catch up with it (`rollupCatchUp.ts`, which
 * `windowTotal` waits for): a write adding a row older than the signal's
 * last one counts as late, any other only adds rows after `last_ts`. So with no late write
 * since, the window is unchanged when nothing was written at all or when every new row falls
 * after its end.
 */
export function stillExact(then: Marks, now: Marks, ids: number[], endMs: number): boolean {
  return ids.every((id) => {
    const before = then.get(id);
    const after = now.get(id);
    if (!before || !after) return before === after;
    if (before.lateWrites !== after.lateWrites) return false;
    return before.lastTs === after.lastTs || before.lastTs >= endMs;
  });
}

/**
 * The number of distinct time stamps in the window, exact. Counting is linear in the rows
 * (≈ 1 s for 10 series × 200,000 rows on PostgreSQL), so a window's total is counted once and
 * reused while its signals' history marks show that none of its rows changed (a few index
 * probes). One signal's rows have distinct time stamps by the primary key: a plain count.
 */
async function windowTotal(db: Db, ids: number[], start: Date, end: Date): Promise<number> {
  const key = `${ids.join(',')}|${start.getTime()}|${end.getTime()}`;
  const cache = cacheOf(db);
  // The marks must have seen every row committed before this query: wait for their catch-up.
  await catchUpRollups(db);
  const known = cache.get(key);
  if (known && stillExact(known.marks, await readMarks(db, ids), ids, end.getTime())) {
    // Most recently used last, so the oldest entry is the first one dropped.
    cache.delete(key);
    cache.set(key, known);
    return known.total;
  }
  const counting =
    ids.length === 1
      ? sql`select count(*) from signal_value
            where signal_id = ${ids[0]} and ts >= ${start} and ts <= ${end}`
      : sql`select count(distinct ts) from signal_value
            where signal_id = any(${ids}::integer[]) and ts >= ${start} and ts <= ${end}`;
  // One statement, one snapshot: the marks belong to exactly the rows counted.
  const { rows } = await sql<{ total: string; marks: MarkRow[] | null }>`
    select (${counting})::text as total,
           (select json_agg(json_build_object(
              'signal_id', signal_id, 'last_ts', last_ts, 'late_writes', late_writes::text))
            from signal_history_mark where signal_id = any(${ids}::integer[])) as marks`.execute(
    db,
  );
  const total = Number(rows[0]?.total ?? 0);
  cache.delete(key);
  cache.set(key, { total, marks: marksOf(rows[0]?.marks ?? []) });
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return total;
}

interface TableRow {
  ts: Date | string;
  values: Record<string, number | null>;
}

/**
 * The rows at `offset` (newest first) of the window's distinct time stamps. The first `k`
 * distinct time stamps from either end are among the first `k` rows of each signal from that
 * end, so each signal contributes at most `k` rows read along its primary key; a page in the
 * older half is read from the oldest end. Cost grows with the distance from the nearer end,
 * never with the window.
 */
async function pageRows(
  db: Db,
  ids: number[],
  start: Date,
  end: Date,
  total: number,
  offset: number,
  limit: number,
): Promise<TableRow[]> {
  if (offset >= total) return [];
  const fromNewest = offset + limit;
  const fromOldest = total - offset;
  const newestFirst = fromNewest <= fromOldest;
  const k = newestFirst ? fromNewest : fromOldest;
  const direction = newestFirst ? sql`desc` : sql`asc`;
  const skip = newestFirst ? offset : Math.max(0, total - offset - limit);
  const take = newestFirst ? limit : fromOldest - skip;
  const { rows } = await sql<TableRow>`
    select v.ts,
           json_object_agg(v.signal_id, case when v.bad then null else v.value end) as values
    from unnest(${ids}::integer[]) as s(id)
    cross join lateral (
      select signal_id, ts, value, bad from signal_value
      where signal_id = s.id and ts >= ${start} and ts <= ${end}
      order by ts ${direction}
      limit ${k}
    ) as v
    group by v.ts
    order by v.ts ${direction}
    limit ${take} offset ${skip}`.execute(db);
  return newestFirst ? rows : rows.reverse();
}

/** One row per time stamp, newest first, a page of 10 (or `pageSize`), with the exact total. */
export async function queryTable(
  db: Db,
  signals: TableSignal[],
  query: HistoryQueryRequest,
): Promise<HistoryTableResponse> {
  const start = new Date(query.startTime);
  const end = new Date(query.endTime);
  const ids = [...new Set(signals.map((s) => Number(s.signalId)))].sort((a, b) => a - b);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LIMITS.listPageSize;
  const columns = signals.map(({ signalId, name, unit }) => ({ signalId, name, unit }));
  if (ids.length === 0) return { mode: 'table', columns, total: 0, page, pageSize, rows: [] };
  const total = await windowTotal(db, ids, start, end);
  const rows = await pageRows(db, ids, start, end, total, (page - 1) * pageSize, pageSize);
  return {
    mode: 'table',
    columns,
    total,
    page,
    pageSize,
    rows: rows.map((row) => ({ ts: new Date(row.ts).getTime(), values: row.values })),
  };
}

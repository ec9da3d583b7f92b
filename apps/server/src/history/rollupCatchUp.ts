import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Writes taken per transaction, so one catch-up after a long outage stays a bounded statement. */
const WRITES_PER_STEP = 200;
/** Serialises catch-ups across connections and instances (an arbitrary constant of ours). */
const LOCK_KEY = 210_001;

/**
 * Brings the per-minute rollup (`signal_value_minute`), the hourly ingest counts
 * (`signal_ingest_hour`) and the history marks (`signal_history_mark`) up to date with every
 * history write committed so far. A write leaves the rows it added in `signal_value_pending`
 * (migration 0210); each step takes the oldest of them, adds them to the three tables and
 * deletes them in one transaction, so every row counts exactly once. The watermark is the
 * newest pending write seen at the start: writes committed later are left to the next run, so
 * a reader that waits here never chases a busy ingest. Catch-ups are serialised by an advisory
 * lock: marks count late writes in write order, and a second caller simply waits for the first.
 * Answers the number of rows added to the rollups.
 */
export async function catchUpRollups(db: Db): Promise<number> {
  const { rows } = await sql<{
    upto: string | null;
  }>`select max(id)::text as upto from signal_value_pending`.execute(db);
  const upTo = rows[0]?.upto;
  if (upTo === null || upTo === undefined) return 0;
  let added = 0;
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      const result = await catchUpStep(trx, upTo);
      return result;
    });
    added += step.rows;
    if (step.writes < WRITES_PER_STEP) return added;
  }
}

/**
 * One step: the rows of up to WRITES_PER_STEP pending writes (ids ≤ `upTo`) go into the minute
 * rollup (good values only, as before), the hourly counts (every row) and the marks. A write
 * is late for a signal when it added a row older than the signal's last one before it (the
 * stored mark, or an earlier write of this step), as when the writer kept the marks itself.
 */
async function catchUpStep(db: Db, upTo: string): Promise<{ writes: number; rows: number }> {
  const { rows } = await sql<{ writes: string; rows: string }>`
    with taken as (
      delete from signal_value_pending
      where id in (
        select id from signal_value_pending where id <= ${upTo}::bigint
        order by id limit ${WRITES_PER_STEP})
      returning id, signal_id, ts, value, bad
    ),
    added as (
      select t.id, u.signal_id, u.ts, u.value, u.bad
      from taken t cross join lateral unnest(t.signal_id, t.ts, t.value, t.bad)
        as u(signal_id, ts, value, bad)
    ),
    rollup as (
      insert into signal_value_minute (signal_id, minute, lo, hi, n, total)
      select signal_id, date_trunc('minute', ts), min(value), max(value), count(*), sum(value)
      from added where not bad and value is not null
      group by 1, 2 order by 1, 2
      on conflict (signal_id, minute) do update
        set lo = least(signal_value_minute.lo, excluded.lo),
            hi = greatest(signal_value_minute.hi, excluded.hi),
            n = signal_value_minute.n + excluded.n,
            total = signal_value_minute.total + excluded.total
    ),
    ingested as (
      insert into signal_ingest_hour (signal_id, hour, n)
      select signal_id, date_trunc('hour', ts), count(*) from added
      group by 1, 2 order by 1, 2
      on conflict (signal_id, hour) do update
        set n = signal_ingest_hour.n + excluded.n
    ),
    writes as (
      select id, signal_id, min(ts) as first_ts, max(ts) as last_ts
      from added group by id, signal_id
    ),
    ordered as (
      select w.signal_id, w.first_ts, w.last_ts,
             w.first_ts < greatest(m.last_ts, max(w.last_ts) over (
               partition by w.signal_id order by w.id
               rows between unbounded preceding and 1 preceding)) as late
      from writes w left join signal_history_mark m on m.signal_id = w.signal_id
    ),
    marked as (
      insert into signal_history_mark (signal_id, first_ts, last_ts, late_writes)
      select signal_id, min(first_ts), max(last_ts), count(*) filter (where late)
      from ordered group by signal_id order by signal_id
      on conflict (signal_id) do update
        set late_writes = signal_history_mark.late_writes + excluded.late_writes,
            first_ts = least(signal_history_mark.first_ts, excluded.first_ts),
            last_ts = greatest(signal_history_mark.last_ts, excluded.last_ts)
    )
    select (select count(*) from taken)::text as writes,
           (select count(*) from added)::text as rows`.execute(db);
  return { writes: Number(rows[0]?.writes ?? 0), rows: Number(rows[0]?.rows ?? 0) };
}

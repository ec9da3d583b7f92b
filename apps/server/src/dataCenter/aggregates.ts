import type { AggregateRow, DataCenterBucket } from '@lf/protocol';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { catchUpRollups } from '../history/rollupCatchUp';

export interface AggregateWindow {
  start: Date;
  end: Date;
  bucket: DataCenterBucket;
  /** Minutes east of UTC of the reader's clock. */
  tzOffset: number;
}

/**
 * The start of the hour or day (of the reader's UTC offset) that a time column falls in: shift
 * into local time, truncate, shift back.
 */
export function bucketStart(
  column: RawBuilder<unknown>,
  window: AggregateWindow,
): RawBuilder<Date> {
  const shift = sql`(${window.tzOffset}::integer * interval '1 minute')`;
  return sql<Date>`(date_trunc(${window.bucket}, ${column} + ${shift}) - ${shift})`;
}

const bucketLength = (bucket: DataCenterBucket) => sql`(${`1 ${bucket}`})::interval`;

/**
 * Minimum, maximum, average and last good value of each signal per bucket, in one statement:
 * the minutes wholly inside the range come from the per-minute rollup (count and sum kept by the
 * history writer), so a 30-day hourly query reads ~43,200 rollup rows per signal rather than
 * every sample; the partial minutes at the range's two ends come from the raw rows; the last value
 * is one index probe per bucket into the raw history. Buckets without a good value are left out.
 */
export async function aggregateSignals(
  db: Db,
  signalIds: number[],
  window: AggregateWindow,
): Promise<Map<number, AggregateRow[]>> {
  // The rollup must hold every row committed before this query: wait for its catch-up.
  await catchUpRollups(db);
  const start = sql`${window.start}::timestamptz`;
  const end = sql`${window.end}::timestamptz`;
  const ids = sql`${signalIds}::integer[]`;
  const { rows } = await sql<{
    signal_id: number;
    t: Date;
    lo: number;
    hi: number;
    avg: number | null;
    n: string;
    last: number | null;
  }>`
    with bounds as (
      select date_trunc('minute', ${start})
               + case when date_trunc('minute', ${start}) = ${start}
                 then interval '0 minutes' else interval '1 minute' end as inner_start,
             date_trunc('minute', ${end} + interval '1 millisecond') as inner_end
    ),
    edges as (
      select v.signal_id, v.ts, v.value from signal_value v, bounds
      where v.signal_id = any(${ids}) and not v.bad and v.value is not null
        and v.ts >= ${start} and v.ts < least(inner_start, ${end} + interval '1 millisecond')
      union all
      select v.signal_id, v.ts, v.value from signal_value v, bounds
      where v.signal_id = any(${ids}) and not v.bad and v.value is not null
        and v.ts >= greatest(inner_end, inner_start) and v.ts <= ${end}
    ),
    minutes as (
      select m.signal_id, m.minute, m.lo, m.hi, m.n::bigint as n, m.total
      from signal_value_minute m, bounds
      where m.signal_id = any(${ids}) and m.minute >= inner_start and m.minute < inner_end
      union all
      select signal_id, date_trunc('minute', ts), min(value), max(value), count(*), sum(value)
      from edges group by 1, 2
    ),
    buckets as (
      select signal_id, ${bucketStart(sql.ref('minute'), window)} as t,
             min(lo) as lo, max(hi) as hi, sum(total) / nullif(sum(n), 0) as avg, sum(n) as n
      from minutes
      group by 1, 2
    )
    select b.signal_id, b.t, b.lo, b.hi, b.avg, b.n::text as n,
      (select v.value from signal_value v
        where v.signal_id = b.signal_id
          and v.ts >= greatest(b.t, ${start})
          and v.ts < least(b.t + ${bucketLength(window.bucket)}, ${end} + interval '1 millisecond')
          and not v.bad and v.value is not null
        order by v.ts desc limit 1) as last
    from buckets b
    order by b.signal_id, b.t`.execute(db);
  const bySignal = new Map<number, AggregateRow[]>();
  for (const row of rows) {
    const list = bySignal.get(row.signal_id) ?? [];
    list.push({
      t: new Date(row.t).getTime(),
      min: row.lo,
      max: row.hi,
      avg: row.avg,
      last: row.last,
      count: Number(row.n),
    });
    bySignal.set(row.signal_id, list);
  }
  return bySignal;
}

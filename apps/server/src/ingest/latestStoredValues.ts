import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface LatestStoredValue {
  signal_id: number;
  ts: Date;
  value: number | null;
  bad: boolean;
}

/** The newest stored row of each signal, read from the end of its primary-key range. */
export async function latestStoredValues(
  db: Db,
  signalIds: number[],
): Promise<LatestStoredValue[]> {
  const { rows } = await sql<LatestStoredValue>`
    select s.id as signal_id, v.ts, v.value, v.bad
    from unnest(${signalIds}::integer[]) as s(id)
    cross join lateral (
      select ts, value, bad from signal_value
      where signal_id = s.id order by ts desc limit 1
    ) as v`.execute(db);
  return rows;
}

import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Spacing of the online-rate samples. */
export const PRESENCE_SAMPLE_MS = 5 * 60 * 1000;

/**
 * Records, for every organisation, how many of its equipment are online now (equipment is online
 * when its gateway is), under the current slot's start time. The slot is the primary key, so of
 * several server instances sampling the same slot one row is kept.
 */
export async function samplePresence(db: Db, now: Date): Promise<void> {
  const slot = new Date(Math.floor(now.getTime() / PRESENCE_SAMPLE_MS) * PRESENCE_SAMPLE_MS);
  await sql`
    insert into presence_sample (org_id, at, equipment_total, equipment_online)
    select e.org_id, ${slot}, count(*)::integer, (count(*) filter (where g.online))::integer
    from equipment e left join gateway g on g.id = e.gateway_id
    group by e.org_id
    on conflict do nothing`.execute(db);
}

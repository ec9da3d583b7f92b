import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Spacing of the online-rate samples. */
export const PRESENCE_SAMPLE_MS = 5 * 60 * 1000;

/**
 * Records, under the current slot's start time, for every organisation how many of its equipment
 * are online now (equipment is online when its gateway is), and for every gateway whether it is
 * online (the rate of any set of equipment, for users who see only part of an organisation).
 * One statement, so both read the same moment and land together. The slot is part of each
 * primary key, so of several server instances sampling the same slot one row is kept.
 */
export async function samplePresence(db: Db, now: Date): Promise<void> {
  const slot = new Date(Math.floor(now.getTime() / PRESENCE_SAMPLE_MS) * PRESENCE_SAMPLE_MS);
  await sql`
    with gateways as (
      insert into gateway_presence_sample (gateway_id, at, online)
      select id, ${slot}, online from gateway
      on conflict do nothing
    )
    insert into presence_sample (org_id, at, equipment_total, equipment_online)
    select e.org_id, ${slot}, count(*)::integer, (count(*) filter (where g.online))::integer
    from equipment e left join gateway g on g.id = e.gateway_id
    group by e.org_id
    on conflict do nothing`.execute(db);
}

import { sql } from 'kysely';
import type { Db } from '../db/database';
import {
  daysToCreate,
  dayPartitionName,
  dropHorizon,
  parsePartition,
  PARTITIONED_TABLES,
  partitionsToDrop,
  DAY_MS,
  type OrgRetention,
  type Partition,
  type PartitionedTable,
} from './partitionPlan';

/** How long a drop waits for the table's lock before giving up until the next run. */
const DROP_LOCK_TIMEOUT = '5s';

/** The partitions of `table` in the current schema, as their names describe them. */
export async function listPartitions(db: Db, table: PartitionedTable): Promise<Partition[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass`.execute(db);
  return rows.flatMap((row) => parsePartition(table, row.name) ?? []);
}

const literal = (ms: number) => sql.lit(new Date(ms).toISOString());

/**
 * Creates the day partitions from today through DAYS_AHEAD days ahead that are missing, for
 * every partitioned table; answers the names created. Each is made apart and then attached,
 * which takes a lighter lock than creating it as a partition (writers and readers of the other
 * partitions go on). Rows the default partition already holds for that day (a clock running
 * ahead, a day the upkeep missed) move into it in the same transaction.
 */
export async function createPartitionsAhead(db: Db, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const { table, column } of PARTITIONED_TABLES) {
    for (const day of daysToCreate(await listPartitions(db, table), now.getTime())) {
      const name = dayPartitionName(table, day);
      const inDay = sql`${sql.ref(column)} >= ${literal(day)}
        and ${sql.ref(column)} < ${literal(day + DAY_MS)}`;
      await db.transaction().execute(async (trx) => {
        await sql`create table if not exists ${sql.table(name)}
          (like ${sql.table(table)} including all)`.execute(trx);
        await sql`with moved as (
            delete from ${sql.table(`${table}_default`)} where ${inDay} returning *
          )
          insert into ${sql.table(name)} select * from moved`.execute(trx);
        await sql`alter table ${sql.table(table)} attach partition ${sql.table(name)}
          for values from (${literal(day)}) to (${literal(day + DAY_MS)})`.execute(trx);
      });
      created.push(name);
    }
  }
  return created;
}

/** Each organisation's oldest row in every partitioned table, by organisation id. */
type Oldest = Record<PartitionedTable, Map<string, number>>;

async function oldestRows(db: Db): Promise<Oldest> {
  const byOrg = async (query: ReturnType<typeof sql<{ org_id: string; oldest: Date }>>) =>
    new Map((await query.execute(db)).rows.map((r) => [r.org_id, new Date(r.oldest).getTime()]));
  // A signal's history mark holds its oldest raw row; its oldest minute lies in the same day.
  const signals = await byOrg(sql`
    select e.org_id, min(m.first_ts) as oldest from signal_history_mark m
    join signal s on s.id = m.signal_id join equipment e on e.id = s.equipment_id
    group by e.org_id`);
  return {
    signal_value: signals,
    signal_value_minute: signals,
    presence_sample: await byOrg(sql`
      select o.id as org_id, x.at as oldest from org o cross join lateral (
        select at from presence_sample where org_id = o.id order by at limit 1) x`),
    gateway_presence_sample: await byOrg(sql`
      select g.org_id, min(x.at) as oldest from gateway g cross join lateral (
        select at from gateway_presence_sample where gateway_id = g.id order by at limit 1) x
      group by g.org_id`),
  };
}

/**
 * Drops every partition wholly older than what all organisations keep (`dropHorizon`), a
 * table's all in one statement and transaction, so ingest waits for the table's lock once per
 * table and run, however many days go (a drop holds it for an instant); the transaction waits
 * at most DROP_LOCK_TIMEOUT for it (the next run tries again). Raw history first moves the
 * history marks of the signals that had rows there (their oldest row, and a change so counted
 * windows are recounted), before the drop takes its lock. Answers the partitions dropped.
 */
export async function dropExpiredPartitions(
  db: Db,
  retentionDays: Map<string, number>,
  now: Date,
): Promise<string[]> {
  const oldest = await oldestRows(db);
  const dropped: string[] = [];
  for (const { table } of PARTITIONED_TABLES) {
    const orgs: OrgRetention[] = [...retentionDays].map(([orgId, days]) => ({
      retentionDays: days,
      oldest: oldest[table].get(orgId),
    }));
    const horizon = dropHorizon(orgs, now.getTime());
    if (horizon === undefined) continue;
    const expired = partitionsToDrop(await listPartitions(db, table), horizon);
    const last = expired.at(-1);
    if (!last) continue;
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = ${sql.lit(DROP_LOCK_TIMEOUT)}`.execute(trx);
      if (table === 'signal_value') await moveMarksPast(trx, last.to);
      await sql`drop table ${sql.join(expired.map((p) => sql.table(p.name)))}`.execute(trx);
    });
    dropped.push(...expired.map((p) => p.name));
  }
  return dropped;
}

/**
 * The marks of signals with rows before `to` (in the partitions about to go, every one ending
 * at or before it, or in the default): their oldest row is now their oldest from `to` on or in
 * the default; a signal left with none loses its mark.
 */
async function moveMarksPast(db: Db, to: number): Promise<void> {
  await sql`
    with next as (
      select m.signal_id, least(
        (select min(ts) from signal_value where signal_id = m.signal_id and ts >= ${literal(to)}),
        (select min(ts) from signal_value_default where signal_id = m.signal_id)) as first_ts
      from signal_history_mark m where m.first_ts < ${literal(to)}
    ), gone as (
      delete from signal_history_mark m using next
      where m.signal_id = next.signal_id and next.first_ts is null
    )
    update signal_history_mark m
    set first_ts = next.first_ts, late_writes = m.late_writes + 1
    from next where m.signal_id = next.signal_id and next.first_ts is not null`.execute(db);
}

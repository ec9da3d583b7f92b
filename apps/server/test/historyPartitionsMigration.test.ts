import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dropSchema, migrateToLatest, openDatabase, type OpenDatabase } from '../src/db/database';
import { DAY_MS, dayPartitionName, dayStart } from '../src/history/partitionPlan';

/**
 * Migration 0215 on a database that already holds history (PGlite, or PostgreSQL when
 * DATABASE_URL is set): every row stays, the old rows become one partition, rows dated after
 * today move to their day or the default, and the writers' keys still hold.
 */
const databaseUrl = process.env.DATABASE_URL;
const BEFORE = '0210_history_rollup_queue';
/** A database half-migrated starts from nothing (no template holds one): PGlite takes its time. */
const FROM_NOTHING = { timeout: 120_000 };
let open: { database: OpenDatabase; schema: string | undefined } | undefined;

afterEach(async () => {
  await open?.database.close();
  if (databaseUrl && open?.schema) await dropSchema(databaseUrl, open.schema);
  open = undefined;
});

async function openBefore(): Promise<OpenDatabase> {
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, schema, upTo: BEFORE });
  open = { database, schema };
  return database;
}

const count = async (database: OpenDatabase, table: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
        database.db,
      )
    ).rows[0]?.n,
  );

const partOf = async (database: OpenDatabase, table: string, column: string, at: number) =>
  (
    await sql<{ part: string }>`
      select tableoid::regclass::text as part from ${sql.table(table)}
      where ${sql.ref(column)} = ${new Date(at)}`.execute(database.db)
  ).rows.map((row) => row.part);

describe('migration 0215 (history partitioned by day)', () => {
  it(
    'keeps every stored row, the old ones as one partition, later ones in their day',
    FROM_NOTHING,
    async () => {
      const database = await openBefore();
      const { db } = database;
      const now = Date.now();
      const tomorrow = dayStart(now) + DAY_MS;
      const times = [now - 100 * DAY_MS, now - DAY_MS, now, now + 2 * DAY_MS, now + 3000 * DAY_MS];
      await sql`insert into org (id, name) values ('o1', '水厂')`.execute(db);
      await sql`insert into gateway (id, org_id, name, password_hash)
      values ('g1', 'o1', '网关', 'x')`.execute(db);
      for (const [i, ts] of times.entries()) {
        const at = new Date(ts);
        await sql`insert into signal_value (signal_id, ts, value) values (1, ${at}, ${i})`.execute(
          db,
        );
        await sql`insert into signal_value_minute (signal_id, minute, lo, hi, n, total)
        values (1, ${at}, ${i}, ${i}, 1, ${i})`.execute(db);
        await sql`insert into presence_sample (org_id, at, equipment_total, equipment_online)
        values ('o1', ${at}, 1, 1)`.execute(db);
        await sql`insert into gateway_presence_sample (gateway_id, at, online)
        values ('g1', ${at}, true)`.execute(db);
      }

      await migrateToLatest(db, open?.schema);

      const tables = [
        ['signal_value', 'ts'],
        ['signal_value_minute', 'minute'],
        ['presence_sample', 'at'],
        ['gateway_presence_sample', 'at'],
      ] as const;
      for (const [table, column] of tables) {
        expect(await count(database, table)).toBe(times.length);
        const old = `${table}_until_${new Date(tomorrow).toISOString().slice(0, 10).replaceAll('-', '')}`;
        for (const ts of times.slice(0, 3)) {
          expect(await partOf(database, table, column, ts)).toEqual([old]);
        }
        expect(await partOf(database, table, column, times[3] as number)).toEqual([
          dayPartitionName(table, dayStart(times[3] as number)),
        ]);
        expect(await partOf(database, table, column, times[4] as number)).toEqual([
          `${table}_default`,
        ]);
      }
      // The writers' keys hold across the old rows: a redelivered sample is still ignored.
      const { rows } = await sql<{ n: number }>`
      with added as (
        insert into signal_value (signal_id, ts, value) values (1, ${new Date(now)}, 9)
        on conflict do nothing returning 1
      ) select count(*)::integer as n from added`.execute(db);
      expect(rows[0]?.n).toBe(0);
      // A deleted gateway still takes its samples with it, old ones included.
      await sql`delete from gateway where id = 'g1'`.execute(db);
      expect(await count(database, 'gateway_presence_sample')).toBe(0);
    },
  );

  it('drops an empty old table and starts with today', FROM_NOTHING, async () => {
    const database = await openBefore();
    await migrateToLatest(database.db, open?.schema);
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'signal_value'::regclass order by 1`.execute(database.db);
    const today = dayStart(Date.now());
    expect(rows.map((row) => row.name)).toEqual([
      'signal_value_default',
      ...Array.from({ length: 8 }, (_, day) =>
        dayPartitionName('signal_value', today + day * DAY_MS),
      ),
    ]);
  });
});

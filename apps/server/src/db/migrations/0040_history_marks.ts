import { sql, type Kysely } from 'kysely';

/**
 * One row per signal with history: the first and last stored time stamps and how many writes
 * added rows older than the last one (late writes: replays, store-and-forward after an
 * outage). The history writer keeps it in the statement that stores the rows, so a reader can
 * tell cheaply whether a window's rows may have changed since it last counted them. Filled here
 * for the signals that already have history (two index probes per signal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signal_history_mark')
    .addColumn('signal_id', 'integer', (c) => c.primaryKey())
    .addColumn('first_ts', 'timestamptz', (c) => c.notNull())
    .addColumn('last_ts', 'timestamptz', (c) => c.notNull())
    .addColumn('late_writes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into signal_history_mark (signal_id, first_ts, last_ts)
    select s.id, f.ts, l.ts
    from signal s
    cross join lateral (
      select ts from signal_value where signal_id = s.id order by ts asc limit 1
    ) f
    cross join lateral (
      select ts from signal_value where signal_id = s.id order by ts desc limit 1
    ) l`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signal_history_mark').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * `signal_value_pending`: the rows each history write added, one row per write holding them as
 * arrays (one tuple, however many samples), in the write's own transaction. The per-minute
 * rollup, the hourly ingest counts and the history marks are no longer kept by the hot
 * statement: a catch-up (`history/rollupCatchUp.ts`) takes these rows, adds them to the three
 * tables and deletes them in one transaction, the way a continuous aggregate replays its
 * invalidation log, so the rollups are exact once it has caught up. Logged on purpose: a crash
 * must not lose what the rollups still owe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table signal_value_pending (
      id bigint generated always as identity primary key,
      signal_id integer[] not null,
      ts timestamptz[] not null,
      value double precision[] not null,
      bad boolean[] not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signal_value_pending').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Per-minute minimum and maximum of every signal, kept by the history writer in the same
 * statement as the raw rows, so a decimated curve over days reads ~1,440 rows a day per signal
 * instead of every sample. Minimum and maximum are idempotent: a redelivered sample changes
 * nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signal_value_minute')
    .addColumn('signal_id', 'integer', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('lo', 'double precision', (c) => c.notNull())
    .addColumn('hi', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('signal_value_minute_pk', ['signal_id', 'minute'])
    .execute();
  await sql`
    insert into signal_value_minute (signal_id, minute, lo, hi)
    select signal_id, date_trunc('minute', ts), min(value), max(value)
    from signal_value where not bad and value is not null
    group by 1, 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signal_value_minute').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * System settings and the data center:
 * - `org_setting`: one validated JSON document of settings per organisation (absent: defaults);
 * - `presence_sample`: every few minutes, how many of an organisation's equipment were online,
 *   one row per organisation and slot whichever server instance takes it (online rate over time);
 * - the per-minute rollup also keeps the count and sum of good samples, so hourly and daily
 *   averages come from it rather than from every raw row (filled here from the stored history);
 * - `signal_ingest_hour`: values stored per signal and hour (data volume), filled likewise;
 * - indexes for alarm counts by organisation and time, and for the message retention job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('org_setting')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('org.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('presence_sample')
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('equipment_total', 'integer', (c) => c.notNull())
    .addColumn('equipment_online', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('presence_sample_pk', ['org_id', 'at'])
    .execute();

  await db.schema
    .alterTable('signal_value_minute')
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('signal_value_minute')
    .addColumn('total', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update signal_value_minute m set n = s.n, total = s.total
    from (
      select signal_id, date_trunc('minute', ts) as minute, count(*)::integer as n, sum(value) as total
      from signal_value where not bad and value is not null
      group by 1, 2
    ) s
    where m.signal_id = s.signal_id and m.minute = s.minute`.execute(db);

  await db.schema
    .createTable('signal_ingest_hour')
    .addColumn('signal_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('signal_ingest_hour_pk', ['signal_id', 'hour'])
    .execute();
  await sql`
    insert into signal_ingest_hour (signal_id, hour, n)
    select signal_id, date_trunc('hour', ts), count(*) from signal_value group by 1, 2`.execute(db);

  await db.schema
    .createIndex('alarm_org_start_idx')
    .on('alarm')
    .columns(['org_id', 'start_at'])
    .execute();
  await db.schema.createIndex('message_created_idx').on('message').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_created_idx').execute();
  await db.schema.dropIndex('alarm_org_start_idx').execute();
  await db.schema.dropTable('signal_ingest_hour').execute();
  await db.schema.alterTable('signal_value_minute').dropColumn('total').execute();
  await db.schema.alterTable('signal_value_minute').dropColumn('n').execute();
  await db.schema.dropTable('presence_sample').execute();
  await db.schema.dropTable('org_setting').execute();
}

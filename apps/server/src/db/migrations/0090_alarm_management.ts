import { sql, type Kysely } from 'kysely';

/**
 * Alarm management to ISA-18.2: each alarm record gains its priority, latching, when its
 * condition cleared and who acknowledged it with what comment; `alarm_hold` keeps the shelves
 * and out-of-service marks of alarm points (rule keys); `alarm_journal` stores every transition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alarm')
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('high')
        .check(sql`priority in ('critical', 'high', 'medium', 'low')`),
    )
    .addColumn('latching', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cleared_at', 'timestamptz')
    .addColumn('ack_at', 'timestamptz')
    .addColumn('ack_by', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('ack_comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Old records had no priority: their level says it (1 high, 2 medium, 3 low).
  await sql`update alarm set priority = case level when 2 then 'medium' when 3 then 'low' else 'high' end`.execute(
    db,
  );
  // The summary reads the open and the unacknowledged records of an organisation.
  await db.schema
    .createIndex('alarm_summary_idx')
    .on('alarm')
    .columns(['org_id', 'start_at'])
    .where(sql<boolean>`end_at is null or acknowledged = false`)
    .execute();
  // The KPI report reads an organisation's alarms by start time: alarm_org_start_idx (0085).

  await db.schema
    .createTable('alarm_hold')
    .addColumn('rule_key', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('shelved', 'out_of_service')`))
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('until', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alarm_hold_pk', ['rule_key', 'mode'])
    .execute();
  await db.schema.createIndex('alarm_hold_until_idx').on('alarm_hold').column('until').execute();

  await db.schema
    .createTable('alarm_journal')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('alarm_id', 'integer', (c) => c.notNull().references('alarm.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('alarm_journal_org_at_idx')
    .on('alarm_journal')
    .columns(['org_id', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('alarm_journal_alarm_idx')
    .on('alarm_journal')
    .column('alarm_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alarm_journal').execute();
  await db.schema.dropTable('alarm_hold').execute();
  await db.schema.dropIndex('alarm_summary_idx').execute();
  await db.schema
    .alterTable('alarm')
    .dropColumn('priority')
    .dropColumn('latching')
    .dropColumn('cleared_at')
    .dropColumn('ack_at')
    .dropColumn('ack_by')
    .dropColumn('ack_comment')
    .execute();
}

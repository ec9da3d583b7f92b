import { sql, type Kysely } from 'kysely';

/**
 * What the server refused from each gateway over MQTT (issue 15), counted by reason. The server
 * adds its in-process counts every few seconds, so every instance's refusals add up here and
 * survive a restart; the row goes with its gateway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mqtt_refusal')
    .addColumn('gateway_id', 'text', (c) =>
      c.notNull().references('gateway.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('first_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_detail', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('mqtt_refusal_pkey', ['gateway_id', 'reason'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mqtt_refusal').execute();
}

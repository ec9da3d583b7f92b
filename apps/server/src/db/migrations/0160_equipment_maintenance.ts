import type { Kysely } from 'kysely';

/**
 * Equipment in maintenance (issue 16): while `maintenance_since` is set its alarms are
 * suppressed by design — recorded and journalled, but neither shown in the summary nor sent
 * to anyone — and `maintenance_reason` says why, for the summary and the journal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .addColumn('maintenance_since', 'timestamptz')
    .addColumn('maintenance_reason', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .dropColumn('maintenance_since')
    .dropColumn('maintenance_reason')
    .execute();
}

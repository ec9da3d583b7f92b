import type { Kysely } from 'kysely';

/**
 * Moving equipment (tanker trucks, pump trucks) report where they are in two of their own signals:
 * the equipment names them as its latitude and longitude. The track is read from their history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .addColumn('lat_signal_id', 'integer', (c) => c.references('signal.id').onDelete('set null'))
    .addColumn('lng_signal_id', 'integer', (c) => c.references('signal.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('equipment')
    .dropColumn('lat_signal_id')
    .dropColumn('lng_signal_id')
    .execute();
}

import type { Db } from '../src/db/database';
import type { Database } from '../src/db/schema';

/** How many history rows a signal has: all of them, those at one instant, or those from one on. */
export async function historyCount(
  db: Db,
  signalId: string | number,
  when: { at?: number; since?: number } = {},
): Promise<number> {
  let query = db
    .selectFrom('signal_value')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('signal_id', '=', Number(signalId));
  if (when.at !== undefined) query = query.where('ts', '=', new Date(when.at));
  if (when.since !== undefined) query = query.where('ts', '>=', new Date(when.since));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The signals a Sparkplug birth made for one device of a gateway, by metric name. */
export async function sparkplugSignals(db: Db, gatewayId: string, deviceId: string) {
  const rows = await db
    .selectFrom('sparkplug_equipment')
    .innerJoin('signal', 'signal.equipment_id', 'sparkplug_equipment.equipment_id')
    .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
    .select([
      'signal.id',
      'signal.name',
      'signal.data_type',
      'signal.unit',
      'signal.access',
      'equipment.org_id',
      'equipment.id as equipment_id',
    ])
    .where('sparkplug_equipment.gateway_id', '=', gatewayId)
    .where('sparkplug_equipment.device_id', '=', deviceId)
    .execute();
  return new Map(rows.map((row) => [row.name, row]));
}

/** How many rows a table holds. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows each of `tables` holds: what a refused call must leave as it was. */
export async function rowCounts(
  db: Db,
  tables: readonly (keyof Database)[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await rowCount(db, table);
  return counts;
}

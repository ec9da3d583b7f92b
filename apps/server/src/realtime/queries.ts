import type { Db } from '../db/database';

/** The organisation of the user, if the user still exists. */
export async function orgOfUser(db: Db, userId: string): Promise<string | undefined> {
  const user = await db
    .selectFrom('app_user')
    .select('org_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.org_id;
}

/** Every signal of the equipment, as a live socket watches them. */
export async function signalsWatchedOn(
  db: Db,
  equipmentIds: readonly string[],
): Promise<{ signalId: string; equipId: string }[]> {
  const signals = await db
    .selectFrom('signal')
    .select(['id', 'equipment_id'])
    .where('equipment_id', 'in', equipmentIds.length > 0 ? equipmentIds : [''])
    .execute();
  return signals.map((s) => ({ signalId: String(s.id), equipId: s.equipment_id }));
}

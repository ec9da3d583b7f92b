import type { AppContext } from '../context';

/** A user's own marks on a piece of equipment: starred, pinned to the top, followed. */
export type EquipmentMark = 'starred' | 'top' | 'followed';

/** Sets one of the user's marks on the equipment (the caller has checked the user may view it). */
export async function setEquipmentMark(
  ctx: AppContext,
  userId: string,
  equipmentId: string,
  mark: EquipmentMark,
  value: boolean,
): Promise<void> {
  await ctx.db
    .insertInto('equipment_mark')
    .values({ user_id: userId, equipment_id: equipmentId, [mark]: value, updated_at: ctx.now() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'equipment_id']).doUpdateSet({ [mark]: value, updated_at: ctx.now() }),
    )
    .execute();
}

import type { Scope } from '../access/scope';
import type { AppContext } from '../context';
import { signalsWithEquipment } from '../equipment/managedEquipment';

/**
 * The equipment the data center covers for `need`: the organisation's within the user's data
 * range, and equipment shared with the user whose grant covers the need.
 */
export async function visibleEquipment(ctx: AppContext, within: Scope) {
  return ctx.db
    .selectFrom('equipment')
    .select(['id', 'name', 'org_id'])
    .where(within.equipment('equipment'))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The signals of the equipment, by equipment and in their order. */
export async function signalsOfEquipment(ctx: AppContext, equipmentIds: string[]) {
  return ctx.db
    .selectFrom('signal')
    .select(['id', 'equipment_id', 'name', 'unit'])
    .where('equipment_id', 'in', equipmentIds)
    .orderBy('equipment_id')
    .orderBy('seq')
    .orderBy('id')
    .execute();
}

/** Those of the signals on equipment within reach, with their equipment's name. */
export async function signalsInReach(ctx: AppContext, reach: Scope, ids: number[]) {
  return signalsWithEquipment(ctx.db)
    .where('signal.id', 'in', ids)
    .where(reach.equipment('equipment'))
    .execute();
}

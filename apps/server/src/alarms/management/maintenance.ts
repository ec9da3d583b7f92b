import { sql } from 'kysely';
import { logOperation, type Actor } from '../../access/operationLog';
import type { Db } from '../../db/database';
import type { RealtimeHub } from '../../realtime/hub';
import { journal } from './actions';

/**
 * Puts an equipment of the actor's organisation into maintenance with a reason, or takes it
 * out (issue 16: suppressed by design). One transaction: the equipment changes, each open
 * signal alarm of it is journalled 'suppressed' / 'unsuppressed' and the operation log is
 * written; the organisation's screens are told after the commit. Putting in equipment already
 * in maintenance only renews the reason (nothing journalled again); taking out equipment not
 * in maintenance changes nothing. Answers the alarms journalled, or null for equipment not of
 * the organisation.
 */
export async function setEquipmentMaintenance(
  db: Db,
  hub: RealtimeHub,
  actor: Actor,
  equipmentId: string,
  change: { inMaintenance: boolean; reason: string },
  at: Date,
): Promise<number | null> {
  const changed = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('equipment')
      .select(['id', 'name', 'maintenance_since'])
      .where('id', '=', equipmentId)
      .where('org_id', '=', actor.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    const wasIn = before.maintenance_since !== null;
    if (!wasIn && !change.inMaintenance) return 0;
    await trx
      .updateTable('equipment')
      .set(
        change.inMaintenance
          ? {
              maintenance_since: sql<Date>`coalesce(maintenance_since, ${at}::timestamptz)`,
              maintenance_reason: change.reason,
            }
          : { maintenance_since: null, maintenance_reason: null },
      )
      .where('id', '=', equipmentId)
      .execute();
    const alarms =
      wasIn === change.inMaintenance
        ? []
        : await trx
            .selectFrom('alarm')
            .select('id')
            .where('org_id', '=', actor.orgId)
            .where('equipment_id', '=', equipmentId)
            .where('kind', '=', 'signal')
            .where((w) => w.or([w('end_at', 'is', null), w('acknowledged', '=', false)]))
            .execute();
    const event = change.inMaintenance ? 'suppressed' : 'unsuppressed';
    await journal(trx, alarms, event, actor, at, change.reason);
    await logOperation(
      trx,
      actor,
      change.inMaintenance ? 'equipment.maintenanceStart' : 'equipment.maintenanceEnd',
      {
        id: equipmentId,
        name: before.name,
        alarms: alarms.length,
        ...(change.reason ? { reason: change.reason } : {}),
      },
    );
    return alarms.length;
  });
  if (changed !== null) hub.publishAlarmChange(actor.orgId);
  return changed;
}

import type { DeletedEquipmentRow } from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import { actorOf, logOperation, type Caller } from '../access/operationLog';
import { archiveRangeFilter } from '../access/range';
import type { AppContext } from '../context';
import { notFound } from '../http/apiError';
import { driverOf, reportsOf, signalsOf } from './managedEquipment';

/**
 * Deletes an equipment but keeps what it was (driver, signals with their ids, reports) in the
 * archive, so its value history stays readable until purged.
 */
export async function archiveEquipment(
  ctx: AppContext,
  { user, request }: Caller,
  id: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const equipment = await trx
      .selectFrom('equipment')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const signals = await signalsOf(trx, id);
    await trx
      .insertInto('equipment_archive')
      .values({
        id,
        org_id: user.orgId,
        name: equipment.name,
        signal_ids: JSON.stringify(signals.map((s) => Number(s.id))),
        definition: JSON.stringify({
          equipment,
          driver: await driverOf(trx, id),
          signals,
          reports: await reportsOf(trx, id),
        }),
        deleted_by: user.userId,
      })
      .execute();
    await trx.deleteFrom('equipment').where('id', '=', id).execute();
    await logOperation(trx, actorOf(user, request), 'equipment.delete', {
      id,
      name: equipment.name,
    });
  });
}

/** The organisation's deleted equipment the user may see, the latest deleted first. */
export async function deletedEquipmentOf(
  ctx: AppContext,
  user: SessionUser,
): Promise<DeletedEquipmentRow[]> {
  const rows = await ctx.db
    .selectFrom('equipment_archive')
    .leftJoin('app_user', 'app_user.id', 'equipment_archive.deleted_by')
    .select([
      'equipment_archive.id',
      'equipment_archive.name',
      'equipment_archive.signal_ids',
      'equipment_archive.deleted_at',
      'app_user.loginname',
    ])
    .where('equipment_archive.org_id', '=', user.orgId)
    .where(archiveRangeFilter(user, 'equipment_archive.deleted_by'))
    .orderBy('equipment_archive.deleted_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    signalCount: r.signal_ids.length,
    deletedAt: new Date(r.deleted_at).toISOString(),
    deletedBy: r.loginname ?? '',
  }));
}

/**
 * Removes an archived equipment with every stored value of its signals. Not `logged`: the log
 * names the archive row, read inside the transaction.
 */
export async function purgeArchivedEquipment(
  ctx: AppContext,
  { user, request }: Caller,
  id: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const archived = await trx
      .selectFrom('equipment_archive')
      .select(['signal_ids', 'name'])
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .where(archiveRangeFilter(user, 'equipment_archive.deleted_by'))
      .forUpdate()
      .executeTakeFirst();
    if (!archived) throw notFound();
    const ids = archived.signal_ids;
    if (ids.length > 0) {
      await trx.deleteFrom('signal_value').where('signal_id', 'in', ids).execute();
      await trx.deleteFrom('signal_value_minute').where('signal_id', 'in', ids).execute();
      await trx.deleteFrom('signal_history_mark').where('signal_id', 'in', ids).execute();
    }
    await trx.deleteFrom('equipment_archive').where('id', '=', id).execute();
    await logOperation(trx, actorOf(user, request), 'equipment.purge', {
      id: id,
      name: archived.name,
    });
  });
}

import { equipmentIdRequest, equipmentInfoRequest, type DeletedEquipmentRow } from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../account/sessions';
import { actorOf, logOperation } from '../access/operationLog';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { archiveRangeFilter } from '../access/range';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { catchUpRollups } from '../history/rollupCatchUp';
import { driverOf, reportsOf, signalsOf } from './managedEquipment';

/**
 * Deleting equipment keeps its history: delete moves it into the archive, the deleted list
 * shows what waits there, and purge removes the archive row with every stored value.
 */
export function registerEquipmentArchiveCalls(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/delete',
      input: equipmentIdRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      const equipment = await loadEquipment(ctx, user, input.id);
      await archiveEquipment(ctx, user, request, input.id);
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return { historyKept: true };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/deleted/query',
      input: equipmentInfoRequest.partial(),
      action: 'equipment.manage',
    },
    async ({ user }): Promise<DeletedEquipmentRow[]> => {
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
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/purge',
      input: equipmentIdRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      // Rows still owed to the rollups go in first, so none comes back after the purge.
      await catchUpRollups(ctx.db);
      await ctx.db.transaction().execute(async (trx) => {
        const archived = await trx
          .selectFrom('equipment_archive')
          .select(['signal_ids', 'name'])
          .where('id', '=', input.id)
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
        await trx.deleteFrom('equipment_archive').where('id', '=', input.id).execute();
        await logOperation(trx, actorOf(user, request), 'equipment.purge', {
          id: input.id,
          name: archived.name,
        });
      });
      return null;
    },
  );
}

/**
 * Deletes an equipment but keeps what it was (driver, signals with their ids, reports) in the
 * archive, so its value history stays readable until purged.
 */
async function archiveEquipment(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
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

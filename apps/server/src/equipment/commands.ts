import type { driverEditRequest, reportAddRequest, reportEditRequest } from '@lf/protocol';
import type { z } from 'zod';
import { actorOf, logged, logOperation, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';
import { gatewayVisibleTo } from '../gateways/queries';
import { refuse } from '../http/refusal';

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

/** Sets how an equipment is reached (its protocol and settings), logged with the change. */
export async function saveEquipmentDriver(
  ctx: AppContext,
  caller: Caller,
  input: z.infer<typeof driverEditRequest>,
): Promise<void> {
  const log = { action: 'equipment.driver', detail: { id: input.id, driver: input.driver } };
  await logged(ctx.db, caller, log, async (trx) => {
    const settings = JSON.stringify(input.driver.settings);
    await trx
      .insertInto('equipment_driver')
      .values({ equipment_id: input.id, protocol: input.driver.protocol, settings })
      .onConflict((oc) =>
        oc.column('equipment_id').doUpdateSet({
          protocol: input.driver.protocol,
          settings,
          updated_at: ctx.now(),
        }),
      )
      .execute();
  });
}

/** Refuses a gateway the user may not see (another organisation's, or outside their range). */
export async function assertGatewayVisible(
  ctx: AppContext,
  { user, request }: Caller,
  gatewayId: string,
): Promise<void> {
  if (!(await gatewayVisibleTo(ctx.db, user, gatewayId))) {
    throw refuse(request, 'unknownReference', { field: 'gatewayId' });
  }
}

/**
 * Binds an equipment to a gateway the user may see, or unbinds it (`gatewayId` null). The log names the gateway
 * concerned: the new one, or on unbinding the one it leaves.
 */
export async function setEquipmentGateway(
  ctx: AppContext,
  caller: Caller,
  change: { id: string; gatewayId: string | null; previousGatewayId: string | null },
): Promise<void> {
  const { id, gatewayId } = change;
  if (gatewayId) await assertGatewayVisible(ctx, caller, gatewayId);
  const log = {
    action: gatewayId ? 'equipment.bind' : 'equipment.unbind',
    detail: { id, gatewayId: gatewayId ?? change.previousGatewayId },
  };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx
      .updateTable('equipment')
      .set({ gateway_id: gatewayId, updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
  });
}

/** A new report of the equipment: a named set of its signals, each once. */
export async function addReport(
  ctx: AppContext,
  { user, request }: Caller,
  input: z.infer<typeof reportAddRequest>,
): Promise<{ id: string }> {
  // Not `logged`: the log names the new row's id, known only after the insert.
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('report')
      .values({
        equipment_id: input.equipmentId,
        name: input.name,
        signal_ids: JSON.stringify([...new Set(input.signalIds)]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, actorOf(user, request), 'report.add', { ...input, id: row.id });
    return { id: String(row.id) };
  });
}

/** Renames a report and sets its signals. */
export async function editReport(
  ctx: AppContext,
  caller: Caller,
  reportId: number,
  input: z.infer<typeof reportEditRequest>,
): Promise<void> {
  await logged(ctx.db, caller, { action: 'report.edit', detail: { ...input } }, async (trx) => {
    await trx
      .updateTable('report')
      .set({ name: input.name, signal_ids: JSON.stringify([...new Set(input.signalIds)]) })
      .where('id', '=', reportId)
      .execute();
  });
}

/** Deletes a report; the log keeps its name, and its id as the caller wrote it. */
export async function deleteReport(
  ctx: AppContext,
  caller: Caller,
  askedId: string,
  report: { id: number; name: string },
): Promise<void> {
  const log = { action: 'report.delete', detail: { id: askedId, name: report.name } };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx.deleteFrom('report').where('id', '=', report.id).execute();
  });
}

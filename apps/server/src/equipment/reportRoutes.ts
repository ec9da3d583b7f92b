import {
  equipmentRefRequest,
  reportAddRequest,
  reportDeleteRequest,
  reportEditRequest,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../account/sessions';
import { actorOf, logOperation } from '../access/operationLog';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { loadEquipment } from '../access/equipment';
import { notFound } from '../http/apiError';
import { refuse } from '../http/refusal';
import { defineCall } from '../http/route';
import { reportsOf } from './managedEquipment';
import { assertNameFreeOnEquipment } from './signalRows';

async function assertReportSignals(
  db: Db,
  request: FastifyRequest,
  equipmentId: string,
  signalIds: string[],
): Promise<void> {
  if (signalIds.length === 0) return;
  const unique = [...new Set(signalIds.map(Number))];
  const rows = await db
    .selectFrom('signal')
    .select('id')
    .where('equipment_id', '=', equipmentId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) {
    throw refuse(request, 'unknownReference', { field: 'signalIds' });
  }
}

/** The reports of an equipment: named sets of its signals. */
export function registerReportCalls(app: FastifyInstance, ctx: AppContext): void {
  const base = '/lfscada/equipment/multi/report';

  const loadReport = async (user: SessionUser, id: string) => {
    const report = await ctx.db
      .selectFrom('report')
      .select(['id', 'equipment_id', 'name'])
      .where('id', '=', Number(id))
      .executeTakeFirst();
    if (!report) throw notFound();
    await loadEquipment(ctx, user, report.equipment_id);
    return report;
  };

  defineCall(
    app,
    ctx,
    { url: `${base}/query`, input: equipmentRefRequest, action: 'equipment.manage' },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      return reportsOf(ctx.db, input.equipmentId);
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/add`, input: reportAddRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      await assertNameFreeOnEquipment(ctx.db, request, 'report', input);
      await assertReportSignals(ctx.db, request, input.equipmentId, input.signalIds);
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
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/edit`, input: reportEditRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const report = await loadReport(user, input.id);
      await assertNameFreeOnEquipment(ctx.db, request, 'report', {
        equipmentId: report.equipment_id,
        name: input.name,
        exceptId: report.id,
      });
      await assertReportSignals(ctx.db, request, report.equipment_id, input.signalIds);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('report')
          .set({ name: input.name, signal_ids: JSON.stringify([...new Set(input.signalIds)]) })
          .where('id', '=', report.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'report.edit', { ...input });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/delete`, input: reportDeleteRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const report = await loadReport(user, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('report').where('id', '=', report.id).execute();
        await logOperation(trx, actorOf(user, request), 'report.delete', {
          id: input.id,
          name: report.name,
        });
      });
      return null;
    },
  );
}

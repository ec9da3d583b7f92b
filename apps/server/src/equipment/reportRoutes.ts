import {
  equipmentRefRequest,
  reportAddRequest,
  reportDeleteRequest,
  reportEditRequest,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { loadEquipment } from '../access/equipment';
import { notFound } from '../http/apiError';
import { refuse } from '../http/refusal';
import { declareCalls } from '../http/route';
import { addReport, deleteReport, editReport } from './commands';
import { reportsOf } from './managedEquipment';
import { reportById, signalsFoundOn } from './queries';
import { assertNameFreeOnEquipment } from './signalRows';

async function assertReportSignals(
  db: Db,
  request: FastifyRequest,
  equipmentId: string,
  signalIds: string[],
): Promise<void> {
  if (signalIds.length === 0) return;
  const unique = [...new Set(signalIds.map(Number))];
  if ((await signalsFoundOn(db, equipmentId, unique)) !== unique.length) {
    throw refuse(request, 'unknownReference', { field: 'signalIds' });
  }
}

/** The reports of an equipment: named sets of its signals. */
export function registerReportCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  const base = '/lfscada/equipment/multi/report';

  const loadReport = async (user: SessionUser, id: string) => {
    const report = await reportById(ctx.db, Number(id));
    if (!report) throw notFound();
    await loadEquipment(ctx, user, report.equipment_id);
    return report;
  };

  call(
    { url: `${base}/query`, input: equipmentRefRequest, action: 'equipment.manage' },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      return reportsOf(ctx.db, input.equipmentId);
    },
  );

  call(
    { url: `${base}/add`, input: reportAddRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      await assertNameFreeOnEquipment(ctx.db, request, 'report', input);
      await assertReportSignals(ctx.db, request, input.equipmentId, input.signalIds);
      return addReport(ctx, { user, request }, input);
    },
  );

  call(
    { url: `${base}/edit`, input: reportEditRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const report = await loadReport(user, input.id);
      await assertNameFreeOnEquipment(ctx.db, request, 'report', {
        equipmentId: report.equipment_id,
        name: input.name,
        exceptId: report.id,
      });
      await assertReportSignals(ctx.db, request, report.equipment_id, input.signalIds);
      await editReport(ctx, { user, request }, report.id, input);
      return null;
    },
  );

  call(
    { url: `${base}/delete`, input: reportDeleteRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const report = await loadReport(user, input.id);
      await deleteReport(ctx, { user, request }, input.id, report);
      return null;
    },
  );
}

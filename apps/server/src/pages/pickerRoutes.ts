import {
  Code,
  projectPageBindSignalRequest,
  projectPageQueryReportRequest,
  projectPageSignalByEquipRequest,
  projectPageSignalByReportRequest,
  type PickerReport,
  type PickerSignal,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { loadEquipment } from '../access/equipment';
import { ApiError, notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { boundEquipmentIds, projectOfOrg } from './projectAccess';

/** Signal ids are 32-bit serials; a larger id cannot exist. */
const MAX_SIGNAL_ID = 2_147_483_647;

/** Signals with their equipment as the pickers show them, filtered by `where`. */
function signalRows(db: Kysely<Database>) {
  return db
    .selectFrom('signal')
    .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
    .select([
      'signal.id',
      'signal.name',
      'signal.unit',
      'signal.data_type',
      'signal.access',
      'signal.min',
      'signal.max',
      'signal.seq',
      'equipment.id as equipment_id',
      'equipment.name as equipment_name',
    ]);
}

type SignalRow = Awaited<ReturnType<ReturnType<typeof signalRows>['execute']>>[number];

function pickerSignal(row: SignalRow): PickerSignal {
  return {
    signalId: String(row.id),
    equipId: row.equipment_id,
    signalTitle: row.name,
    equipTitle: row.equipment_name,
    unit: row.unit,
    dataType: row.data_type,
    access: row.access,
    min: row.min,
    max: row.max,
  };
}

/**
 * The designer's pickers: reports and signals of the organisation's equipment, and the binding
 * check that tells which bound signals still exist (administrators, like the designer).
 */
export function registerPickerRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/page/queryReport',
      input: projectPageQueryReportRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerReport[]> => {
      let equipmentIds: string[];
      if (input.projectId !== undefined) {
        equipmentIds = await boundEquipmentIds(
          ctx,
          (await projectOfOrg(ctx, user, input.projectId)).id,
        );
      } else {
        equipmentIds = [(await loadEquipment(ctx, user, input.equipmentId ?? '')).id];
      }
      if (equipmentIds.length === 0) return [];
      const rows = await ctx.db
        .selectFrom('report')
        .innerJoin('equipment', 'equipment.id', 'report.equipment_id')
        .select([
          'report.id',
          'report.name',
          'report.signal_ids',
          'equipment.id as equipment_id',
          'equipment.name as equipment_name',
        ])
        .where('report.equipment_id', 'in', equipmentIds)
        .where('equipment.org_id', '=', user.orgId)
        .orderBy('equipment.name')
        .orderBy('report.id')
        .execute();
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        equipmentId: row.equipment_id,
        equipmentName: row.equipment_name,
        signalIds: row.signal_ids,
      }));
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/page/querySignalByReport',
      input: projectPageSignalByReportRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerSignal[]> => {
      const report = await ctx.db
        .selectFrom('report')
        .selectAll()
        .where('id', '=', Number(input.reportId))
        .executeTakeFirst();
      if (!report) throw notFound();
      await loadEquipment(ctx, user, report.equipment_id);
      const ids = report.signal_ids.map(Number).filter(Number.isSafeInteger);
      if (ids.length === 0) return [];
      const rows = await signalRows(ctx.db)
        .where('signal.id', 'in', ids)
        .where('signal.equipment_id', '=', report.equipment_id)
        .execute();
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      // In the report's own column order; signals deleted since are left out.
      return report.signal_ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [pickerSignal(row)] : [];
      });
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/page/querySignalByEquip',
      input: projectPageSignalByEquipRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerSignal[]> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      const rows = await signalRows(ctx.db)
        .where('signal.equipment_id', '=', equipment.id)
        .orderBy('signal.seq')
        .orderBy('signal.id')
        .execute();
      return rows.map(pickerSignal);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/project/page/queryBindSignal',
      input: projectPageBindSignalRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerSignal[]> => {
      const project = await projectOfOrg(ctx, user, input.projectId);
      const ids = [...new Set(input.dataSignal)].map(Number).filter((id) => id <= MAX_SIGNAL_ID);
      const bound = await boundEquipmentIds(ctx, project.id);
      const rows =
        ids.length === 0 || bound.length === 0
          ? []
          : await signalRows(ctx.db)
              .where('signal.id', 'in', ids)
              .where('signal.equipment_id', 'in', bound)
              .orderBy('signal.id')
              .execute();
      // The legacy contract: "none of them exists" is its own code, read by the web as empty.
      if (rows.length === 0) throw new ApiError(Code.BIND_CHECK_EMPTY, 'notFound', {}, []);
      return rows.map(pickerSignal);
    },
  );
}

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
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { ApiError } from '../http/apiError';
import { declareCalls } from '../http/route';
import {
  boundPickerSignals,
  pickerReports,
  pickerSignalsOfEquipment,
  pickerSignalsOfReport,
  reportById,
} from './pickerQueries';
import { projectOfOrg } from '../access/pages';
import { boundEquipmentIds } from './queries';

/** Signal ids are 32-bit serials; a larger id cannot exist. */
const MAX_SIGNAL_ID = 2_147_483_647;

/**
 * The designer's pickers: reports and signals of the organisation's equipment, and the binding
 * check that tells which bound signals still exist (administrators, like the designer).
 */
export function registerPickerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
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
      return pickerReports(ctx.db, user.orgId, equipmentIds);
    },
  );

  call(
    {
      url: '/lfscada/project/page/querySignalByReport',
      input: projectPageSignalByReportRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerSignal[]> => {
      const report = await reportById(ctx.db, input.reportId);
      await loadEquipment(ctx, user, report.equipment_id);
      return pickerSignalsOfReport(ctx.db, report);
    },
  );

  call(
    {
      url: '/lfscada/project/page/querySignalByEquip',
      input: projectPageSignalByEquipRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerSignal[]> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      return pickerSignalsOfEquipment(ctx.db, equipment.id);
    },
  );

  call(
    {
      url: '/lfscada/project/page/queryBindSignal',
      input: projectPageBindSignalRequest,
      action: 'project.edit',
    },
    async ({ input, user }): Promise<PickerSignal[]> => {
      const project = await projectOfOrg(ctx, user, input.projectId);
      const ids = [...new Set(input.dataSignal)].map(Number).filter((id) => id <= MAX_SIGNAL_ID);
      const bound = await boundEquipmentIds(ctx, project.id);
      const rows = await boundPickerSignals(ctx.db, ids, bound);
      // The legacy contract: "none of them exists" is its own code, read by the web as empty.
      if (rows.length === 0) throw new ApiError(Code.BIND_CHECK_EMPTY, 'notFound', {}, []);
      return rows;
    },
  );
}

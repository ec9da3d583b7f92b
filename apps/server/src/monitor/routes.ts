import {
  equipmentHistoryRequest,
  gatewayInfoRequest,
  monitorOpenRequest,
  reportQueryAllRequest,
  reportQueryColsRequest,
  signalQueryRequest,
  type GatewayRecord,
  type ReportView,
} from '@lf/protocol';
import { loadEquipment } from '../access/equipment';
import { gatewayRecords, signalViews } from '../equipment/views';
import { notFound } from '../http/apiError';
import { declareCalls, type RegisterRoutes } from '../http/route';
import { openMonitoring, reportColumns, resolveHistorySignals } from './monitoring';
import { reportsOf, signalRowsOf } from '../equipment/managedEquipment';
import { queryHistory } from '../history/historyQuery';

/** The equipment monitor's calls (SPEC §7 "Monitoring", `monitor/multi/…`). */
export const registerMonitorRoutes: RegisterRoutes = (app, ctx, live) => {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/multi/gateway/info',
      input: gatewayInfoRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<GatewayRecord> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'view');
      const [record] = await gatewayRecords(ctx, [equipment]);
      if (!record) throw notFound();
      return record;
    },
  );

  call(
    {
      url: '/lfscada/monitor/multi/signal/query',
      input: signalQueryRequest,
      action: 'equipment.view',
    },
    async ({ input, user }) => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'view');
      const signals = await signalRowsOf(ctx.db, equipment.id);
      return signalViews(ctx, live, signals);
    },
  );

  call(
    { url: '/lfscada/monitor/multi/open', input: monitorOpenRequest, action: 'equipment.view' },
    async ({ input, user }) => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'view');
      await openMonitoring(ctx, live, equipment, input.delay, input.interval);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/monitor/multi/report/queryAll',
      input: reportQueryAllRequest,
      action: 'equipment.history',
    },
    async ({ input, user }): Promise<ReportView[]> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'history');
      return reportsOf(ctx.db, equipment.id);
    },
  );

  call(
    {
      url: '/lfscada/monitor/multi/report/queryCols',
      input: reportQueryColsRequest,
      action: 'equipment.history',
    },
    async ({ input, user }) => reportColumns(ctx, user, input.reportId, undefined, 'history'),
  );

  call(
    {
      url: '/lfscada/monitor/multi/history/queryAll',
      input: equipmentHistoryRequest,
      action: 'equipment.history',
    },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId, 'history');
      const signals = await resolveHistorySignals(
        ctx,
        user,
        input,
        new Set([input.equipmentId]),
        'history',
      );
      return queryHistory(ctx.db, signals, input);
    },
  );
};

import {
  projectAlarmCountRequest,
  projectEquipCountRequest,
  projectGatewayOpenRequest,
  projectGatewayQueryRequest,
  projectHistoryRequest,
  projectSignalQueryRequest,
  projectWriteRequest,
  reportQueryColsRequest,
  type CommandAccepted,
  type ProjectAlarmCounts,
} from '@lf/protocol';
import { writeSignalValue } from './writeSignalValue';
import { assertBound, loadEquipment, loadProject, loadSignal } from '../access/equipment';
import { equipmentCounts, gatewayRecords, signalViews } from '../equipment/views';
import { queryHistory } from '../history/historyQuery';
import { notFound } from '../http/apiError';
import { pageOfOrg } from '../access/pages';
import { declareCalls, type RegisterRoutes } from '../http/route';
import {
  equipmentOfViewerPage,
  openMonitoring,
  reportColumns,
  resolveHistorySignals,
} from './monitoring';
import { countEquipmentAmong, projectViewableSignals } from './queries';
import { scope } from '../access/scope';
import { alarmStateCounts } from '../alarms/management/summary';

/**
 * Calls of a project's monitoring pages (`monitor/project/…`), authorised by the project's
 * organisation and the equipment bound to it.
 */
export const registerProjectMonitorRoutes: RegisterRoutes = (app, ctx, live) => {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/project/gateway/query',
      input: projectGatewayQueryRequest,
      action: 'project.view',
    },
    async ({ input, user }) =>
      gatewayRecords(ctx, await equipmentOfViewerPage(ctx, user, input.pageId, input.dataEquip)),
  );

  call(
    {
      url: '/lfscada/monitor/project/gateway/open',
      input: projectGatewayOpenRequest,
      action: 'project.view',
    },
    async ({ input, user }) => {
      const project = await loadProject(ctx, user, input.projectId);
      assertBound(project, input.equipmentId);
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      await openMonitoring(ctx, live, equipment, input.delay, input.interval);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/monitor/project/signal/query',
      input: projectSignalQueryRequest,
      action: 'project.view',
    },
    async ({ input, user }) => {
      await pageOfOrg(ctx, user, 'project', input.pageId);
      const ids = [...new Set(input.dataSignal)].map(Number);
      if (ids.length === 0) return [];
      const signals = await projectViewableSignals(ctx, user, ids);
      if (signals.length !== ids.length) throw notFound();
      return signalViews(ctx, live, signals);
    },
  );

  call(
    {
      url: '/lfscada/monitor/project/signal/writeVal',
      input: projectWriteRequest,
      action: 'equipment.write',
    },
    async ({ input, user }): Promise<CommandAccepted> => {
      const project = await loadProject(ctx, user, input.projectId);
      const target = await loadSignal(ctx, user, input.signalId);
      assertBound(project, target.equipment.id);
      return { uuid: await writeSignalValue(ctx, live, user, target, input.value) };
    },
  );

  call(
    {
      url: '/lfscada/monitor/project/equip/queryCount',
      input: projectEquipCountRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<number> => {
      const project = await loadProject(ctx, user, input.projectId);
      const ids = [...project.equipmentIds];
      if (ids.length === 0) return 0;
      return countEquipmentAmong(ctx, ids, input);
    },
  );

  call(
    {
      url: '/lfscada/monitor/project/alarm/queryCount',
      input: projectAlarmCountRequest,
      action: 'project.view',
    },
    async ({ input, user }): Promise<ProjectAlarmCounts> => {
      const project = await loadProject(ctx, user, input.projectId);
      const ids = [...project.equipmentIds];
      const [counts, alarms] = await Promise.all([
        equipmentCounts(ctx, ids),
        alarmStateCounts(ctx.db, await scope(ctx, user, 'alarm.view'), ids, ctx.now().getTime()),
      ]);
      return { ...counts, alarm_count: alarms.active, unack_count: alarms.unacknowledged };
    },
  );

  call(
    {
      url: '/lfscada/monitor/project/report/queryCols',
      input: reportQueryColsRequest,
      action: 'project.view',
    },
    async ({ input, user }) => reportColumns(ctx, user, input.reportId),
  );

  call(
    {
      url: '/lfscada/monitor/project/history/queryAll',
      input: projectHistoryRequest,
      action: 'project.view',
    },
    async ({ input, user }) => {
      const project = await loadProject(ctx, user, input.projectId);
      const signals = await resolveHistorySignals(ctx, user, input, project.equipmentIds);
      return queryHistory(ctx.db, signals, input);
    },
  );
};

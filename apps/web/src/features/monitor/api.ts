import {
  alarmQueryResponse,
  alarmRecord,
  commandAccepted,
  equipmentCounts,
  equipmentDetail,
  equipmentGroup,
  equipmentQueryResponse,
  equipmentSummary,
  gatewayRecord,
  historyCurveResponse,
  historyTableResponse,
  projectEquipment,
  projectQueryResponse,
  reportColumn,
  reportView,
  signalView,
  TIMING,
  type AlarmView,
  type EquipmentType,
  type GatewayRecord,
  type HistoryCurveResponse,
  type HistoryTableResponse,
} from '@lf/protocol';
import { call, type CallOptions } from '../../api/client';
import type { EquipmentSort } from './logic/equipmentList';
import { z } from 'zod';

/** The monitoring screens' server calls (paths of SPEC §7 and of the monitoring extras). */

export const monitorKeys = {
  all: ['monitor'] as const,
  equipment: (filter: object) => ['monitor', 'equipment', filter] as const,
  counts: (type: EquipmentType | 'all') => ['monitor', 'counts', type] as const,
  groups: ['monitor', 'groups'] as const,
  detail: (id: string) => ['monitor', 'detail', id] as const,
  gateway: (id: string) => ['monitor', 'gateway', id] as const,
  signals: (id: string) => ['monitor', 'signals', id] as const,
  cardSignals: (id: string) => ['monitor', 'cardSignals', id] as const,
  alarms: (id: string, view: AlarmView, page: number) =>
    ['monitor', 'alarms', id, view, page] as const,
  follow: (filter: object) => ['monitor', 'follow', filter] as const,
  projects: (filter: object) => ['monitor', 'projects', filter] as const,
  projectEquipment: (id: string) => ['monitor', 'projectEquipment', id] as const,
};

export interface EquipmentFilter {
  type: EquipmentType;
  keyword: string;
  sort: EquipmentSort;
  groupId?: string;
}

export const queryEquipment = (filter: EquipmentFilter, page: number) =>
  call('/lfscada/equipment/multi/query', equipmentQueryResponse, {
    type: filter.type,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.groupId ? { groupId: filter.groupId } : {}),
    sort: filter.sort,
    page,
    pageSize: 10,
  });

const ALL_EQUIPMENT_PAGE = 100;

/** Every equipment the user may see, of both types, by pages of 100 (the global search). */
export async function queryAllEquipment() {
  const all = [];
  for (let page = 1; ; page += 1) {
    const batch = await call('/lfscada/equipment/multi/query', equipmentQueryResponse, {
      page,
      pageSize: ALL_EQUIPMENT_PAGE,
    });
    all.push(...batch.list);
    if (batch.list.length < ALL_EQUIPMENT_PAGE || all.length >= batch.total) return all;
  }
}

/** Counts of one equipment type, or of all equipment when no type is given. */
export const queryCounts = (type?: EquipmentType) =>
  call('/lfscada/equipment/multi/queryCount', equipmentCounts, type ? { type } : {}, {
    quiet: true,
  });

export const queryGroups = () => call('/lfscada/equipment/group/queryAll', z.array(equipmentGroup));
export const addGroup = (name: string) =>
  call('/lfscada/equipment/group/add', equipmentGroup, { name });
export const renameGroup = (id: string, name: string) =>
  call('/lfscada/equipment/group/edit', equipmentGroup, { id, name });
export const deleteGroup = (id: string) =>
  call('/lfscada/equipment/group/delete', undefined, { id });
export const moveToGroup = (equipmentId: string, groupId: string) =>
  call('/lfscada/equipment/group/move', undefined, { equipmentId, groupId });

export const setStar = (equipmentId: string, value: boolean) =>
  call('/lfscada/equipment/multi/setStar', undefined, { equipmentId, value });
export const setTop = (equipmentId: string, value: boolean) =>
  call('/lfscada/equipment/multi/setTop', undefined, { equipmentId, value });

export const queryFollow = (keyword: string, page: number) =>
  call('/lfscada/monitor/equipment/query', equipmentQueryResponse, {
    ...(keyword ? { keyword } : {}),
    page,
    pageSize: 10,
  });
export const queryFollowed = () =>
  call('/lfscada/monitor/equipment/queryAll', z.array(equipmentSummary));
export const setFollow = (equipmentId: string, follow: boolean) =>
  call(
    follow ? '/lfscada/monitor/equipment/setFollow' : '/lfscada/monitor/equipment/cancleFollow',
    undefined,
    { equipmentId },
  );

/** `quiet`: the caller shows a refusal itself (a shared equipment whose share ended). */
export const queryEquipmentDetail = (id: string, options: { quiet?: boolean } = {}) =>
  call('/lfscada/equipment/multi/info', equipmentDetail, { id }, options);

export const queryGateway = (equipmentId: string): Promise<GatewayRecord> =>
  call('/lfscada/monitor/multi/gateway/info', gatewayRecord, { equipmentId }, { quiet: true });

export const querySignals = (equipmentId: string, options: CallOptions = {}) =>
  call('/lfscada/monitor/multi/signal/query', z.array(signalView), { equipmentId }, options);

/** Asks the gateway for fast reporting: delay 600 s, with the interval in time mode (SPEC §7). */
export const openMonitor = (gateway: GatewayRecord) =>
  call(
    '/lfscada/monitor/multi/open',
    undefined,
    {
      equipmentId: gateway.equipmentId,
      delay: TIMING.gatewayOpenDelayMonitor,
      ...(gateway.economizeOpen && gateway.economizeMode === 'time'
        ? { interval: gateway.interval }
        : {}),
    },
    { quiet: true },
  );

export const writeSignal = (equipmentId: string, signalId: string, value: string) =>
  call(
    '/lfscada/monitor/multi/signal/writeVal',
    commandAccepted,
    { equipmentId, signalId, value },
    { quiet: true },
  );
export const readSignal = (equipmentId: string, signalId: string) =>
  call(
    '/lfscada/monitor/multi/signal/read',
    commandAccepted,
    { equipmentId, signalId },
    { quiet: true },
  );

export const COMMAND_CALLBACK = '/lfscada/equipment/multi/callback';

export interface HistoryRange {
  equipmentId: string;
  signalIds: string[];
  startTime: number;
  endTime: number;
}

export const queryHistoryCurve = (
  range: HistoryRange,
  buckets: number,
  signal?: AbortSignal,
): Promise<HistoryCurveResponse> =>
  call(
    '/lfscada/monitor/multi/history/queryAll',
    historyCurveResponse,
    { ...range, signalIds: range.signalIds.join(','), mode: 'curve', buckets },
    signal ? { signal } : {},
  );

export const queryHistoryTable = (
  range: HistoryRange,
  page: number,
  pageSize = 10,
): Promise<HistoryTableResponse> =>
  call('/lfscada/monitor/multi/history/queryAll', historyTableResponse, {
    ...range,
    signalIds: range.signalIds.join(','),
    mode: 'table',
    page,
    pageSize,
  });

/** The equipment's reports: named groups of its signals (SPEC §7 multi/report/queryAll). */
export const queryReports = (equipmentId: string) =>
  call(
    '/lfscada/monitor/multi/report/queryAll',
    z.array(reportView),
    { equipmentId },
    { quiet: true },
  );
/** A report's columns, the signals it shows in order (SPEC §7 multi/report/queryCols). */
export const queryReportColumns = (reportId: string) =>
  call('/lfscada/monitor/multi/report/queryCols', z.array(reportColumn), { reportId });

export const queryAlarms = (equipmentId: string, view: AlarmView, page: number) =>
  call(
    '/lfscada/monitor/multi/alarm/query',
    alarmQueryResponse,
    { equipmentId, view, page, pageSize: 10 },
    { quiet: true },
  );
export const acknowledgeAlarm = (id: string, view: AlarmView) =>
  call('/lfscada/monitor/multi/alarm/acknowledge', alarmRecord, { id, view });

export const queryProjects = (keyword: string, page: number) =>
  call(
    '/lfscada/monitor/project/query',
    projectQueryResponse,
    { ...(keyword ? { keyword } : {}), page, pageSize: 10 },
    { quiet: true },
  );
export const queryProjectEquipment = (projectId: string) =>
  call(
    '/lfscada/monitor/project/equip/queryAll',
    z.array(projectEquipment),
    { projectId },
    { quiet: true },
  );

import { z } from 'zod';
import {
  Code,
  commandAccepted,
  gatewayRecord,
  monitorPageInfo,
  paged,
  pickerReport,
  pickerSignal,
  projectAlarmCounts,
  projectEquipment,
  projectPageSummary,
  projectSummary,
  monitorPageInfoRequest,
  monitorPagePasswordRequest,
  monitorPageQueryAllRequest,
  projectAddRequest,
  projectBindEquipRequest,
  projectDeleteRequest,
  projectEditRequest,
  projectEquipQueryAllRequest,
  projectGatewayOpenRequest,
  projectGatewayQueryRequest,
  projectPageBindSignalRequest,
  projectPageQueryReportRequest,
  projectPageSignalByEquipRequest,
  projectPageSignalByReportRequest,
  projectQueryRequest,
  projectQueryResponse,
  projectSignalQueryRequest,
  projectWriteRequest,
} from '@lf/protocol';
import { ApiError, call } from '../../api/client';
import { equipmentChoice, signalValue } from './schemas';
import { postMultipart } from './upload';

/** Server calls of projects, the designer's pickers and the viewer (pages: features/pages/pageApi.ts). */

// ── Projects ─────────────────────────────────────────────────────────────────────────────
export const queryProjects = (input: z.input<typeof projectQueryRequest>) =>
  call('/lfscada/project/query', projectQueryResponse, projectQueryRequest.parse(input));
export const addProject = (input: z.input<typeof projectAddRequest>) =>
  call('/lfscada/project/add', projectSummary, projectAddRequest.parse(input));
export const editProject = (input: z.input<typeof projectEditRequest>) =>
  call('/lfscada/project/edit', projectSummary, projectEditRequest.parse(input));
export const deleteProject = (id: string) =>
  call('/lfscada/project/delete', z.unknown(), projectDeleteRequest.parse({ id }));
export const projectEquipments = (projectId: string) =>
  call(
    '/lfscada/project/equip/queryAll',
    z.array(projectEquipment),
    projectEquipQueryAllRequest.parse({ projectId }),
  );
export const monitorProjectEquipments = (projectId: string) =>
  call(
    '/lfscada/monitor/project/equip/queryAll',
    z.array(projectEquipment),
    projectEquipQueryAllRequest.parse({ projectId }),
  );
export const bindEquipments = (projectId: string, equipmentIds: string[], bind: boolean) =>
  call(
    bind ? '/lfscada/project/bindEquip' : '/lfscada/project/unbindEquip',
    z.array(projectEquipment),
    projectBindEquipRequest.parse({ projectId, equipmentIds: JSON.stringify(equipmentIds) }),
  );
/** Every equipment of the organisation, to choose from when binding (pages of 100). */
export async function allEquipments(): Promise<z.output<typeof equipmentChoice>[]> {
  const all: z.output<typeof equipmentChoice>[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await call('/lfscada/equipment/multi/query', paged(equipmentChoice), {
      page,
      pageSize: EQUIPMENT_PAGE,
    });
    all.push(...batch.list);
    if (batch.list.length < EQUIPMENT_PAGE || all.length >= batch.total) return all;
  }
}
const EQUIPMENT_PAGE = 100;
export const uploadThumbnail = (id: string, blob: Blob) =>
  postMultipart(
    '/lfscada/project/editThumbnail',
    projectSummary,
    { id },
    { name: 'thumbnail.svg', blob },
  );

// ── Designer pickers ─────────────────────────────────────────────────────────────────────
export const queryReports = (projectId: string) =>
  call(
    '/lfscada/project/page/queryReport',
    z.array(pickerReport),
    projectPageQueryReportRequest.parse({ projectId }),
  );
/** The reports of one equipment (its configuration pages' charts). */
export const queryEquipmentReports = (equipmentId: string) =>
  call(
    '/lfscada/project/page/queryReport',
    z.array(pickerReport),
    projectPageQueryReportRequest.parse({ equipmentId }),
  );
export const signalsByReport = (reportId: string) =>
  call(
    '/lfscada/project/page/querySignalByReport',
    z.array(pickerSignal),
    projectPageSignalByReportRequest.parse({ reportId }),
  );
export const signalsByEquipment = (equipmentId: string) =>
  call(
    '/lfscada/project/page/querySignalByEquip',
    z.array(pickerSignal),
    projectPageSignalByEquipRequest.parse({ equipmentId }),
  );
/** The listed signals that still exist; the answer 90003 means none does (SPEC §7). */
export async function existingSignals(
  projectId: string,
  signalIds: readonly string[],
): Promise<string[]> {
  if (signalIds.length === 0) return [];
  try {
    const found = await call(
      '/lfscada/project/page/queryBindSignal',
      z.array(pickerSignal),
      projectPageBindSignalRequest.parse({ projectId, dataSignal: JSON.stringify(signalIds) }),
      { quiet: true },
    );
    return found.map((signal) => signal.signalId);
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.BIND_CHECK_EMPTY) return [];
    throw error;
  }
}

// ── Viewer ───────────────────────────────────────────────────────────────────────────────
export const monitorPages = (projectId: string) =>
  call(
    '/lfscada/monitor/project/page/queryAll',
    z.array(projectPageSummary),
    monitorPageQueryAllRequest.parse({ projectId }),
  );
export const monitorPage = (id: string) =>
  call('/lfscada/monitor/project/page/info', monitorPageInfo, monitorPageInfoRequest.parse({ id }));
export const unlockPage = (id: string, password: string) =>
  call(
    '/lfscada/monitor/project/page/validPassword',
    monitorPageInfo,
    monitorPagePasswordRequest.parse({ id, password }),
    { quiet: true },
  );
export const pageGateways = (pageId: string, equipmentIds: readonly string[]) =>
  call(
    '/lfscada/monitor/project/gateway/query',
    z.array(gatewayRecord),
    projectGatewayQueryRequest.parse({ pageId, dataEquip: equipmentIds.join(',') }),
  );
export const openGateway = (input: z.input<typeof projectGatewayOpenRequest>) =>
  call(
    '/lfscada/monitor/project/gateway/open',
    z.unknown(),
    projectGatewayOpenRequest.parse(input),
    { quiet: true },
  );
export const pageSignalValues = (pageId: string, signalIds: readonly string[]) =>
  call(
    '/lfscada/monitor/project/signal/query',
    z.array(signalValue),
    projectSignalQueryRequest.parse({ pageId, dataSignal: signalIds.join(',') }),
  );
export const writeSignal = (projectId: string, signalId: string, value: string) =>
  call(
    '/lfscada/monitor/project/signal/writeVal',
    commandAccepted,
    projectWriteRequest.parse({ projectId, signalId, value }),
    // The viewer words a failed write once, with the device's reason (no second toast).
    { quiet: true },
  );
/** A count of the project's equipment; '' when the call fails (SPEC §7). */
export async function equipmentCount(
  projectId: string,
  filter: { online?: boolean; alarm?: boolean },
): Promise<number | ''> {
  try {
    return await call(
      '/lfscada/monitor/project/equip/queryCount',
      z.number(),
      { projectId, ...filter },
      { quiet: true },
    );
  } catch {
    return '';
  }
}
/** The project's alarms counted by ISA-18.2 state; '' each when the call fails (SPEC §7). */
export async function alarmCount(
  projectId: string,
): Promise<{ active: number | ''; unacked: number | '' }> {
  try {
    const counts = await call(
      '/lfscada/monitor/project/alarm/queryCount',
      projectAlarmCounts.pick({ alarm_count: true, unack_count: true }),
      { projectId },
      { quiet: true },
    );
    return { active: counts.alarm_count, unacked: counts.unack_count };
  } catch {
    return { active: '', unacked: '' };
  }
}

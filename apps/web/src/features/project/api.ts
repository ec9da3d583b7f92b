import { z } from 'zod';
import {
  Code,
  commandAccepted,
  configurationPageInfo,
  configurationWidgets as configurationWidgetsResponse,
  gatewayRecord,
  monitorPageInfo,
  paged,
  pickerReport,
  pickerSignal,
  projectAlarmCounts,
  projectEquipment,
  projectPageInfo,
  projectPageSummary,
  projectSummary,
  configurationPageAddRequest,
  configurationPageIdRequest,
  configurationPageQueryAllRequest,
  configurationWidgetQueryAllRequest,
  configurationWidgetSaveRequest,
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
  projectPageAddRequest,
  projectPageBindSignalRequest,
  projectPageCopyRequest,
  projectPageDeleteRequest,
  projectPageInfoRequest,
  projectPageQueryAllRequest,
  projectPageQueryReportRequest,
  projectPageSetHomeRequest,
  projectPageSignalByEquipRequest,
  projectPageSignalByReportRequest,
  projectQueryRequest,
  projectQueryResponse,
  projectSignalQueryRequest,
  projectWriteRequest,
  type ProjectPageSaveFields,
} from '@lf/protocol';
import { ApiError, call } from '../../api/client';
import { equipmentChoice, signalValue } from './schemas';
import { postMultipart } from './upload';

/** Server calls of projects, their pages, the designer's pickers and the viewer. */

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

// ── Pages ────────────────────────────────────────────────────────────────────────────────
export const queryPages = (projectId: string) =>
  call(
    '/lfscada/project/page/queryAll',
    z.array(projectPageSummary),
    projectPageQueryAllRequest.parse({ projectId }),
  );
/** Quiet: the designer's route shows a failure in place of the screen. */
export const pageInfo = (id: string) =>
  call('/lfscada/project/page/info', projectPageInfo, projectPageInfoRequest.parse({ id }), {
    quiet: true,
  });
export const addPage = (projectId: string, title?: string) =>
  call(
    '/lfscada/project/page/add',
    projectPageInfo,
    projectPageAddRequest.parse({ projectId, home: false, ...(title ? { title } : {}) }),
  );
export const deletePage = (id: string) =>
  call('/lfscada/project/page/delete', z.unknown(), projectPageDeleteRequest.parse({ id }));
export const setHomePage = (id: string) =>
  call('/lfscada/project/page/setHome', z.unknown(), projectPageSetHomeRequest.parse({ id }));
export const copyPage = (id: string) =>
  call('/lfscada/project/page/copy', projectPageInfo, projectPageCopyRequest.parse({ id }));
/** Saves the page row and its layout file (multipart: the fields and the json file). */
export const savePage = (fields: ProjectPageSaveFields, layoutJson: string) =>
  postMultipart(
    '/lfscada/project/page/save',
    projectPageInfo,
    { ...fields },
    {
      name: 'layout.json',
      blob: new Blob([layoutJson], { type: 'application/json' }),
    },
  );

/** The stored layout file a page points to (a static file under /files/). */
export async function fetchLayout(jsonUrl: string): Promise<unknown> {
  const response = await fetch(jsonUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError('network', response.status, `layout ${response.status}`);
  return response.json() as Promise<unknown>;
}

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

// ── Equipment configuration pages ───────────────────────────────────────────────────────
export const configurationPages = (equipmentId: string) =>
  call(
    '/lfscada/configuration/page/queryAll',
    z.array(configurationPageInfo),
    configurationPageQueryAllRequest.parse({ equipmentId }),
  );
export const addConfigurationPage = (input: z.input<typeof configurationPageAddRequest>) =>
  call(
    '/lfscada/configuration/page/add',
    configurationPageInfo,
    configurationPageAddRequest.parse(input),
  );
export const deleteConfigurationPage = (id: string) =>
  call('/lfscada/configuration/page/delete', z.unknown(), configurationPageIdRequest.parse({ id }));
export const setConfigurationHome = (id: string) =>
  call(
    '/lfscada/configuration/page/setHome',
    z.unknown(),
    configurationPageIdRequest.parse({ id }),
  );
export const editConfigurationPage = (input: Record<string, unknown>) =>
  call('/lfscada/configuration/page/edit', configurationPageInfo, input);
export const configurationPage = (id: string) =>
  call(
    '/lfscada/configuration/page/info',
    configurationPageInfo,
    configurationPageIdRequest.parse({ id }),
  );
export const configurationHome = (equipmentId: string) =>
  call('/lfscada/configuration/page/queryHome', configurationPageInfo.nullable(), { equipmentId });
export const configurationWidgets = (pageId: string) =>
  call(
    '/lfscada/configuration/widget/queryAll',
    configurationWidgetsResponse,
    configurationWidgetQueryAllRequest.parse({ pageId }),
  );
export const saveConfigurationWidgets = (pageId: string, widgetsJson: string) =>
  call(
    '/lfscada/configuration/widget/save',
    z.unknown(),
    configurationWidgetSaveRequest.parse({ pageId, widgets: widgetsJson }),
  );

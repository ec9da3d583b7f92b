import type {
  AlarmActionResult,
  AlarmJournalPage,
  AlarmJournalQuery,
  AlarmKpiReport,
  AlarmSummaryRow,
  FileDownload,
} from '@lf/protocol';
import { call, type RequestBody } from '../../api/client';

/**
 * The alarm-management calls. Responses are typed by the contract's interfaces in @lf/protocol
 * (alarmManagement.ts); requests are validated there on the server.
 */
async function alarmCall<T>(path: string, body: RequestBody = {}): Promise<T> {
  return (await call(path, undefined, body)) as T;
}

/** Every alarm query starts with 'alarm': an alarm-change push refreshes them all. */
export const alarmKeys = {
  all: ['alarm'] as const,
  summary: (includeHidden: boolean) => ['alarm', 'summary', includeHidden] as const,
  journal: (query: AlarmJournalQuery) => ['alarm', 'journal', query] as const,
  kpi: (startTime: number, endTime: number) => ['alarm', 'kpi', startTime, endTime] as const,
  projectCounts: (projectId: string) => ['alarm', 'projectCounts', projectId] as const,
};

export const querySummary = (includeHidden: boolean) =>
  alarmCall<AlarmSummaryRow[]>('/lfscada/alarm/summary/query', { includeHidden });

export const acknowledgeAlarms = (ids: string[], comment: string) =>
  alarmCall<AlarmActionResult>('/lfscada/alarm/acknowledge', {
    ids: JSON.stringify(ids),
    ...(comment ? { comment } : {}),
  });

export const shelveAlarms = (ids: string[], minutes: number, reason: string) =>
  alarmCall<AlarmActionResult>('/lfscada/alarm/shelve', {
    ids: JSON.stringify(ids),
    minutes,
    reason,
  });

export const unshelveAlarms = (ids: string[]) =>
  alarmCall<AlarmActionResult>('/lfscada/alarm/unshelve', { ids: JSON.stringify(ids) });

/** Takes the alarm points out of service (`inService` false) or puts them back, with a reason. */
export const setAlarmService = (ids: string[], inService: boolean, reason: string) =>
  alarmCall<AlarmActionResult>('/lfscada/alarm/service', {
    ids: JSON.stringify(ids),
    inService,
    reason,
  });

/** Puts an equipment into maintenance with a reason (its alarms suppressed) or takes it out. */
export const setEquipmentMaintenance = (
  equipmentId: string,
  inMaintenance: boolean,
  reason: string,
) =>
  alarmCall<AlarmActionResult>('/lfscada/alarm/maintenance', {
    equipmentId,
    inMaintenance,
    ...(reason ? { reason } : {}),
  });

export const queryJournal = (query: AlarmJournalQuery) =>
  alarmCall<AlarmJournalPage>('/lfscada/alarm/journal/query', { ...query });

export const exportJournal = (query: AlarmJournalQuery, format: 'csv' | 'xlsx') =>
  alarmCall<FileDownload>('/lfscada/alarm/journal/export', { ...query, format });

export const queryKpi = (startTime: number, endTime: number) =>
  alarmCall<AlarmKpiReport>('/lfscada/alarm/kpi', { startTime, endTime });

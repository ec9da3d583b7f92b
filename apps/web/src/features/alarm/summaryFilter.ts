import {
  ALARM_PRIORITIES,
  type AlarmPriority,
  type AlarmSummaryRow,
  type IsaState,
  type Locale,
} from '@lf/protocol';
import { alarmText } from './alarmText';

export interface SummaryFilter {
  keyword: string;
  priorities: AlarmPriority[];
  states: IsaState[];
  /** Only alarms raised at or after this time (epoch ms). */
  since: number | null;
}

export const NO_FILTER: SummaryFilter = { keyword: '', priorities: [], states: [], since: null };

/** The rows a filter keeps: every chosen condition must hold (an empty choice keeps all). */
export function filterSummary(
  rows: readonly AlarmSummaryRow[],
  filter: SummaryFilter,
  locale: Locale,
): AlarmSummaryRow[] {
  const word = filter.keyword.trim().toLowerCase();
  const priorities = new Set(filter.priorities);
  const states = new Set(filter.states);
  return rows.filter(
    (row) =>
      (priorities.size === 0 || priorities.has(row.priority)) &&
      (states.size === 0 || states.has(row.state)) &&
      (filter.since === null || row.raisedAt >= filter.since) &&
      (word === '' ||
        row.equipmentName.toLowerCase().includes(word) ||
        row.signalName.toLowerCase().includes(word) ||
        alarmText(row, locale).toLowerCase().includes(word)),
  );
}

/** Sorting by priority puts critical first. */
export function priorityRank(priority: AlarmPriority): number {
  return ALARM_PRIORITIES.indexOf(priority);
}

/** Unacknowledged critical alarms in view: the count the shell's banner shows. */
export function unackedCritical(rows: readonly AlarmSummaryRow[]): number {
  return rows.filter(
    (row) =>
      row.priority === 'critical' && (row.state === 'unack_active' || row.state === 'rtn_unack'),
  ).length;
}

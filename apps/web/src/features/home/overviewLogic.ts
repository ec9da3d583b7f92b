import { ALARM_PRIORITIES, type AlarmSummaryRow } from '@lf/protocol';

/** Alarms whose condition still holds, acknowledged or not: what a supervisor acts on. */
const ACTIVE_STATES = new Set<AlarmSummaryRow['state']>(['unack_active', 'ack_active']);

/**
 * The first `count` active alarms: the highest priority first, unacknowledged before
 * acknowledged, the newest first.
 */
export function topActiveAlarms(
  rows: readonly AlarmSummaryRow[],
  count: number,
): AlarmSummaryRow[] {
  const rank = (row: AlarmSummaryRow) => ALARM_PRIORITIES.indexOf(row.priority);
  return rows
    .filter((row) => ACTIVE_STATES.has(row.state))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        Number(b.state === 'unack_active') - Number(a.state === 'unack_active') ||
        b.raisedAt - a.raisedAt,
    )
    .slice(0, count);
}

/** An alarm opens its equipment's monitor on the alarm tab. */
export function alarmPath(row: Pick<AlarmSummaryRow, 'equipmentId'>): string {
  return `/monitor/eg/detail/list/${row.equipmentId}/1`;
}

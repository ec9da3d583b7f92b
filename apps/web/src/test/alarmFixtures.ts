import type { AlarmSummaryRow } from '@lf/protocol';

/** A row of the alarm summary, as the server sends it: one active unacknowledged high alarm. */
export const alarmSummaryRow = (over: Partial<AlarmSummaryRow> = {}): AlarmSummaryRow => ({
  id: '1',
  equipmentId: 'e',
  equipmentName: '1号水箱',
  signalId: '7',
  signalName: '液位',
  priority: 'high',
  state: 'unack_active',
  text: '高于上限 8',
  value: 9,
  raisedAt: 1000,
  clearedAt: null,
  ackBy: '',
  ackAt: null,
  ackComment: '',
  shelvedUntil: null,
  shelveReason: '',
  equipmentInMaintenance: false,
  ...over,
});

import type { AlarmSummaryRow, IsaState, SignalAlarmPush } from '@lf/protocol';

/**
 * The unacknowledged alarms a live viewer annunciates (blinks and rings for): alarm id → its
 * signal. Read from the alarm summary (what is unacknowledged when the page opens, and after
 * each alarm change) and kept current by the signal-alarm pushes of the page's socket: a push
 * not yet acknowledged adds its alarm, an acknowledged one (acknowledged anywhere) removes it.
 */
export type UnackedAlarms = ReadonlyMap<string, string>;

/** The annunciating ISA-18.2 states: raised or returned to normal, not yet acknowledged. */
const UNACKED: ReadonlySet<IsaState> = new Set(['unack_active', 'rtn_unack']);

export function fromSummary(
  rows: readonly Pick<AlarmSummaryRow, 'id' | 'signalId' | 'state'>[],
): UnackedAlarms {
  const unacked = new Map<string, string>();
  for (const row of rows) {
    if (row.signalId !== null && UNACKED.has(row.state)) unacked.set(row.id, row.signalId);
  }
  return unacked;
}

/** The alarms after one push; the same map when the push changes nothing. */
export function applyAlarmPush(
  unacked: UnackedAlarms,
  push: Pick<SignalAlarmPush, 'alarmId' | 'signalId' | 'acknowledged'>,
): UnackedAlarms {
  if (push.acknowledged) {
    if (!unacked.has(push.alarmId)) return unacked;
    const next = new Map(unacked);
    next.delete(push.alarmId);
    return next;
  }
  if (unacked.get(push.alarmId) === push.signalId) return unacked;
  return new Map(unacked).set(push.alarmId, push.signalId);
}

/** The signals with at least one unacknowledged alarm: their widgets blink. */
export function blinkingSignals(unacked: UnackedAlarms): ReadonlySet<string> {
  return new Set(unacked.values());
}

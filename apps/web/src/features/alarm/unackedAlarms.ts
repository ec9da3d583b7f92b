import type { AlarmPriority, AlarmSummaryRow, IsaState, SignalAlarmPush } from '@lf/protocol';
import { highestPriority } from './alarmRinger';

/** What a viewer knows of an unacknowledged alarm: which signal blinks, which tone rings. */
export interface Unacked {
  readonly signalId: string;
  readonly priority: AlarmPriority;
}

/**
 * The unacknowledged alarms a live viewer annunciates (blinks and rings for): alarm id → its
 * signal and priority. Read from the alarm summary (what is unacknowledged when the page opens, and after
 * each alarm change) and kept current by the signal-alarm pushes of the page's socket: a push
 * not yet acknowledged adds its alarm, an acknowledged one (acknowledged anywhere) removes it.
 */
export type UnackedAlarms = ReadonlyMap<string, Unacked>;

/** The annunciating ISA-18.2 states: raised or returned to normal, not yet acknowledged. */
const UNACKED: ReadonlySet<IsaState> = new Set(['unack_active', 'rtn_unack']);

export function fromSummary(
  rows: readonly Pick<AlarmSummaryRow, 'id' | 'signalId' | 'state' | 'priority'>[],
): UnackedAlarms {
  const unacked = new Map<string, Unacked>();
  for (const row of rows) {
    if (row.signalId !== null && UNACKED.has(row.state)) {
      unacked.set(row.id, { signalId: row.signalId, priority: row.priority });
    }
  }
  return unacked;
}

/** The alarms after one push; the same map when the push changes nothing. */
export function applyAlarmPush(
  unacked: UnackedAlarms,
  push: Pick<SignalAlarmPush, 'alarmId' | 'signalId' | 'acknowledged' | 'priority'>,
): UnackedAlarms {
  if (push.acknowledged) {
    if (!unacked.has(push.alarmId)) return unacked;
    const next = new Map(unacked);
    next.delete(push.alarmId);
    return next;
  }
  // Pushes of older servers carry no priority: they ring as high, a rule's default.
  const priority = push.priority ?? 'high';
  const known = unacked.get(push.alarmId);
  if (known?.signalId === push.signalId && known.priority === priority) return unacked;
  return new Map(unacked).set(push.alarmId, { signalId: push.signalId, priority });
}

/** The signals with at least one unacknowledged alarm: their widgets blink. */
export function blinkingSignals(unacked: UnackedAlarms): ReadonlySet<string> {
  return new Set([...unacked.values()].map((alarm) => alarm.signalId));
}

/** The tone to ring: of the highest priority unacknowledged, or none. */
export function ringingPriority(unacked: UnackedAlarms): AlarmPriority | null {
  return highestPriority([...unacked.values()].map((alarm) => alarm.priority));
}

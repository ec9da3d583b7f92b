import {
  ALARM_PRIORITIES,
  type AlarmKpiReport,
  type AlarmPriority,
  type LocalText,
} from '@lf/protocol';

/**
 * EEMUA 191 / ISA-18.2 alarm-system figures over a period, as pure functions of the alarms
 * raised, the operators who acknowledged and the alarms standing at its end.
 */

/** An alarm's text key, when it has one (an author's own text has none). */
const localOf = (alarm: { local?: LocalText }) => (alarm.local ? { local: alarm.local } : {});

export const TEN_MINUTES = 10 * 60_000;
/** More than this many alarms within 10 minutes is a flood (ISA-18.2). */
export const FLOOD_THRESHOLD = 10;
/** This many raises of one alarm within a minute make it chattering. */
export const CHATTER_COUNT = 3;
export const CHATTER_WINDOW = 60_000;
/** Active longer than this is stale. */
export const STALE_MS = 24 * 3600_000;

export interface RaisedAlarm {
  at: number;
  /** The alarm point (rule key): occurrences of one alarm share it. */
  source: string;
  /** How a person names it: equipment, signal and text. */
  label: string;
  text: string;
  local?: LocalText;
  priority: AlarmPriority;
}

export interface StandingAlarm {
  label: string;
  text: string;
  local?: LocalText;
  raisedAt: number;
}

/** The most alarms within any window of `width` ms (times sorted ascending). */
export function peakInWindow(times: readonly number[], width: number): number {
  let peak = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= width) first += 1;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}

/**
 * Milliseconds of [start, end) during which the 10 minutes up to that moment held more than
 * 10 alarms. With times sorted, from the 11th alarm of a run on the flood lasts until the
 * earliest of the last 11 leaves the window.
 */
export function floodMs(times: readonly number[], start: number, end: number): number {
  let total = 0;
  let openFrom = start;
  let openTo = start;
  for (let i = FLOOD_THRESHOLD; i < times.length; i += 1) {
    const from = Math.max(start, times[i] ?? 0);
    const to = Math.min(end, (times[i - FLOOD_THRESHOLD] ?? 0) + TEN_MINUTES);
    if (to <= from) continue;
    if (from > openTo) {
      total += openTo - openFrom;
      openFrom = from;
      openTo = to;
    } else {
      openTo = Math.max(openTo, to);
    }
  }
  return total + openTo - openFrom;
}

export function alarmKpis(
  period: { startTime: number; endTime: number },
  raised: readonly RaisedAlarm[],
  operators: number,
  standing: readonly StandingAlarm[],
): AlarmKpiReport {
  const { startTime, endTime } = period;
  const sorted = [...raised].sort((a, b) => a.at - b.at);
  const times = sorted.map((alarm) => alarm.at);
  const slots = Math.max(1, Math.ceil((endTime - startTime) / TEN_MINUTES));
  const rate = Array.from({ length: slots }, (_, i) => ({
    at: startTime + i * TEN_MINUTES,
    count: 0,
  }));
  const byPriority = Object.fromEntries(ALARM_PRIORITIES.map((p) => [p, 0])) as Record<
    AlarmPriority,
    number
  >;
  const bySource = new Map<string, { alarm: RaisedAlarm; times: number[] }>();
  for (const alarm of sorted) {
    const slot = rate[Math.floor((alarm.at - startTime) / TEN_MINUTES)];
    if (slot) slot.count += 1;
    byPriority[alarm.priority] += 1;
    const entry = bySource.get(alarm.source);
    if (entry) entry.times.push(alarm.at);
    else bySource.set(alarm.source, { alarm, times: [alarm.at] });
  }
  const sources = [...bySource.values()];
  const staff = Math.max(1, operators);
  return {
    startTime,
    endTime,
    total: sorted.length,
    operators: staff,
    perOperatorPer10Min: round(sorted.length / slots / staff),
    peak10Min: peakInWindow(times, TEN_MINUTES),
    floodPercent: round((floodMs(times, startTime, endTime) / (endTime - startTime)) * 100),
    rate,
    top: sources
      .sort((a, b) => b.times.length - a.times.length)
      .slice(0, 10)
      .map(({ alarm, times: at }) => ({
        source: alarm.label,
        text: alarm.text,
        ...localOf(alarm),
        priority: alarm.priority,
        count: at.length,
      })),
    chattering: sources
      .map(({ alarm, times: at }) => ({
        source: alarm.label,
        text: alarm.text,
        ...localOf(alarm),
        count: peakInWindow(at, CHATTER_WINDOW),
      }))
      .filter((entry) => entry.count >= CHATTER_COUNT)
      .sort((a, b) => b.count - a.count),
    stale: standing
      .filter((alarm) => endTime - alarm.raisedAt > STALE_MS)
      .sort((a, b) => a.raisedAt - b.raisedAt)
      .map((alarm) => ({
        source: alarm.label,
        text: alarm.text,
        ...localOf(alarm),
        raisedAt: alarm.raisedAt,
      })),
    standing: standing.length,
    byPriority,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

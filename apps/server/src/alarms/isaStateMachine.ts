import type { IsaState } from '@lf/protocol';

/**
 * The ISA-18.2 alarm state machine, as pure functions over plain data: the engine keeps the
 * data (in memory and in the alarm records) and asks these functions what a reading, a timer,
 * an acknowledgement, a shelve or a gateway going offline does.
 */

/** One alarm occurrence, from raise until it is both cleared and acknowledged. */
export interface Occurrence {
  /** The process condition is in alarm (after on/off delays). */
  readonly conditionActive: boolean;
  readonly acknowledged: boolean;
  /** A latching alarm is shown in alarm until acknowledged, even after its condition cleared. */
  readonly latching: boolean;
}

/** What takes an alarm out of the operator's view, strongest first. */
export interface Holds {
  readonly outOfService: boolean;
  /** End of the shelve (epoch ms), or null when not shelved. */
  readonly shelvedUntil: number | null;
  /** Suppressed by design: its gateway is offline or its equipment in maintenance. */
  readonly suppressed: boolean;
}

export const NO_HOLDS: Holds = { outOfService: false, shelvedUntil: null, suppressed: false };

/**
 * A signal alarm is suppressed by design while its gateway is offline (its readings are not
 * coming) or its equipment is in maintenance (issue 16). A gateway's own alarm never is: it is
 * the one that says the gateway is away.
 */
export function suppressedByDesign(source: {
  kind: 'signal' | 'gateway';
  gatewayOnline: boolean | null;
  inMaintenance: boolean;
}): boolean {
  return source.kind === 'signal' && (source.gatewayOnline === false || source.inMaintenance);
}

/** The annunciation state of an occurrence (ISA-18.2 states A to D). */
export function annunciationState(occurrence: Occurrence): IsaState {
  const { conditionActive, acknowledged, latching } = occurrence;
  if (conditionActive) return acknowledged ? 'ack_active' : 'unack_active';
  if (acknowledged) return 'normal';
  return latching ? 'unack_active' : 'rtn_unack';
}

/** The state shown for an occurrence: a hold overrides the annunciation state. */
export function displayedState(occurrence: Occurrence, holds: Holds, now: number): IsaState {
  if (holds.outOfService) return 'out_of_service';
  if (isShelved(holds.shelvedUntil, now)) return 'shelved';
  if (holds.suppressed) return 'suppressed';
  return annunciationState(occurrence);
}

/** An occurrence is done (leaves the summary) once it is back to normal. */
export function isComplete(occurrence: Occurrence): boolean {
  return annunciationState(occurrence) === 'normal';
}

/**
 * The condition cleared. A latched, unacknowledged alarm still shows in alarm; the record
 * stays open (`closes` false) until acknowledged.
 */
export function clearCondition(occurrence: Occurrence): { next: Occurrence; closes: boolean } {
  const next = { ...occurrence, conditionActive: false };
  return { next, closes: !(occurrence.latching && !occurrence.acknowledged) };
}

/**
 * An operator acknowledged. Acknowledging twice changes nothing (`changed` false). `closes`:
 * a latched alarm whose condition already cleared ends now.
 */
export function acknowledge(occurrence: Occurrence): {
  next: Occurrence;
  changed: boolean;
  closes: boolean;
} {
  if (occurrence.acknowledged) return { next: occurrence, changed: false, closes: false };
  const next = { ...occurrence, acknowledged: true };
  return { next, changed: true, closes: occurrence.latching && !occurrence.conditionActive };
}

export function isShelved(shelvedUntil: number | null, now: number): boolean {
  return shelvedUntil !== null && shelvedUntil > now;
}

/** End of a shelve of `minutes` from now (a minute is shorter only where a test configures it). */
export function shelveEnd(now: number, minutes: number, minuteMs = 60_000): number {
  return now + minutes * minuteMs;
}

/** On- and off-delays of a rule in milliseconds. */
export interface Delays {
  readonly onMs: number;
  readonly offMs: number;
}

export function delaysOf(rule: { onDelay?: number; offDelay?: number }): Delays {
  return { onMs: (rule.onDelay ?? 0) * 1000, offMs: (rule.offDelay ?? 0) * 1000 };
}

/**
 * A rule's debounced condition: whether its alarm is active and, while the raw condition
 * disagrees, since when it has disagreed.
 */
export interface Debounce {
  readonly active: boolean;
  readonly pendingSince: number | null;
}

export const IDLE: Debounce = { active: false, pendingSince: null };

export interface DebounceStep {
  readonly next: Debounce;
  readonly action: 'raise' | 'clear' | null;
  /** When to look again if nothing else arrives (the pending delay ends), else null. */
  readonly dueAt: number | null;
}

/**
 * A reading against the on/off delays. `holds` is the raw condition (deadband applied), or
 * null for a bad reading, which neither starts nor resets a delay. The alarm is raised once the
 * condition has held for the on-delay, and clears once it has been gone for the off-delay; a
 * contrary reading in between restarts the wait.
 */
export function debounce(
  state: Debounce,
  holds: boolean | null,
  now: number,
  delays: Delays,
): DebounceStep {
  if (holds === null || holds === state.active) {
    const pendingSince = holds === null ? state.pendingSince : null;
    return settle({ active: state.active, pendingSince }, now, delays);
  }
  const pendingSince = state.pendingSince ?? now;
  return settle({ active: state.active, pendingSince }, now, delays);
}

/** A timer fired: a pending delay that has run out takes effect. */
export function tick(state: Debounce, now: number, delays: Delays): DebounceStep {
  return settle(state, now, delays);
}

function settle(state: Debounce, now: number, delays: Delays): DebounceStep {
  if (state.pendingSince === null) return { next: state, action: null, dueAt: null };
  const delay = state.active ? delays.offMs : delays.onMs;
  const dueAt = state.pendingSince + delay;
  if (now < dueAt) return { next: state, action: null, dueAt };
  return {
    next: { active: !state.active, pendingSince: null },
    action: state.active ? 'clear' : 'raise',
    dueAt: null,
  };
}

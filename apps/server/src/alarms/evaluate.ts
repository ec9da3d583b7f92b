import type { AlarmRule } from '@lf/protocol';

export type AlarmTransition = 'raise' | 'clear' | 'none';

/** A reading as alarm rules see it: booleans count as 1 and 0. */
export function numericValue(value: number | boolean | null): number | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * What a reading does to one rule, given whether that rule's alarm is active. The deadband
 * keeps a value hovering at a limit from raising and clearing on every reading: a high alarm
 * clears only below `limit - deadband`, a low alarm only above `limit + deadband`.
 * A bad reading (null) changes nothing.
 */
export function evaluateRule(
  rule: AlarmRule,
  value: number | boolean | null,
  active: boolean,
): AlarmTransition {
  const v = numericValue(value);
  if (v === null) return 'none';
  switch (rule.kind) {
    case 'high':
      if (!active) return v > rule.value ? 'raise' : 'none';
      return v < rule.value - rule.deadband ? 'clear' : 'none';
    case 'low':
      if (!active) return v < rule.value ? 'raise' : 'none';
      return v > rule.value + rule.deadband ? 'clear' : 'none';
    case 'equal':
      if (!active) return v === rule.value ? 'raise' : 'none';
      return v !== rule.value ? 'clear' : 'none';
  }
}

/** Key of a signal rule's alarm; one open alarm per key (a unique index enforces it). */
export function signalRuleKey(signalId: string, ruleIndex: number, rule: AlarmRule): string {
  return `s:${signalId}:${ruleIndex}:${rule.kind}:${rule.value}`;
}

export function gatewayRuleKey(gatewayId: string): string {
  return `g:${gatewayId}:offline`;
}

/**
 * Whether a rule's condition holds on a reading, given whether its alarm is active (so an
 * active alarm's deadband applies); null for a bad reading, which says nothing.
 */
export function conditionHolds(
  rule: AlarmRule,
  value: number | boolean | null,
  active: boolean,
): boolean | null {
  if (numericValue(value) === null) return null;
  const transition = evaluateRule(rule, value, active);
  return active ? transition !== 'clear' : transition === 'raise';
}

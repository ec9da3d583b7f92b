import type { AlarmRule } from '@lf/protocol';
import { evaluateRule, signalRuleKey } from './evaluate';

/** An open record of a signal alarm, as a rule change sees it. */
export interface OpenSignalAlarm {
  id: number;
  ruleKey: string;
}

/** What happens to one open record when its signal's rules are replaced. */
export type RuleChangeOutcome =
  | { id: number; action: 'close'; ruleKey: string }
  | { id: number; action: 'keep'; ruleKey: string; newKey: string; rule: AlarmRule };

interface KeyParts {
  index: number;
  kind: string;
  value: number;
}

/** Reads `s:{signalId}:{index}:{kind}:{value}` (see `signalRuleKey`). */
function keyParts(ruleKey: string): KeyParts | undefined {
  const parts = ruleKey.split(':');
  if (parts.length !== 5 || parts[0] !== 's') return undefined;
  const index = Number(parts[2]);
  const value = Number(parts[4]);
  if (!Number.isInteger(index) || !Number.isFinite(value)) return undefined;
  return { index, kind: parts[3] ?? '', value };
}

/**
 * Judges a signal's open alarm records against its new rules and the signal's latest value.
 * A record belongs to the new rule of the same kind and limit (wherever it now stands in the
 * list), else to the new rule of the same kind at its old place (its limit was edited); with
 * neither, its rule was removed and the record closes. A record with a rule stays open while
 * that rule, as an active alarm, would not clear on the value (deadband included, as the
 * engine judges every reading), so editing a rule's level or text never ends an alarm; with no
 * usable value (none yet, or a bad reading) nothing can be said against it and it stays open.
 */
export function judgeRuleChange(
  signalId: string,
  open: OpenSignalAlarm[],
  rules: AlarmRule[],
  value: number | boolean | null | undefined,
): RuleChangeOutcome[] {
  const claimed = new Set<number>();
  const owners = new Map<number, number>();
  const parsed = open.map((record) => ({ record, parts: keyParts(record.ruleKey) }));
  const claim = (recordId: number, index: number) => {
    claimed.add(index);
    owners.set(recordId, index);
  };
  // Same kind and limit first (at its old place if it is still there), so a rule that only
  // moved in the list, or whose level, text or deadband changed, keeps its record.
  for (const { record, parts } of parsed) {
    if (!parts) continue;
    const fits = (rule: AlarmRule | undefined, index: number) =>
      rule !== undefined &&
      !claimed.has(index) &&
      rule.kind === parts.kind &&
      rule.value === parts.value;
    const index = fits(rules[parts.index], parts.index)
      ? parts.index
      : rules.findIndex((rule, i) => fits(rule, i));
    if (index >= 0) claim(record.id, index);
  }
  // Then a rule of the same kind at the record's old place: its limit was edited.
  for (const { record, parts } of parsed) {
    if (!parts || owners.has(record.id)) continue;
    const rule = rules[parts.index];
    if (rule && rule.kind === parts.kind && !claimed.has(parts.index)) {
      claim(record.id, parts.index);
    }
  }
  return open.map((record): RuleChangeOutcome => {
    const index = owners.get(record.id);
    const rule = index === undefined ? undefined : rules[index];
    if (index === undefined || !rule) {
      return { id: record.id, action: 'close', ruleKey: record.ruleKey };
    }
    if (value !== undefined && evaluateRule(rule, value, true) === 'clear') {
      return { id: record.id, action: 'close', ruleKey: record.ruleKey };
    }
    return {
      id: record.id,
      action: 'keep',
      ruleKey: record.ruleKey,
      newKey: signalRuleKey(signalId, index, rule),
      rule,
    };
  });
}

import {
  DEFAULT_LOCALE,
  localText,
  renderLocalText,
  type AlarmRule,
  type LocalText,
} from '@lf/protocol';

const RULE_TEXT = { high: 'alarmRuleHigh', low: 'alarmRuleLow', equal: 'alarmRuleEqual' } as const;

/**
 * A rule as a message parameter: the text its author gave it (in their language), else
 * "above 80" and the like as a key, in the reader's.
 */
export function ruleParamOf(rule: AlarmRule): string | LocalText {
  return rule.text || { key: RULE_TEXT[rule.kind], params: { limit: rule.value } };
}

/**
 * The text of a rule's alarm records: `text` in Chinese (the SPEC's field, the journal's search)
 * and, unless the rule's author wrote their own, `local` as a key for the reader's language.
 */
export function ruleTextOf(rule: AlarmRule): { text: string; local: LocalText | null } {
  const param = ruleParamOf(rule);
  if (typeof param === 'string') return { text: param, local: null };
  return { text: renderLocalText(param, DEFAULT_LOCALE), local: param };
}

/** An alarm record's stored `local` as readers get it (absent: show `text` as written). */
export function storedLocal(value: unknown): { local?: LocalText } {
  const parsed = localText.safeParse(value);
  return parsed.success ? { local: parsed.data } : {};
}

/** The stored form of a record's `local` (a jsonb parameter). */
export const localColumn = (local: LocalText | null | undefined): string | null =>
  local ? JSON.stringify(local) : null;

import {
  authoredText,
  DEFAULT_LOCALE,
  localText,
  renderLocalText,
  type AlarmRule,
  type LocalText,
} from '@lf/protocol';

const RULE_TEXT = { high: 'alarmRuleHigh', low: 'alarmRuleLow', equal: 'alarmRuleEqual' } as const;

/**
 * A rule as a message parameter: the text its author gave it (with its English, when they gave
 * one, for English readers; else as typed), or "above 80" and the like as a key, in the
 * reader's language.
 */
export function ruleParamOf(rule: AlarmRule): string | LocalText {
  if (rule.text) return authoredText(rule.text, rule.textEn);
  return { key: RULE_TEXT[rule.kind], params: { limit: rule.value } };
}

/**
 * The text of a rule's alarm records: `text` in Chinese (the SPEC's field, the journal's search)
 * and `local` as a key for the reader's language, unless the rule's author wrote their own text
 * in one language only (then everyone reads it as typed).
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

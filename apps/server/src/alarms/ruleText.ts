import { DEFAULT_LOCALE, renderLocalText, type AlarmRule, type LocalParam } from '@lf/protocol';

const RULE_TEXT = { high: 'alarmRuleHigh', low: 'alarmRuleLow', equal: 'alarmRuleEqual' } as const;

/**
 * A rule as a message parameter: the text its author gave it (in their language), else
 * "above 80" and the like as a key, in the reader's.
 */
export function ruleParamOf(rule: AlarmRule): LocalParam {
  return rule.text || { key: RULE_TEXT[rule.kind], params: { limit: rule.value } };
}

/** The text of a rule's alarm records: its own, else "above 80" and the like in Chinese. */
export function ruleTextOf(rule: AlarmRule): string {
  const param = ruleParamOf(rule);
  return typeof param === 'object' ? renderLocalText(param, DEFAULT_LOCALE) : String(param);
}

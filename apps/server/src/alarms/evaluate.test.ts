import { describe, expect, it } from 'vitest';
import type { AlarmRule } from '@lf/protocol';
import { evaluateRule, signalRuleKey } from './evaluate';

const rule = (kind: AlarmRule['kind'], value: number, deadband = 0): AlarmRule => ({
  kind,
  value,
  deadband,
  level: 1,
  text: '',
});

describe('evaluateRule: high limit with deadband', () => {
  const high = rule('high', 80, 5);
  it('raises above the limit', () => expect(evaluateRule(high, 80.1, false)).toBe('raise'));
  it('does not raise at the limit', () => expect(evaluateRule(high, 80, false)).toBe('none'));
  it('stays active inside the deadband', () => expect(evaluateRule(high, 76, true)).toBe('none'));
  it('stays active at the deadband edge', () => expect(evaluateRule(high, 75, true)).toBe('none'));
  it('clears below limit minus deadband', () =>
    expect(evaluateRule(high, 74.9, true)).toBe('clear'));
  it('stays active above the limit', () => expect(evaluateRule(high, 90, true)).toBe('none'));
});

describe('evaluateRule: low limit with deadband', () => {
  const low = rule('low', 10, 2);
  it('raises below the limit', () => expect(evaluateRule(low, 9.9, false)).toBe('raise'));
  it('does not raise at the limit', () => expect(evaluateRule(low, 10, false)).toBe('none'));
  it('stays active inside the deadband', () => expect(evaluateRule(low, 11.5, true)).toBe('none'));
  it('clears above limit plus deadband', () => expect(evaluateRule(low, 12.1, true)).toBe('clear'));
});

describe('evaluateRule: equal-to for states', () => {
  const tripped = rule('equal', 1);
  it('raises on the state', () => expect(evaluateRule(tripped, true, false)).toBe('raise'));
  it('raises on the number', () => expect(evaluateRule(tripped, 1, false)).toBe('raise'));
  it('does not raise on another state', () =>
    expect(evaluateRule(tripped, false, false)).toBe('none'));
  it('clears when the state leaves', () => expect(evaluateRule(tripped, 0, true)).toBe('clear'));
});

describe('evaluateRule: bad readings', () => {
  it('neither raises nor clears', () => {
    expect(evaluateRule(rule('high', 1), null, false)).toBe('none');
    expect(evaluateRule(rule('high', 1), null, true)).toBe('none');
  });
});

describe('signalRuleKey', () => {
  it('differs per rule so two rules of a signal alarm independently', () => {
    expect(signalRuleKey('7', 0, rule('high', 80))).not.toBe(
      signalRuleKey('7', 1, rule('low', 10)),
    );
  });
});

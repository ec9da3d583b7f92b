import { describe, expect, it } from 'vitest';
import type { AlarmRule } from '@lf/protocol';
import { signalRuleKey } from './evaluate';
import { judgeRuleChange } from './ruleChange';

const rule = (kind: AlarmRule['kind'], value: number, deadband = 0, level = 1): AlarmRule => ({
  kind,
  value,
  deadband,
  level,
  text: '',
});

const open = (id: number, index: number, r: AlarmRule) => ({
  id,
  ruleKey: signalRuleKey('7', index, r),
});

describe('judgeRuleChange', () => {
  const high = rule('high', 80, 5);

  it('closes a record whose rule was removed', () => {
    expect(judgeRuleChange('7', [open(1, 0, high)], [], 90)).toEqual([
      { id: 1, action: 'close', ruleKey: 's:7:0:high:80' },
    ]);
  });

  it('closes a record whose edited limit clears on the latest value', () => {
    const [outcome] = judgeRuleChange('7', [open(1, 0, high)], [rule('high', 95, 5)], 85);
    expect(outcome?.action).toBe('close');
  });

  it('keeps a record whose edited limit still holds, under the new key', () => {
    const [outcome] = judgeRuleChange('7', [open(1, 0, high)], [rule('high', 85, 5)], 90);
    expect(outcome).toMatchObject({ action: 'keep', newKey: 's:7:0:high:85' });
  });

  it('judges with the deadband, as the engine judges an active alarm', () => {
    // 82 is under the new limit 84 but not under 84 − 5: the alarm is not over.
    const [outcome] = judgeRuleChange('7', [open(1, 0, high)], [rule('high', 84, 5)], 82);
    expect(outcome?.action).toBe('keep');
  });

  it('keeps a record when only the level or text changed', () => {
    const [outcome] = judgeRuleChange(
      '7',
      [open(1, 0, high)],
      [{ ...high, level: 3, text: '过高' }],
      78,
    );
    expect(outcome).toMatchObject({ action: 'keep', newKey: 's:7:0:high:80' });
  });

  it('follows a rule that moved in the list', () => {
    const low = rule('low', 10);
    const [outcome] = judgeRuleChange('7', [open(1, 0, high)], [low, high], 90);
    expect(outcome).toMatchObject({ action: 'keep', newKey: 's:7:1:high:80' });
  });

  it('closes a record when another kind took its place', () => {
    const [outcome] = judgeRuleChange('7', [open(1, 0, high)], [rule('low', 10)], 90);
    expect(outcome?.action).toBe('close');
  });

  it('pairs each new rule with one record only', () => {
    const outcomes = judgeRuleChange(
      '7',
      [open(1, 0, high), open(2, 1, rule('high', 90))],
      [rule('high', 85)],
      95,
    );
    expect(outcomes.map((o) => o.action)).toEqual(['keep', 'close']);
  });

  it('keeps a record with a rule when there is no usable value', () => {
    const changed = [rule('high', 95, 5)];
    expect(judgeRuleChange('7', [open(1, 0, high)], changed, undefined)[0]?.action).toBe('keep');
    expect(judgeRuleChange('7', [open(1, 0, high)], changed, null)[0]?.action).toBe('keep');
  });

  it('reads booleans as 1 and 0', () => {
    const pump = rule('equal', 1);
    expect(judgeRuleChange('7', [open(1, 0, pump)], [pump], false)[0]?.action).toBe('close');
    expect(judgeRuleChange('7', [open(1, 0, pump)], [pump], true)[0]?.action).toBe('keep');
  });
});

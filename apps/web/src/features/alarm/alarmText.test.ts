import { describe, expect, it } from 'vitest';
import { alarmText, rankedName } from './alarmText';

const high = { key: 'alarmRuleHigh' as const, params: { limit: 8 } };

describe('alarm texts in the reader language', () => {
  it('renders a keyed text in English and Chinese, an author text as written', () => {
    expect(alarmText({ text: '高于上限 8', local: high }, 'en')).toBe('above the high limit 8');
    expect(alarmText({ text: '1#罐液位过高' }, 'en')).toBe('1#罐液位过高');
    expect(rankedName({ name: '1号泵站 · 液位', local: high }, 'en')).toBe(
      '1号泵站 · 液位 · above the high limit 8',
    );
    expect(alarmText({ text: 'x', local: high }, 'zh-CN')).toBe('高于上限 8');
    expect(rankedName({ name: '1号泵站 · 液位' }, 'zh-CN')).toBe('1号泵站 · 液位');
  });
});

import { describe, expect, it } from 'vitest';
import { authoredText, displayNumber, localText, renderLocalText, valueParam } from './localText';

describe('texts rendered in the reader language', () => {
  const note = {
    key: 'signalAlarmNote' as const,
    params: {
      signal: '发动机运行',
      value: valueParam(true, ''),
      rule: { key: 'alarmRuleEqual' as const, params: { limit: 1 } },
    },
  };

  it('renders nested keys in either language', () => {
    expect(renderLocalText(note, 'zh-CN')).toBe('发动机运行 当前值 开，等于报警状态 1');
    expect(renderLocalText(note, 'en')).toBe('发动机运行 is on, equal to the alarm state 1');
  });

  it('formats values by one rule: switches by label, numbers to three decimals with the unit', () => {
    expect(valueParam(4.802251, 'MPa')).toBe('4.802MPa');
    expect(valueParam(false, '')).toEqual({ key: 'valueOff' });
    expect(valueParam(null, 'm')).toEqual({ key: 'valueNone' });
    expect(displayNumber(2.5)).toBe('2.5');
    expect(displayNumber(-0.0004)).toBe('0');
  });

  it('renders a moment as a date and time in the reader language, not as ISO', () => {
    const at = Date.UTC(2026, 10, 26, 8, 5, 9);
    const note = {
      key: 'gatewayOfflineNote' as const,
      params: { gateway: 'gw', time: { time: at } },
    };
    expect(localText.safeParse(note).success).toBe(true);
    expect(renderLocalText(note, 'en')).toMatch(/^Gateway gw disconnected at \d{1,2} Nov 2026, /);
    expect(renderLocalText(note, 'zh-CN')).toMatch(
      /^网关 gw 于 2026年11月2[67]日 \d\d:\d\d:\d\d 断开连接$/,
    );
    expect(localText.safeParse({ key: 'valueOn', params: { x: { time: 'now' } } }).success).toBe(
      false,
    );
  });

  it('accepts only known keys', () => {
    expect(localText.safeParse(note).success).toBe(true);
    expect(localText.safeParse({ key: 'noSuchKey' }).success).toBe(false);
    expect(localText.safeParse({ key: 'valueOn', params: { x: { key: 'nope' } } }).success).toBe(
      false,
    );
  });
});

describe('texts an author typed', () => {
  it('with an English text: each reader gets their language', () => {
    const text = authoredText('一号罐液位过高', 'Tank 1 level high');
    expect(typeof text).toBe('object');
    if (typeof text === 'string') return;
    expect(renderLocalText(text, 'zh-CN')).toBe('一号罐液位过高');
    expect(renderLocalText(text, 'en')).toBe('Tank 1 level high');
    expect(localText.safeParse(text).success).toBe(true);
  });
  it('without one (absent or blank): the typed text for everyone', () => {
    expect(authoredText('一号罐液位过高', undefined)).toBe('一号罐液位过高');
    expect(authoredText('一号罐液位过高', '  ')).toBe('一号罐液位过高');
  });
});

import { describe, expect, it } from 'vitest';
import { messageText } from './messageText';

describe('message texts in the reader language', () => {
  const alarm = {
    title: '1号泵站 报警：发动机运行',
    note: '发动机运行 当前值 开，等于报警状态 1',
    local: {
      title: {
        key: 'signalAlarmTitle' as const,
        params: { equipment: '1号泵站', signal: '发动机运行' },
      },
      note: {
        key: 'signalAlarmNote' as const,
        params: {
          signal: '发动机运行',
          value: { key: 'valueOn' as const },
          rule: { key: 'alarmRuleEqual' as const, params: { limit: 1 } },
        },
      },
    },
  };

  it('renders a message the server wrote in English for an English reader', () => {
    expect(messageText(alarm, 'en')).toEqual({
      title: 'Alarm on 1号泵站: 发动机运行',
      note: '发动机运行 is on, equal to the alarm state 1',
    });
    expect(messageText(alarm, 'zh-CN')).toEqual({ title: alarm.title, note: alarm.note });
  });

  it('shows an announcement as written', () => {
    expect(messageText({ title: '停水通知', note: '周六检修', local: null }, 'en')).toEqual({
      title: '停水通知',
      note: '周六检修',
    });
  });
});

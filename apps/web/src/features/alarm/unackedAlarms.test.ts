import { describe, expect, it } from 'vitest';
import type { AlarmPriority } from '@lf/protocol';
import {
  applyAlarmPush,
  blinkingSignals,
  fromSummary,
  ringingPriority,
  type Unacked,
} from './unackedAlarms';

const row = (id: string, signalId: string | null, state: string, priority = 'high') =>
  ({ id, signalId, state, priority }) as Parameters<typeof fromSummary>[0][number];
const alarm = (signalId: string, priority: AlarmPriority = 'high'): Unacked => ({
  signalId,
  priority,
});

describe('unacknowledged alarms of a viewer', () => {
  it('takes from the summary the unacknowledged alarms, active or returned to normal', () => {
    const unacked = fromSummary([
      row('1', 's1', 'unack_active'),
      row('2', 's2', 'rtn_unack'),
      row('3', 's3', 'ack_active'),
      row('4', 's4', 'shelved'),
      row('5', 's5', 'suppressed'),
      row('6', null, 'unack_active'),
    ]);
    expect([...unacked]).toEqual([
      ['1', alarm('s1')],
      ['2', alarm('s2')],
    ]);
  });

  it('adds an alarm pushed unacknowledged', () => {
    const next = applyAlarmPush(new Map(), {
      alarmId: '7',
      signalId: 's7',
      acknowledged: false,
      priority: 'critical',
    });
    expect([...next]).toEqual([['7', alarm('s7', 'critical')]]);
  });

  it('removes an alarm pushed acknowledged', () => {
    const next = applyAlarmPush(new Map([['7', alarm('s7')]]), {
      alarmId: '7',
      signalId: 's7',
      acknowledged: true,
    });
    expect(next.size).toBe(0);
  });

  it('keeps the same map when a push changes nothing', () => {
    const unacked = new Map([['7', alarm('s7')]]);
    expect(applyAlarmPush(unacked, { alarmId: '7', signalId: 's7', acknowledged: false })).toBe(
      unacked,
    );
    expect(applyAlarmPush(unacked, { alarmId: '8', signalId: 's8', acknowledged: true })).toBe(
      unacked,
    );
  });

  it('blinks a signal while any of its alarms is unacknowledged', () => {
    const unacked = new Map([
      ['1', alarm('s1')],
      ['2', alarm('s1')],
      ['3', alarm('s3')],
    ]);
    expect([...blinkingSignals(unacked)].sort()).toEqual(['s1', 's3']);
    const one = applyAlarmPush(unacked, { alarmId: '1', signalId: 's1', acknowledged: true });
    expect(blinkingSignals(one).has('s1')).toBe(true);
  });

  it('rings the tone of the highest unacknowledged priority, or none', () => {
    const unacked = fromSummary([
      row('1', 's1', 'unack_active', 'low'),
      row('2', 's2', 'rtn_unack', 'critical'),
      row('3', 's3', 'ack_active', 'critical'),
    ]);
    expect(ringingPriority(unacked)).toBe('critical');
    const after = applyAlarmPush(unacked, { alarmId: '2', signalId: 's2', acknowledged: true });
    expect(ringingPriority(after)).toBe('low');
    expect(ringingPriority(new Map())).toBeNull();
  });
});

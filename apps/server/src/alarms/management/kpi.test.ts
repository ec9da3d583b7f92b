import { describe, expect, it } from 'vitest';
import { alarmKpis, floodMs, peakInWindow, TEN_MINUTES, type RaisedAlarm } from './kpi';

const MIN = 60_000;
const start = Date.UTC(2026, 0, 1);
const hour = { startTime: start, endTime: start + 60 * MIN };

const alarm = (
  at: number,
  source = 'a',
  priority: RaisedAlarm['priority'] = 'high',
): RaisedAlarm => ({
  at,
  source,
  label: `pump ${source}`,
  text: 'above 8',
  priority,
});

describe('windows', () => {
  it('finds the most alarms within any window', () => {
    expect(peakInWindow([], TEN_MINUTES)).toBe(0);
    expect(peakInWindow([0, 1, 2], MIN)).toBe(3);
    // A window is [t, t + width): an alarm exactly a width later starts a new one.
    expect(peakInWindow([0, MIN, 2 * MIN], MIN)).toBe(1);
    expect(peakInWindow([0, 10, 20, MIN + 5, MIN + 15], MIN)).toBe(3);
    expect(peakInWindow([0, 10, 20, MIN - 1, MIN + 15], MIN)).toBe(4);
  });

  it('10 alarms in 10 minutes are no flood; the 11th starts one that lasts until the first leaves', () => {
    const ten = Array.from({ length: 10 }, (_, i) => start + i * MIN);
    expect(floodMs(ten, hour.startTime, hour.endTime)).toBe(0);
    const eleven = [...ten, start + 9.5 * MIN];
    // Flood from 9.5 min until the first (at 0) leaves the window at 10 min.
    expect(floodMs(eleven, hour.startTime, hour.endTime)).toBe(0.5 * MIN);
  });

  it('overlapping flood stretches count once, and are clipped to the period', () => {
    const burst = Array.from({ length: 20 }, (_, i) => start + 55 * MIN + i * 1000);
    // From the 11th (55 min + 10 s) to the end of the hour.
    expect(floodMs(burst, hour.startTime, hour.endTime)).toBe(5 * MIN - 10_000);
  });
});

describe('alarmKpis', () => {
  it('counts alarms per operator per 10 minutes, the peak, the rate and priorities', () => {
    const raised = [
      alarm(start + 1 * MIN, 'a', 'critical'),
      alarm(start + 2 * MIN, 'b'),
      alarm(start + 25 * MIN, 'c', 'low'),
    ];
    const report = alarmKpis(hour, raised, 2, []);
    expect(report.total).toBe(3);
    expect(report.operators).toBe(2);
    // 3 alarms over six 10-minute slots and 2 operators.
    expect(report.perOperatorPer10Min).toBe(0.25);
    expect(report.peak10Min).toBe(2);
    expect(report.rate.map((slot) => slot.count)).toEqual([2, 0, 1, 0, 0, 0]);
    expect(report.byPriority).toEqual({ critical: 1, high: 1, medium: 0, low: 1 });
    expect(report.floodPercent).toBe(0);
  });

  it('with nobody acknowledging, one operator is assumed', () => {
    expect(alarmKpis(hour, [alarm(start)], 0, []).operators).toBe(1);
  });

  it('lists the top 10 by count, and chattering alarms (3 or more within a minute)', () => {
    const raised = [
      ...Array.from({ length: 3 }, (_, i) => alarm(start + i * 10_000, 'chatty')),
      ...Array.from({ length: 4 }, (_, i) => alarm(start + i * 5 * MIN, 'busy')),
      ...Array.from({ length: 11 }, (_, i) => alarm(start + 30 * MIN, `s${i}`)),
    ];
    const report = alarmKpis(hour, raised, 1, []);
    expect(report.top).toHaveLength(10);
    expect(report.top[0]).toMatchObject({ source: 'pump busy', count: 4 });
    expect(report.top[1]).toMatchObject({ source: 'pump chatty', count: 3 });
    expect(report.chattering).toEqual([{ source: 'pump chatty', text: 'above 8', count: 3 }]);
    // 11 at one moment flood from 30 min until 40 min: a sixth of the hour.
    expect(report.floodPercent).toBe(16.67);
  });

  it('counts standing alarms and lists those active over 24 hours as stale', () => {
    const standing = [
      { label: 'old', text: 't', raisedAt: hour.endTime - 25 * 3600_000 },
      { label: 'new', text: 't', raisedAt: hour.endTime - 3600_000 },
    ];
    const report = alarmKpis(hour, [], 1, standing);
    expect(report.standing).toBe(2);
    expect(report.stale).toEqual([{ source: 'old', text: 't', raisedAt: standing[0]?.raisedAt }]);
  });
});

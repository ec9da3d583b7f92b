import { describe, expect, it } from 'vitest';
import { bucketsForWidth, fromUtc8Text, historyQueryProblem, toEpochMs } from './historyRange';

const DAY = 86_400_000;
const t = Date.UTC(2026, 0, 10);

describe('historyQueryProblem', () => {
  it('needs 1 to 10 variables', () => {
    expect(historyQueryProblem([], t, t)).toBe('noSignals');
    const eleven = Array.from({ length: 11 }, (_, i) => String(i));
    expect(historyQueryProblem(eleven, t, t)).toBe('tooManySignals');
    expect(historyQueryProblem(eleven.slice(0, 10), t, t)).toBeNull();
  });

  it('needs both ends, end not before start', () => {
    expect(historyQueryProblem(['1'], null, t)).toBe('missing');
    expect(historyQueryProblem(['1'], t, null)).toBe('missing');
    expect(historyQueryProblem(['1'], t, t - 1)).toBe('endBeforeStart');
    expect(historyQueryProblem(['1'], t, t)).toBeNull();
  });

  it('allows exactly 30 days, not a millisecond more', () => {
    expect(historyQueryProblem(['1'], t, t + 30 * DAY)).toBeNull();
    expect(historyQueryProblem(['1'], t, t + 30 * DAY + 1)).toBe('tooLong');
  });
});

describe('times from UTC+8', () => {
  it('reads zone-less device text as UTC+8', () => {
    expect(fromUtc8Text('2026-01-10 08:00:00')).toBe(Date.UTC(2026, 0, 10, 0, 0, 0));
    expect(fromUtc8Text('2026-01-10T07:30')).toBe(Date.UTC(2026, 0, 9, 23, 30));
    expect(fromUtc8Text('yesterday')).toBeNull();
  });

  it('keeps epoch numbers and zoned ISO text as they are', () => {
    expect(toEpochMs(123)).toBe(123);
    expect(toEpochMs('2026-01-10T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 10));
    expect(toEpochMs('2026-01-10 08:00:00')).toBe(Date.UTC(2026, 0, 10));
    expect(toEpochMs('nonsense')).toBeNull();
    expect(toEpochMs(Number.NaN)).toBeNull();
  });
});

describe('bucketsForWidth', () => {
  it('follows the chart width within the server limits', () => {
    expect(bucketsForWidth(812.4)).toBe(812);
    expect(bucketsForWidth(3)).toBe(10);
    expect(bucketsForWidth(50_000)).toBe(10_000);
  });
});

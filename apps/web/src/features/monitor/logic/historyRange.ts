import { LIMITS, UTC8_OFFSET_MINUTES } from '@lf/protocol';

const DAY_MS = 86_400_000;

export type RangeProblem =
  'missing' | 'endBeforeStart' | 'tooLong' | 'noSignals' | 'tooManySignals';

/**
 * Checks a history query before it is sent (SPEC §5): 1 to 10 variables, both ends given, end
 * not before start, at most 30 days. Answers the first problem, or null.
 */
export function historyQueryProblem(
  signalIds: readonly string[],
  start: number | null,
  end: number | null,
): RangeProblem | null {
  if (signalIds.length === 0) return 'noSignals';
  if (signalIds.length > LIMITS.historyMaxVariables) return 'tooManySignals';
  if (start === null || end === null) return 'missing';
  if (end < start) return 'endBeforeStart';
  if (end - start > LIMITS.historyMaxRangeDays * DAY_MS) return 'tooLong';
  return null;
}

/**
 * Epoch ms of a device time written without a zone ("YYYY-MM-DD HH:mm:ss"), which devices report
 * in UTC+8 (SPEC §9 "Times"). Returns null for text that is not such a time.
 */
export function fromUtc8Text(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  return utc - UTC8_OFFSET_MINUTES * 60_000;
}

/** A time from the server: epoch ms, ISO text with a zone, or UTC+8 text without one. */
export function toEpochMs(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const utc8 = fromUtc8Text(value);
  if (utc8 !== null) return utc8;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The chart's width in pixels, as the number of decimation buckets the server should return. */
export function bucketsForWidth(width: number): number {
  return Math.max(10, Math.min(10_000, Math.round(width)));
}

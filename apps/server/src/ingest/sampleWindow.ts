/**
 * The times a device's sample may carry. Ahead of the server's clock by more than a clock's
 * plausible drift is a wrong clock or a forgery (stored, it would hold the live value for
 * ever, since a value replaces the held one only when it is not earlier); older than a year
 * is older than any gateway buffer keeps. Both are refused and counted, not stored.
 */
export const SAMPLE_MAX_AHEAD_MS = 10 * 60_000;
export const SAMPLE_MAX_AGE_MS = 366 * 24 * 3_600_000;

/** Why a sample's time is refused, or null when it is accepted. */
export function sampleTimeFault(ts: number, now: number): string | null {
  if (ts > now + SAMPLE_MAX_AHEAD_MS) return `ts ${ts} is ${Math.round((ts - now) / 1000)} s ahead`;
  if (ts < now - SAMPLE_MAX_AGE_MS) return `ts ${ts} is older than a year`;
  return null;
}

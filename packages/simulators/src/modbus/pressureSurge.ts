/**
 * The demo plant's alarm scenario: a pressure surge on the distribution main that the pumps
 * discharge into (a valve closing somewhere downstream). Once per period the main's back pressure
 * rises above the discharge pressure's high limit for a fifth of the period, then falls back, so
 * the plant raises and clears an alarm on its own, without anyone driving it.
 */

/** Back pressure of the main during a surge, bar: above the demo's 4.5 bar high limit. */
export const SURGE_PRESSURE = 5.2;

/** The part of each period the surge lasts: one minute of five. */
export const SURGE_SHARE = 0.2;

/**
 * Whether the main surges `elapsedMs` after the scenario started: during the last fifth of each
 * period (a period of 0 is no scenario). The first surge comes a whole period minus its length
 * after the start, so a freshly started demo is calm for a while.
 */
export function surgeActive(periodMs: number, elapsedMs: number): boolean {
  if (periodMs <= 0 || elapsedMs < 0) return false;
  return elapsedMs % periodMs >= periodMs * (1 - SURGE_SHARE);
}

/** The back pressure of the main then, bar (0: the main does not push back). */
export function mainBackPressure(periodMs: number, elapsedMs: number): number {
  return surgeActive(periodMs, elapsedMs) ? SURGE_PRESSURE : 0;
}

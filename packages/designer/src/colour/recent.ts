import { DESIGNER_LIMITS } from '../constants';
import { parseCss, toCss } from './rgb';

/** One spelling per colour: `#abc`, `#AABBCC` and `rgb(170, 187, 204)` are the same entry. */
function canonical(colour: string): string {
  const parsed = parseCss(colour);
  return parsed ? toCss(parsed) : colour.trim();
}

/**
 * Puts a confirmed colour at the front of the recent list: newest first, no repeats,
 * at most 20 (SPEC §9).
 */
export function pushRecent(recent: readonly string[], colour: string): string[] {
  const key = canonical(colour);
  return [key, ...recent.filter((entry) => canonical(entry) !== key)].slice(
    0,
    DESIGNER_LIMITS.recentColoursMax,
  );
}

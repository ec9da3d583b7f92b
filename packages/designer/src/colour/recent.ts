import { DESIGNER_LIMITS } from '../constants';

/**
 * Puts a confirmed colour at the front of the recent list: newest first, no repeats
 * (compared without regard to case), at most 20.
 */
export function pushRecent(recent: readonly string[], colour: string): string[] {
  const key = colour.trim().toUpperCase();
  return [key, ...recent.filter((entry) => entry.toUpperCase() !== key)].slice(
    0,
    DESIGNER_LIMITS.recentColoursMax,
  );
}

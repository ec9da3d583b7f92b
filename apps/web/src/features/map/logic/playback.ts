import type { HistoryPoint, TrackPoint } from '@lf/protocol';

/** Playback speeds offered (times real time). */
export const PLAYBACK_SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Index of the last point at or before `t` (-1 before the first). Points are oldest first. */
export function indexAt<T extends readonly [number, ...unknown[]]>(
  points: readonly T[],
  t: number,
): number {
  let lo = 0;
  let hi = points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as T)[0] <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/**
 * Where the equipment is at time `t`: on the straight line between the path's points around
 * it, in proportion to time; before the first point at the first, after the last at the last.
 */
export function positionAt(points: readonly TrackPoint[], t: number): [number, number] | null {
  if (points.length === 0) return null;
  const i = indexAt(points, t);
  if (i < 0) return [(points[0] as TrackPoint)[1], (points[0] as TrackPoint)[2]];
  const a = points[i] as TrackPoint;
  const b = points[i + 1];
  if (!b || b[0] === a[0]) return [a[1], a[2]];
  const f = (t - a[0]) / (b[0] - a[0]);
  return [a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** A signal's value at time `t`: its last sample at or before `t` (null before any, or bad). */
export function valueAt(points: readonly HistoryPoint[], t: number): number | null {
  const i = indexAt(points, t);
  return i < 0 ? null : (points[i] as HistoryPoint)[1];
}

/** The playhead after `elapsedMs` of real time at `speed`, stopping at `end`. */
export function advance(t: number, elapsedMs: number, speed: number, end: number): number {
  return Math.min(end, t + elapsedMs * speed);
}

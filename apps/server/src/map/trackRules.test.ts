import type { TrackPoint } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { distanceM, findStopSpans, pathLengthM, simplifyTrack, stopsOf } from './trackRules';

const MINUTE = 60_000;
/** About 1.11 m per 1e-5 degree of latitude. */
const north = (metres: number) => metres / 111_195;

/** A track sampled every 10 s: `legs` of [seconds, metres per second northward]. */
function drive(legs: [number, number][], start: TrackPoint = [0, 31.2, 121.4]): TrackPoint[] {
  const points: TrackPoint[] = [start];
  for (const [seconds, speed] of legs) {
    for (let s = 10; s <= seconds; s += 10) {
      const [ts, lat, lng] = points[points.length - 1] as TrackPoint;
      points.push([ts + 10_000, lat + north(speed * 10), lng]);
    }
  }
  return points;
}

describe('track rules', () => {
  it('measures distance on the sphere', () => {
    expect(distanceM(31.2, 121.4, 31.2, 121.4)).toBe(0);
    expect(distanceM(31.2, 121.4, 31.2 + north(1000), 121.4)).toBeCloseTo(1000, 0);
    expect(pathLengthM(drive([[600, 10]]))).toBeCloseTo(6000, -1);
  });

  it('marks a stop only when stationary for at least the threshold', () => {
    const points = drive([
      [300, 10],
      [420, 0], // 7 minutes parked
      [300, 10],
    ]);
    const spans = findStopSpans(points, 5 * MINUTE, 30);
    expect(spans).toHaveLength(1);
    const [stop] = stopsOf(points, spans);
    expect(stop?.start).toBe(300_000);
    expect(stop?.end).toBe(720_000);
    expect(findStopSpans(points, 8 * MINUTE, 30)).toHaveLength(0);
  });

  it('does not take a short wait (a traffic light) for a stop', () => {
    const points = drive([
      [300, 10],
      [60, 0],
      [300, 10],
    ]);
    expect(findStopSpans(points, 5 * MINUTE, 30)).toHaveLength(0);
  });

  it('keeps a stop through GPS jitter within the radius, and ends it when the truck leaves', () => {
    const parked: TrackPoint[] = Array.from({ length: 61 }, (_, i) => [
      i * 10_000,
      31.2 + north(i % 2 === 0 ? 5 : -5),
      121.4,
    ]);
    const leaving = drive([[120, 10]], parked[parked.length - 1]).slice(1);
    const spans = findStopSpans([...parked, ...leaving], 5 * MINUTE, 30);
    // The first position 100 m on is outside the radius: the stop ends at the last parked one.
    expect(spans).toEqual([{ first: 0, last: 60 }]);
  });

  it('treats a slow crawl (walking pace) as moving, not as a stop', () => {
    expect(findStopSpans(drive([[1200, 1.5]]), 5 * MINUTE, 30)).toHaveLength(0);
  });

  it('simplifies a straight drive to its two ends', () => {
    const points = drive([[3600, 10]]);
    const path = simplifyTrack(points, [], 5000);
    expect(path).toEqual([points[0], points[points.length - 1]]);
  });

  it('keeps the corners of a path', () => {
    const east = (metres: number) => metres / (111_195 * Math.cos((31.2 * Math.PI) / 180));
    const points: TrackPoint[] = [];
    for (let i = 0; i <= 60; i++) points.push([i * 10_000, 31.2 + north(i * 100), 121.4]);
    for (let i = 1; i <= 60; i++)
      points.push([(60 + i) * 10_000, 31.2 + north(6000), 121.4 + east(i * 100)]);
    const path = simplifyTrack(points, [], 5000);
    expect(path).toEqual([points[0], points[60], points[120]]);
  });

  it('keeps the first and last position of every stop', () => {
    const points = drive([
      [300, 10],
      [600, 0],
      [300, 10],
    ]);
    const spans = findStopSpans(points, 5 * MINUTE, 30);
    const path = simplifyTrack(points, spans, 5000);
    const stop = spans[0];
    expect(stop).toBeDefined();
    expect(path).toContain(points[stop?.first ?? -1]);
    expect(path).toContain(points[stop?.last ?? -1]);
    expect(path.map((p) => p[0])).toEqual([...path.map((p) => p[0])].sort((a, b) => a - b));
  });

  it('stays within the drawing budget on a long winding track, oldest first', () => {
    // 30 days at 10 s: a zig-zag that Douglas–Peucker cannot fold at one metre.
    const points: TrackPoint[] = [];
    for (let i = 0; i < 259_200; i++) {
      points.push([
        i * 10_000,
        31.2 + north((i % 720) * 10),
        121.4 + north(Math.floor(i / 720) * 50),
      ]);
    }
    const path = simplifyTrack(points, [], 5000);
    expect(path.length).toBeLessThanOrEqual(5000);
    expect(path.length).toBeGreaterThan(100);
    expect(path[0]).toBe(points[0]);
    expect(path[path.length - 1]).toBe(points[points.length - 1]);
  });
});

describe('pairing the position series', () => {
  it('pairs latitude and longitude of the same time and drops the unpaired and out of range', async () => {
    const { pairByTime } = await import('./trackQuery');
    const lats = [
      { t: 1000, v: 31.1 },
      { t: 2000, v: 31.2 },
      { t: 3000, v: 95 },
      { t: 4000, v: 31.4 },
    ];
    const lngs = [
      { t: 1000, v: 121.1 },
      { t: 2500, v: 121.25 },
      { t: 3000, v: 121.3 },
      { t: 4000, v: 121.4 },
    ];
    expect(pairByTime(lats, lngs)).toEqual([
      [1000, 31.1, 121.1],
      [4000, 31.4, 121.4],
    ]);
  });
});

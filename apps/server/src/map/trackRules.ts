import type { TrackPoint, TrackStop } from '@lf/protocol';
import simplify from 'simplify-js';

/**
 * The rules of a track, as pure functions over its stored positions ([ts, lat, lng], oldest
 * first): where it stopped, how long it is, and the simplified path drawn on the map.
 */

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function pathLengthM(points: readonly TrackPoint[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as TrackPoint;
    const b = points[i] as TrackPoint;
    total += distanceM(a[1], a[2], b[1], b[2]);
  }
  return total;
}

/** A stop, as the indexes of its first and last position. */
export interface StopSpan {
  first: number;
  last: number;
}

/**
 * Stops: runs of positions that all stay within `radiusM` of the run's first position and last
 * at least `minMs` (first to last position). A shorter wait (a traffic light) is no stop; GPS
 * jitter within the radius does not end one.
 */
export function findStopSpans(
  points: readonly TrackPoint[],
  minMs: number,
  radiusM: number,
): StopSpan[] {
  const spans: StopSpan[] = [];
  let i = 0;
  while (i < points.length) {
    const anchor = points[i] as TrackPoint;
    let j = i;
    while (j + 1 < points.length) {
      const next = points[j + 1] as TrackPoint;
      if (distanceM(anchor[1], anchor[2], next[1], next[2]) > radiusM) break;
      j++;
    }
    if (j > i && (points[j] as TrackPoint)[0] - anchor[0] >= minMs) {
      spans.push({ first: i, last: j });
      i = j + 1;
    } else {
      i++;
    }
  }
  return spans;
}

export function stopsOf(points: readonly TrackPoint[], spans: readonly StopSpan[]): TrackStop[] {
  return spans.map(({ first, last }) => {
    const a = points[first] as TrackPoint;
    return { start: a[0], end: (points[last] as TrackPoint)[0], lat: a[1], lng: a[2] };
  });
}

interface Vertex {
  x: number;
  y: number;
  point: TrackPoint;
}

/**
 * Positions projected to metres east and north (equirectangular around the track's first
 * position: exact enough for the few hundred kilometres a track spans), once per track.
 */
function project(points: readonly TrackPoint[]): Vertex[] {
  if (points.length === 0) return [];
  const lat0 = toRad((points[0] as TrackPoint)[1]);
  const metresPerDegree = (Math.PI * EARTH_RADIUS_M) / 180;
  const east = metresPerDegree * Math.cos(lat0);
  return points.map((point) => ({ x: point[2] * east, y: point[1] * metresPerDegree, point }));
}

/**
 * Douglas–Peucker on the moving stretches between stops (simplify-js), tolerance in metres; a
 * stop keeps its first and last position, so the moving marker waits there during playback
 * instead of creeping through it.
 */
function simplifyWith(
  vertices: readonly Vertex[],
  spans: readonly StopSpan[],
  toleranceM: number,
): TrackPoint[] {
  if (vertices.length <= 2) return vertices.map((v) => v.point);
  const result: TrackPoint[] = [];
  const stretch = (from: number, to: number) => {
    if (to < from) return;
    const kept = simplify(vertices.slice(from, to + 1), toleranceM, false) as Vertex[];
    for (const v of kept) if (result[result.length - 1] !== v.point) result.push(v.point);
  };
  let next = 0;
  for (const span of spans) {
    stretch(next, span.first);
    result.push((vertices[span.last] as Vertex).point);
    next = span.last;
  }
  stretch(next, vertices.length - 1);
  return result;
}

/**
 * The path to draw: simplified with a tolerance that starts at one metre and doubles until at
 * most `maxPoints` remain (stop boundaries always count). The positions are projected once.
 */
export function simplifyTrack(
  points: readonly TrackPoint[],
  spans: readonly StopSpan[],
  maxPoints: number,
): TrackPoint[] {
  const vertices = project(points);
  let toleranceM = 1;
  let path = simplifyWith(vertices, spans, toleranceM);
  while (path.length > maxPoints && toleranceM < 1e6) {
    toleranceM *= 2;
    path = simplifyWith(vertices, spans, toleranceM);
  }
  return path;
}

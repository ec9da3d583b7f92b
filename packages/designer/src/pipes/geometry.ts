import type { Box, Point } from '../geometry/box';
import type { PortDirection } from '../widgets/ports';

const HORIZONTAL: ReadonlySet<PortDirection> = new Set(['left', 'right']);

export type Axis = 'horizontal' | 'vertical';

/** The axis a segment of an orthogonal pipe runs along (a point-long one counts as horizontal). */
export const segmentAxis = (a: Point, b: Point): Axis => (a.y === b.y ? 'horizontal' : 'vertical');

const axisOf = (direction: PortDirection): Axis =>
  HORIZONTAL.has(direction) ? 'horizontal' : 'vertical';

const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/**
 * Drops repeated points and the middle one of three on a straight run, so that every point
 * left is an end or an elbow.
 */
export function simplifyPath(points: readonly Point[]): Point[] {
  const distinct = points.filter(
    (point, index) => index === 0 || !samePoint(point, points[index - 1] as Point),
  );
  return distinct.filter((point, index) => {
    if (index === 0 || index === distinct.length - 1) return true;
    const before = distinct[index - 1] as Point;
    const after = distinct[index + 1] as Point;
    const straight =
      (before.x === point.x && point.x === after.x) ||
      (before.y === point.y && point.y === after.y);
    return !straight;
  });
}

/**
 * The orthogonal way from `from` to `to`, both included: straight when they line up, else an
 * L with one elbow, or a Z with two when the pipe must leave and arrive along the same axis
 * (`leave`: the direction out of the start's port; `arrive`: the direction of the end's port,
 * which the pipe enters against). Without directions the longer leg comes first.
 */
export function routeOrthogonal(
  from: Point,
  to: Point,
  leave?: PortDirection,
  arrive?: PortDirection,
): Point[] {
  if (from.x === to.x || from.y === to.y) return simplifyPath([from, to]);
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  const first: Axis = leave
    ? axisOf(leave)
    : arrive
      ? axisOf(arrive) === 'horizontal'
        ? 'vertical'
        : 'horizontal'
      : dx >= dy
        ? 'horizontal'
        : 'vertical';
  const last: Axis | null = arrive ? axisOf(arrive) : null;
  if (last === first) {
    if (first === 'horizontal') {
      const middle = (from.x + to.x) / 2;
      return [from, { x: middle, y: from.y }, { x: middle, y: to.y }, to];
    }
    const middle = (from.y + to.y) / 2;
    return [from, { x: from.x, y: middle }, { x: to.x, y: middle }, to];
  }
  return first === 'horizontal'
    ? [from, { x: to.x, y: from.y }, to]
    : [from, { x: from.x, y: to.y }, to];
}

/**
 * The points after dragging corner `index` to `to`, still orthogonal: a neighbouring elbow
 * follows along the segment's axis; a neighbouring end stays where it is (it may sit on a port)
 * and gets a new elbow instead.
 */
export function moveVertex(points: readonly Point[], index: number, to: Point): Point[] {
  if (index < 0 || index >= points.length) return [...points];
  const last = points.length - 1;
  const next: Point[] = [...points];
  next[index] = to;
  const before: Point[] = [];
  const after: Point[] = [];
  for (const neighbour of [index - 1, index + 1]) {
    if (neighbour < 0 || neighbour > last) continue;
    const other = points[neighbour] as Point;
    const was = points[index] as Point;
    const horizontal = other.y === was.y;
    const isEnd = neighbour === 0 || neighbour === last;
    if (!isEnd) {
      next[neighbour] = horizontal ? { x: other.x, y: to.y } : { x: to.x, y: other.y };
      continue;
    }
    if (other.x === to.x || other.y === to.y) continue;
    // The end keeps its axis: an elbow between it and the moved corner.
    const elbow = horizontal ? { x: to.x, y: other.y } : { x: other.x, y: to.y };
    (neighbour < index ? before : after).push(elbow);
  }
  return simplifyPath([...next.slice(0, index), ...before, to, ...after, ...next.slice(index + 1)]);
}

export function pointsBox(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The box of page points and the points relative to its top-left corner (as stored). */
export function layoutPoints(points: readonly Point[]): { box: Box; points: Point[] } {
  const box = pointsBox(points);
  return { box, points: points.map((point) => ({ x: point.x - box.x, y: point.y - box.y })) };
}

/**
 * Stored points on the page: placed at the box's corner and scaled by how much the box was
 * resized since they were laid out (an axis without extent, a straight pipe's, is not scaled).
 */
export function placePoints(stored: readonly Point[], box: Box): Point[] {
  const extent = pointsBox(stored);
  const scaleX = extent.width > 0 ? box.width / extent.width : 1;
  const scaleY = extent.height > 0 ? box.height / extent.height : 1;
  return stored.map((point) => ({
    x: box.x + (point.x - extent.x) * scaleX,
    y: box.y + (point.y - extent.y) * scaleY,
  }));
}

/** The nearest point to `point` on segment a–b. */
export function projectOnSegment(point: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** How far `point` is from the polyline. */
export function distanceToPolyline(point: Point, points: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const near = projectOnSegment(point, points[i - 1] as Point, points[i] as Point);
    best = Math.min(best, distance(point, near));
  }
  return best;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * SVG path data of the polyline with its elbows rounded: each corner becomes a quarter bend of
 * `radius`, shrunk where a leg is too short for it.
 */
export function pipePathData(points: readonly Point[], radius: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const parts = [`M${round(first.x)} ${round(first.y)}`];
  for (let i = 0; i < rest.length; i += 1) {
    const corner = rest[i] as Point;
    const before = points[i] as Point;
    const after = rest[i + 1];
    if (!after || radius <= 0) {
      parts.push(`L${round(corner.x)} ${round(corner.y)}`);
      continue;
    }
    const bend = Math.min(radius, distance(before, corner) / 2, distance(corner, after) / 2);
    const towards = (target: Point, length: number): Point => {
      const span = distance(corner, target);
      return span === 0
        ? corner
        : {
            x: corner.x + ((target.x - corner.x) / span) * length,
            y: corner.y + ((target.y - corner.y) / span) * length,
          };
    };
    const enter = towards(before, bend);
    const exit = towards(after, bend);
    parts.push(
      `L${round(enter.x)} ${round(enter.y)}`,
      `Q${round(corner.x)} ${round(corner.y)} ${round(exit.x)} ${round(exit.y)}`,
    );
  }
  return parts.join(' ');
}

import type { Origin, Position } from '../document/position';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned box in canvas units. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Rotates `point` clockwise (screen coordinates, y down) by `degrees` about `centre`. */
export function rotatePoint(point: Point, centre: Point, degrees: number): Point {
  if (degrees % 360 === 0) return point;
  const angle = degrees * RADIANS_PER_DEGREE;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

/** The point a widget rotates about. */
export function pivotOf(position: Position, origin: Origin): Point {
  return {
    x: position.x + position.width * origin.x,
    y: position.y + position.height * origin.y,
  };
}

/** The four corners of a widget's box after rotation, clockwise from the top-left. */
export function cornersOf(position: Position, origin: Origin): [Point, Point, Point, Point] {
  const { x, y, width, height, rotate } = position;
  const pivot = pivotOf(position, origin);
  return [
    rotatePoint({ x, y }, pivot, rotate),
    rotatePoint({ x: x + width, y }, pivot, rotate),
    rotatePoint({ x: x + width, y: y + height }, pivot, rotate),
    rotatePoint({ x, y: y + height }, pivot, rotate),
  ];
}

export function boxOfPoints(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The axis-aligned bounding box of a possibly rotated widget box. */
export function rotatedBounds(position: Position, origin: Origin): Box {
  if (position.rotate % 360 === 0) {
    return { x: position.x, y: position.y, width: position.width, height: position.height };
  }
  return boxOfPoints(cornersOf(position, origin));
}

export function unionBoxes(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const box of boxes) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** True when `inner` lies wholly inside `outer` (touching edges count as inside). */
export function boxContains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** True when the boxes overlap or touch. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return (
    a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height
  );
}

export function centreOf(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Box spanned by two drag points, whatever their order. */
export function boxFromPoints(a: Point, b: Point): Box {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

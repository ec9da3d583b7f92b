import { DESIGNER_LIMITS } from '../constants';
import type { Position } from '../document/position';
import type { SizeRuleName } from '../widgets/definition';
import { boxFromPoints, type Point } from './box';

const MIN = DESIGNER_LIMITS.minShapeSize;

export interface DrawnGeometry {
  readonly position: Partial<Position>;
  /** Which way a line runs across its box. */
  readonly flip?: { readonly x: boolean; readonly y: boolean };
}

interface SizeRule {
  /** The geometry a drag from `start` to `end` draws, or null when it is too small to keep. */
  readonly fromDrag: (start: Point, end: Point) => DrawnGeometry | null;
  /** Keeps derived fields (radii, a circle's square box) true after a resize. */
  readonly fit: (next: Position, previous: Position) => Position;
}

const keepBox = (next: Position) => next;

const boxRule = (keep: (width: number, height: number) => boolean): SizeRule => ({
  fromDrag: (start, end) => {
    const box = boxFromPoints(start, end);
    return keep(box.width, box.height) ? { position: box } : null;
  },
  fit: keepBox,
});

/** Drawing and sizing rules of SPEC §5, one per size rule named by the widget registry. */
export const SIZE_RULES: Readonly<Record<SizeRuleName, SizeRule>> = {
  either: boxRule((width, height) => width >= MIN || height >= MIN),
  both: boxRule((width, height) => width >= MIN && height >= MIN),
  circle: {
    fromDrag: (centre, end) => {
      const r = Math.hypot(end.x - centre.x, end.y - centre.y);
      if (r < MIN) return null;
      return {
        position: { x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r, r },
      };
    },
    fit: (next, previous) => {
      const side = next.width !== previous.width ? next.width : next.height;
      return { ...next, width: side, height: side, r: side / 2 };
    },
  },
  ellipse: {
    fromDrag: (centre, end) => {
      const rx = Math.abs(end.x - centre.x);
      const ry = Math.abs(end.y - centre.y);
      if (rx < MIN || ry < MIN) return null;
      return {
        position: { x: centre.x - rx, y: centre.y - ry, width: 2 * rx, height: 2 * ry, rx, ry },
      };
    },
    fit: (next) => ({ ...next, rx: next.width / 2, ry: next.height / 2 }),
  },
  line: {
    fromDrag: (start, end) => {
      if (Math.abs(end.x - start.x) < MIN && Math.abs(end.y - start.y) < MIN) return null;
      return {
        position: boxFromPoints(start, end),
        flip: { x: end.x < start.x, y: end.y < start.y },
      };
    },
    fit: keepBox,
  },
  path: {
    // A pipe is drawn by the pipe tool; a drag (or a click placing one) lays a straight run.
    fromDrag: (start, end) => {
      if (Math.abs(end.x - start.x) < MIN) return null;
      return {
        position: {
          x: Math.min(start.x, end.x),
          y: start.y,
          width: Math.abs(end.x - start.x),
          height: 0,
        },
      };
    },
    fit: keepBox,
  },
};

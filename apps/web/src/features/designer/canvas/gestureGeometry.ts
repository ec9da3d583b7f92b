import {
  rotatePoint,
  unionBoxes,
  widgetBounds,
  type Box,
  type Point,
  type Widget,
} from '@lf/designer';

/** Pointer geometry of the designer's gestures; the edits themselves are @lf/designer commands. */

export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

/** Where each handle sits on a box, as fractions of its width and height. */
export const HANDLE_AT: Readonly<Record<Handle, [number, number]>> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};

/**
 * The box a handle drag makes: the pointer's move (dx, dy), turned into the widget's own
 * unrotated frame, moves the handle's edges; the opposite edges stay.
 */
export function resizedBox(
  start: Box,
  handle: Handle,
  dx: number,
  dy: number,
  rotation: number,
): Box {
  const local = rotatePoint({ x: dx, y: dy }, { x: 0, y: 0 }, -rotation);
  const [fx, fy] = HANDLE_AT[handle];
  let { x, y, width, height } = start;
  if (fx === 0) {
    x += local.x;
    width -= local.x;
  } else if (fx === 1) {
    width += local.x;
  }
  if (fy === 0) {
    y += local.y;
    height -= local.y;
  } else if (fy === 1) {
    height += local.y;
  }
  return { x, y, width, height };
}

/** The rotation (degrees, clockwise, 0 = handle straight above) pointing from `pivot` to `point`. */
export function angleTo(pivot: Point, point: Point, snapStep: number | null): number {
  const degrees = (Math.atan2(point.y - pivot.y, point.x - pivot.x) * 180) / Math.PI + 90;
  const snapped = snapStep ? Math.round(degrees / snapStep) * snapStep : Math.round(degrees);
  return ((snapped % 360) + 360) % 360;
}

/** The box spanned by two corners of a drag. */
export function dragBox(from: Point, to: Point): Box {
  return {
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  };
}

/** The bounding box of the widgets with these ids (top level), or null. */
export function selectionBounds(widgets: readonly Widget[], ids: readonly string[]): Box | null {
  const wanted = new Set(ids);
  return unionBoxes(widgets.filter((w) => wanted.has(w.id)).map((w) => widgetBounds(w)));
}

/** Boxes equal to a hundredth of a unit (a drag that came back where it started). */
export function sameBox(a: Box, b: Box): boolean {
  const close = (p: number, q: number) => Math.abs(p - q) < 0.01;
  return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height);
}

/**
 * A drag that copies: Ctrl held as it starts, or Cmd on macOS (the same keys as the copy and
 * paste shortcuts, which take either).
 */
export function isCopyDrag(press: {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}): boolean {
  return press.ctrlKey || press.metaKey;
}

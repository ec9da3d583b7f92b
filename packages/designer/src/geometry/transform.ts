import { fitGroup, updateWidgets } from '../document/tree';
import type { Widget } from '../document/widget';
import { pivotOf, rotatePoint, type Box, type Point } from './box';

/** Moves a widget and, for a group, everything inside it. */
export function translateWidget(widget: Widget, dx: number, dy: number): Widget {
  if (dx === 0 && dy === 0) return widget;
  const position = { ...widget.position, x: widget.position.x + dx, y: widget.position.y + dy };
  if (!widget.children) return { ...widget, position };
  return {
    ...widget,
    position,
    children: widget.children.map((child) => translateWidget(child, dx, dy)),
  };
}

/** Moves each widget of `shifts` by its own (dx, dy), in one pass over the tree. */
export function shiftWidgets(
  widgets: readonly Widget[],
  shifts: ReadonlyMap<string, readonly [number, number]>,
): readonly Widget[] {
  return updateWidgets(widgets, new Set(shifts.keys()), (widget) => {
    const [dx, dy] = shifts.get(widget.id) ?? [0, 0];
    return translateWidget(widget, dx, dy);
  });
}

/**
 * Maps a widget from box `from` to box `to` (a group resize): each pivot keeps its relative
 * place and sizes scale with the box; radii follow.
 */
export function scaleWidget(widget: Widget, from: Box, to: Box): Widget {
  const sx = from.width === 0 ? 1 : to.width / from.width;
  const sy = from.height === 0 ? 1 : to.height / from.height;
  const pivot = pivotOf(widget.position, widget.origin);
  const movedPivot = { x: to.x + (pivot.x - from.x) * sx, y: to.y + (pivot.y - from.y) * sy };
  const width = widget.position.width * sx;
  const height = widget.position.height * sy;
  const position = {
    ...widget.position,
    x: movedPivot.x - width * widget.origin.x,
    y: movedPivot.y - height * widget.origin.y,
    width,
    height,
    r: widget.position.r * Math.min(sx, sy),
    rx: widget.position.rx * sx,
    ry: widget.position.ry * sy,
  };
  if (!widget.children) return { ...widget, position };
  return fitGroup({
    ...widget,
    position,
    children: widget.children.map((child) => scaleWidget(child, from, to)),
  });
}

/** Degrees folded into [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const folded = degrees % 360;
  return folded < 0 ? folded + 360 : folded + 0;
}

/**
 * Turns a widget by `degrees` about `centre`: its pivot orbits the centre and its own
 * rotation grows by the same angle. A group turns its children and refits its box.
 */
export function rotateWidgetAbout(widget: Widget, centre: Point, degrees: number): Widget {
  if (widget.children) {
    return fitGroup({
      ...widget,
      children: widget.children.map((child) => rotateWidgetAbout(child, centre, degrees)),
    });
  }
  const pivot = pivotOf(widget.position, widget.origin);
  const moved = rotatePoint(pivot, centre, degrees);
  return {
    ...widget,
    position: {
      ...widget.position,
      x: widget.position.x + (moved.x - pivot.x),
      y: widget.position.y + (moved.y - pivot.y),
      rotate: normaliseDegrees(widget.position.rotate + degrees),
    },
  };
}

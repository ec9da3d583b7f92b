import { DESIGNER_LIMITS } from '../constants';
import { widgetBounds } from '../document/tree';
import type { Widget } from '../document/widget';
import type { SizeRuleName } from '../widgets/definition';
import { widgetDefinition } from '../widgets/registry';
import type { PipeAddon } from '../pipes/addon';
import { distanceToPolyline } from '../pipes/geometry';
import { pipePoints } from '../pipes/snap';
import {
  boxContains,
  boxesIntersect,
  cornersOf,
  pivotOf,
  rotatePoint,
  type Box,
  type Point,
} from './box';

/** Shapes whose outline is the ellipse inscribed in their box. */
const ROUND_RULES: ReadonlySet<SizeRuleName> = new Set(['circle', 'ellipse']);

/** The point in the widget's own unrotated frame. */
function toLocal(widget: Widget, point: Point): Point {
  const { rotate } = widget.position;
  return rotate % 360 === 0
    ? point
    : rotatePoint(point, pivotOf(widget.position, widget.origin), -rotate);
}

/** True when `point` falls on the widget: inside its rotated box, or near a line's stroke. */
export function widgetContainsPoint(widget: Widget, point: Point): boolean {
  if (widget.children) return widget.children.some((child) => widgetContainsPoint(child, point));
  const local = toLocal(widget, point);
  const { x, y, width, height } = widget.position;
  const { sizeRule } = widgetDefinition(widget.widgetType);
  if (sizeRule === 'path') {
    const { lineWidth } = widget.dataAddon as PipeAddon;
    const reach = Math.max(DESIGNER_LIMITS.lineHitTolerance, lineWidth / 2);
    return distanceToPolyline(local, pipePoints(widget)) <= reach;
  }
  if (sizeRule === 'line') {
    const { flip } = widget.style;
    const descending = flip.x === flip.y;
    const a = { x, y: descending ? y : y + height };
    const b = { x: x + width, y: descending ? y + height : y };
    const reach = Math.max(DESIGNER_LIMITS.lineHitTolerance, widget.style.stroke.width / 2);
    return distanceToPolyline(local, [a, b]) <= reach;
  }
  if (ROUND_RULES.has(sizeRule)) {
    const rx = width / 2;
    const ry = height / 2;
    if (rx === 0 || ry === 0) return false;
    const nx = (local.x - (x + rx)) / rx;
    const ny = (local.y - (y + ry)) / ry;
    return nx * nx + ny * ny <= 1;
  }
  return local.x >= x && local.x <= x + width && local.y >= y && local.y <= y + height;
}

/**
 * The top-level widget under `point` (clicking a group's child picks the group), topmost
 * first; null on empty canvas.
 */
export function hitTest(widgets: readonly Widget[], point: Point): Widget | null {
  for (let i = widgets.length - 1; i >= 0; i -= 1) {
    const widget = widgets[i] as Widget;
    if (widgetContainsPoint(widget, point)) return widget;
  }
  return null;
}

/**
 * The widgets under `point` from the top-level one down to the innermost (for editing inside
 * a group); empty on empty canvas.
 */
export function hitPath(widgets: readonly Widget[], point: Point): string[] {
  const hit = hitTest(widgets, point);
  if (!hit) return [];
  return hit.children ? [hit.id, ...hitPath(hit.children, point)] : [hit.id];
}

/** Separating-axis test between a rotated widget box and an axis-aligned box. */
function rotatedBoxIntersects(widget: Widget, box: Box): boolean {
  if (!boxesIntersect(widgetBounds(widget), box)) return false;
  if (widget.position.rotate % 90 === 0) return true;
  const corners = cornersOf(widget.position, widget.origin);
  const boxCorners: Point[] = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const [c0, c1, , c3] = corners;
  const axes = [
    { x: c1.x - c0.x, y: c1.y - c0.y },
    { x: c3.x - c0.x, y: c3.y - c0.y },
  ];
  for (const axis of axes) {
    const project = (p: Point) => p.x * axis.x + p.y * axis.y;
    const a = corners.map(project);
    const b = boxCorners.map(project);
    if (Math.max(...a) < Math.min(...b) || Math.max(...b) < Math.min(...a)) return false;
  }
  return true;
}

function touches(widget: Widget, box: Box): boolean {
  return widget.children
    ? widget.children.some((child) => touches(child, box))
    : rotatedBoxIntersects(widget, box);
}

export type BoxSelectMode = 'contain' | 'intersect';

/**
 * Top-level widgets picked by a selection rectangle: those wholly inside it (`contain`) or
 * those it touches (`intersect`). Groups are picked as a whole.
 */
export function boxSelect(widgets: readonly Widget[], box: Box, mode: BoxSelectMode): string[] {
  return widgets
    .filter((widget) =>
      mode === 'contain' ? boxContains(box, widgetBounds(widget)) : touches(widget, box),
    )
    .map((widget) => widget.id);
}

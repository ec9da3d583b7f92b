import { DESIGNER_LIMITS } from '../constants';
import { collectIds, indexWidgets, walkWidgets, widgetBounds } from '../document/tree';
import type { Widget } from '../document/widget';
import { unionBoxes, type Box } from './box';

/** Snap distance: 5 with adsorb on, 1 with it off (SPEC §5). */
export function snapThreshold(adsorb: boolean): number {
  return adsorb ? DESIGNER_LIMITS.snapAdsorbOn : DESIGNER_LIMITS.snapAdsorbOff;
}

/** A guide line to draw: vertical (`x`) at `at` from `from` to `to`, or horizontal (`y`). */
export interface Guide {
  readonly axis: 'x' | 'y';
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

/** Left, centre and right (or top, middle and bottom) lines of a box. */
function linesOf(box: Box, axis: 'x' | 'y'): [number, number, number] {
  const start = axis === 'x' ? box.x : box.y;
  const size = axis === 'x' ? box.width : box.height;
  return [start, start + size / 2, start + size];
}

interface Match {
  readonly offset: number;
  readonly target: Box;
  readonly at: number;
}

/** Every pairing of a moving line with a target line closer than `reach`, nearest first. */
function matches(moving: Box, targets: readonly Box[], axis: 'x' | 'y', reach: number): Match[] {
  const own = linesOf(moving, axis);
  const found: Match[] = [];
  for (const target of targets) {
    for (const at of linesOf(target, axis)) {
      for (const line of own) {
        const offset = at - line;
        if (Math.abs(offset) <= reach) found.push({ offset, target, at });
      }
    }
  }
  return found.sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset));
}

function guidesFor(moving: Box, chosen: readonly Match[], axis: 'x' | 'y'): Guide[] {
  return chosen.map(({ target, at }) => {
    const cross = axis === 'x' ? 'y' : 'x';
    const ends = [...linesOf(moving, cross), ...linesOf(target, cross)];
    return { axis, at, from: Math.min(...ends), to: Math.max(...ends) };
  });
}

/** Bounds of the widgets that are neither moving nor holding nor held by a moving one. */
function targetBoxes(widgets: readonly Widget[], movingIds: readonly string[]): Box[] {
  const index = indexWidgets(widgets);
  const excluded = new Set<string>();
  for (const id of movingIds) {
    const entry = index.get(id);
    if (!entry) continue;
    for (const inside of collectIds([entry.widget])) excluded.add(inside);
    let parentId = entry.parentId;
    while (parentId !== null) {
      excluded.add(parentId);
      parentId = index.get(parentId)?.parentId ?? null;
    }
  }
  const boxes: Box[] = [];
  walkWidgets(widgets, (widget) => {
    if (!excluded.has(widget.id)) boxes.push(widgetBounds(widget));
  });
  return boxes;
}

function movingBox(widgets: readonly Widget[], movingIds: readonly string[]): Box | null {
  const index = indexWidgets(widgets);
  const boxes = movingIds.flatMap((id) => {
    const entry = index.get(id);
    return entry ? [widgetBounds(entry.widget)] : [];
  });
  return unionBoxes(boxes);
}

export interface SnapResult {
  readonly dx: number;
  readonly dy: number;
  readonly guides: readonly Guide[];
}

/**
 * Adjusts a drag delta so the moving selection's edges or centre lines land on another
 * widget's edges or centre lines when within the snap threshold; returns the guides to show.
 */
export function snapMove(
  widgets: readonly Widget[],
  movingIds: readonly string[],
  delta: { readonly dx: number; readonly dy: number },
  options: { readonly adsorb: boolean },
): SnapResult {
  const start = movingBox(widgets, movingIds);
  if (!start) return { ...delta, guides: [] };
  const moved = { ...start, x: start.x + delta.dx, y: start.y + delta.dy };
  const targets = targetBoxes(widgets, movingIds);
  const reach = snapThreshold(options.adsorb);
  const snapAxis = (axis: 'x' | 'y') => {
    const found = matches(moved, targets, axis, reach);
    const best = found[0];
    if (!best) return { offset: 0, guides: [] as Guide[] };
    const chosen = found.filter((match) => Math.abs(match.offset - best.offset) < 1e-9);
    const snapped =
      axis === 'x'
        ? { ...moved, x: moved.x + best.offset }
        : { ...moved, y: moved.y + best.offset };
    return { offset: best.offset, guides: guidesFor(snapped, chosen, axis) };
  };
  const x = snapAxis('x');
  const y = snapAxis('y');
  return { dx: delta.dx + x.offset, dy: delta.dy + y.offset, guides: [...x.guides, ...y.guides] };
}

/**
 * Guides for lines of the selection that line up (within the alignment tolerance of 5)
 * with other widgets' edges or centres, without moving anything.
 */
export function alignmentGuides(
  widgets: readonly Widget[],
  selectedIds: readonly string[],
): Guide[] {
  const box = movingBox(widgets, selectedIds);
  if (!box) return [];
  const targets = targetBoxes(widgets, selectedIds);
  const reach = DESIGNER_LIMITS.alignTolerance;
  return [
    ...guidesFor(box, matches(box, targets, 'x', reach), 'x'),
    ...guidesFor(box, matches(box, targets, 'y', reach), 'y'),
  ];
}

/** A value rounded to the nearest grid line. */
export function snapToGrid(value: number, gridSize: number = DESIGNER_LIMITS.gridSize): number {
  return Math.round(value / gridSize) * gridSize;
}

/** Adjusts a drag delta so the moving selection's top-left corner lands on the grid. */
export function snapMoveToGrid(
  widgets: readonly Widget[],
  movingIds: readonly string[],
  delta: { readonly dx: number; readonly dy: number },
  gridSize: number = DESIGNER_LIMITS.gridSize,
): { dx: number; dy: number } {
  const start = movingBox(widgets, movingIds);
  if (!start) return { ...delta };
  return {
    dx: snapToGrid(start.x + delta.dx, gridSize) - start.x,
    dy: snapToGrid(start.y + delta.dy, gridSize) - start.y,
  };
}

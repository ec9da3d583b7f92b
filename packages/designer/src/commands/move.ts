import { DESIGNER_LIMITS } from '../constants';
import { unionBoxes, type Box } from '../geometry/box';
import { translateWidget } from '../geometry/transform';
import { updateWidgets, widgetBounds } from '../document/tree';
import { refuse, type Command } from './result';
import { dragged, isRefusal, withWidgets } from './selection';

export type CanvasEdge = 'left' | 'top' | 'right' | 'bottom';

export interface MoveArgs {
  readonly dx: number;
  readonly dy: number;
  /**
   * `block` (default) stops the selection 5 units from the canvas edge; `flag` lets it move
   * and reports the edges it came within 5 units of.
   */
  readonly edges?: 'block' | 'flag';
}

export interface MoveReport {
  /** Edges that stopped the move (block mode). */
  readonly blockedEdges: readonly CanvasEdge[];
  /** Edges the moved selection is now closer than 5 units to. */
  readonly nearEdges: readonly CanvasEdge[];
  /** Selected widgets that stayed put because they are locked. */
  readonly skipped: readonly string[];
}

const MARGIN = DESIGNER_LIMITS.edgeMargin;

/** Edges of a `width` × `height` canvas that `box` is closer than the margin to. */
export function edgesNear(box: Box, width: number, height: number): CanvasEdge[] {
  const near: CanvasEdge[] = [];
  if (box.x < MARGIN) near.push('left');
  if (box.y < MARGIN) near.push('top');
  if (box.x + box.width > width - MARGIN) near.push('right');
  if (box.y + box.height > height - MARGIN) near.push('bottom');
  return near;
}

/** Limits a delta so `box` comes no closer than the margin; moving away is always allowed. */
function clampDelta(
  start: number,
  size: number,
  delta: number,
  canvas: number,
): { delta: number; blocked: 'low' | 'high' | null } {
  const lowest = Math.min(0, MARGIN - start);
  const highest = Math.max(0, canvas - MARGIN - (start + size));
  if (delta < lowest) return { delta: lowest, blocked: 'low' };
  if (delta > highest) return { delta: highest, blocked: 'high' };
  return { delta, blocked: null };
}

/** Moves the unlocked selected widgets (groups with their children) by (dx, dy). */
export const move: Command<MoveArgs, MoveReport> = (document, selection, args) => {
  const taken = dragged(document, selection, args.dx, args.dy);
  if (isRefusal(taken)) return taken;
  const { unlocked, locked } = taken;
  const bounds = unionBoxes(unlocked.map((entry) => widgetBounds(entry.widget))) as Box;
  const { width, height } = document.con;
  let { dx, dy } = args;
  const blockedEdges: CanvasEdge[] = [];
  if ((args.edges ?? 'block') === 'block') {
    const horizontal = clampDelta(bounds.x, bounds.width, dx, width);
    const vertical = clampDelta(bounds.y, bounds.height, dy, height);
    dx = horizontal.delta;
    dy = vertical.delta;
    if (horizontal.blocked) blockedEdges.push(horizontal.blocked === 'low' ? 'left' : 'right');
    if (vertical.blocked) blockedEdges.push(vertical.blocked === 'low' ? 'top' : 'bottom');
  }
  if (dx === 0 && dy === 0) {
    return blockedEdges.length > 0
      ? refuse('near-edge', [], blockedEdges.join(','))
      : refuse('no-change');
  }
  const ids = new Set(unlocked.map((entry) => entry.widget.id));
  const widgets = updateWidgets(document.widgets, ids, (widget) => translateWidget(widget, dx, dy));
  const moved = { ...bounds, x: bounds.x + dx, y: bounds.y + dy };
  return {
    ok: true,
    document: withWidgets(document, widgets),
    selection,
    blockedEdges,
    nearEdges: edgesNear(moved, width, height),
    skipped: locked,
  };
};

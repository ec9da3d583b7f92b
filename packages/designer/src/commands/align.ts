import { unionBoxes, type Box } from '../geometry/box';
import { shiftWidgets } from '../geometry/transform';
import { widgetBounds, type WidgetEntry } from '../document/tree';
import { refuse, type Command } from './result';
import { isRefusal, resolveSelection, splitLocked, withWidgets } from './selection';

export const ALIGN_EDGES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];

export interface AlignArgs {
  readonly edge: AlignEdge;
}

export interface AlignReport {
  readonly skipped: readonly string[];
}

/** How far a widget with box `box` moves to line up with `target` on `edge`. */
const SHIFT: Readonly<Record<AlignEdge, (box: Box, target: Box) => [number, number]>> = {
  left: (box, target) => [target.x - box.x, 0],
  centre: (box, target) => [target.x + target.width / 2 - (box.x + box.width / 2), 0],
  right: (box, target) => [target.x + target.width - (box.x + box.width), 0],
  top: (box, target) => [0, target.y - box.y],
  middle: (box, target) => [0, target.y + target.height / 2 - (box.y + box.height / 2)],
  bottom: (box, target) => [0, target.y + target.height - (box.y + box.height)],
};

/** Aligns the unlocked selected widgets (two or more) to an edge or centre line of their box. */
export const align: Command<AlignArgs, AlignReport> = (document, selection, args) => {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const { unlocked, locked } = splitLocked(document, entries);
  if (unlocked.length < 2) return refuse('needs-two-unlocked', locked);
  const boxes = new Map<WidgetEntry, Box>(
    unlocked.map((entry) => [entry, widgetBounds(entry.widget)]),
  );
  const target = unionBoxes([...boxes.values()]) as Box;
  const shifts = new Map<string, readonly [number, number]>();
  for (const [entry, box] of boxes) {
    const [dx, dy] = SHIFT[args.edge](box, target);
    if (dx !== 0 || dy !== 0) shifts.set(entry.widget.id, [dx, dy]);
  }
  if (shifts.size === 0) return refuse('no-change');
  const widgets = shiftWidgets(document.widgets, shifts);
  return { ok: true, document: withWidgets(document, widgets), selection, skipped: locked };
};

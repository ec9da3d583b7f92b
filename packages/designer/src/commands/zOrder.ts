import { replaceSiblings } from '../document/tree';
import type { Widget } from '../document/widget';
import { refuse, type Command } from './result';
import { isRefusal, resolveSelection } from './selection';

export const Z_ORDER_MOVES = ['front', 'back', 'forward', 'backward'] as const;
export type ZOrderMove = (typeof Z_ORDER_MOVES)[number];

export interface ZOrderArgs {
  readonly to: ZOrderMove;
}

/** Reorders one sibling list; chosen widgets keep their order among themselves. */
const REORDER: Readonly<
  Record<ZOrderMove, (siblings: readonly Widget[], chosen: ReadonlySet<string>) => Widget[]>
> = {
  front: (siblings, chosen) => [
    ...siblings.filter((widget) => !chosen.has(widget.id)),
    ...siblings.filter((widget) => chosen.has(widget.id)),
  ],
  back: (siblings, chosen) => [
    ...siblings.filter((widget) => chosen.has(widget.id)),
    ...siblings.filter((widget) => !chosen.has(widget.id)),
  ],
  forward: (siblings, chosen) => {
    const next = [...siblings];
    for (let i = next.length - 2; i >= 0; i -= 1) {
      const current = next[i] as Widget;
      const above = next[i + 1] as Widget;
      if (chosen.has(current.id) && !chosen.has(above.id)) {
        next[i] = above;
        next[i + 1] = current;
      }
    }
    return next;
  },
  backward: (siblings, chosen) => {
    const next = [...siblings];
    for (let i = 1; i < next.length; i += 1) {
      const current = next[i] as Widget;
      const below = next[i - 1] as Widget;
      if (chosen.has(current.id) && !chosen.has(below.id)) {
        next[i] = below;
        next[i - 1] = current;
      }
    }
    return next;
  },
};

/** Brings the selected widgets to the front or back, or one step, among their siblings. */
export const zOrder: Command<ZOrderArgs> = (document, selection, args) => {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const chosen = new Set(entries.map((entry) => entry.widget.id));
  const parents = new Set(entries.map((entry) => entry.parentId));
  let widgets = document.widgets;
  let changed = false;
  for (const parentId of parents) {
    widgets = replaceSiblings(widgets, parentId, (siblings) => {
      const next = REORDER[args.to](siblings, chosen);
      if (next.every((widget, i) => widget === siblings[i])) return siblings;
      changed = true;
      return next;
    });
  }
  if (!changed) return refuse('no-change');
  return { ok: true, document: { ...document, widgets }, selection };
};

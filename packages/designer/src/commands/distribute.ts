import { widgetBounds } from '../document/tree';
import { shiftWidgets } from '../geometry/transform';
import { refuse, type Command } from './result';
import { isRefusal, resolveSelection, splitLocked, withWidgets } from './selection';

export interface DistributeArgs {
  readonly axis: 'horizontal' | 'vertical';
}

export interface DistributeReport {
  readonly skipped: readonly string[];
}

/**
 * Spaces the unlocked selected widgets (more than two) so the gaps between neighbours are
 * equal; the first and last along the axis stay where they are.
 */
export const distribute: Command<DistributeArgs, DistributeReport> = (
  document,
  selection,
  args,
) => {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const { unlocked, locked } = splitLocked(document, entries);
  if (unlocked.length <= 2) return refuse('needs-more-than-two', locked);
  const horizontal = args.axis === 'horizontal';
  const items = unlocked
    .map((entry) => {
      const box = widgetBounds(entry.widget);
      return {
        id: entry.widget.id,
        start: horizontal ? box.x : box.y,
        size: horizontal ? box.width : box.height,
      };
    })
    .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return refuse('needs-more-than-two');
  const span = last.start + last.size - first.start;
  const occupied = items.reduce((sum, item) => sum + item.size, 0);
  const gap = (span - occupied) / (items.length - 1);
  const shifts = new Map<string, readonly [number, number]>();
  let cursor = first.start;
  for (const item of items) {
    const delta = cursor - item.start;
    // Float sums leave the last widget a hair off its place; that is no move.
    if (Math.abs(delta) > 1e-9) shifts.set(item.id, horizontal ? [delta, 0] : [0, delta]);
    cursor += item.size + gap;
  }
  if (shifts.size === 0) return refuse('no-change');
  const widgets = shiftWidgets(document.widgets, shifts);
  return { ok: true, document: withWidgets(document, widgets), selection, skipped: locked };
};

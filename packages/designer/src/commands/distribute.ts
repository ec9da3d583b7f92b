import { updateWidgets, widgetBounds } from '../document/tree';
import { translateWidget } from '../geometry/transform';
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
  const shifts = new Map<string, number>();
  let cursor = first.start;
  for (const item of items) {
    const delta = cursor - item.start;
    if (Math.abs(delta) > 1e-9) shifts.set(item.id, delta);
    cursor += item.size + gap;
  }
  if (shifts.size === 0) return refuse('no-change');
  const widgets = updateWidgets(document.widgets, new Set(shifts.keys()), (widget) => {
    const delta = shifts.get(widget.id) ?? 0;
    return horizontal ? translateWidget(widget, delta, 0) : translateWidget(widget, 0, delta);
  });
  return { ok: true, document: withWidgets(document, widgets), selection, skipped: locked };
};

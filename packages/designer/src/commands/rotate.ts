import { centreOf } from '../geometry/box';
import { normaliseDegrees, rotateWidgetAbout } from '../geometry/transform';
import { pivotOf } from '../geometry/box';
import { updateWidgets } from '../document/tree';
import type { Widget } from '../document/widget';
import { refuse, type Command } from './result';
import { isRefusal, resolveSelection, splitLocked, withWidgets } from './selection';

export interface RotateArgs {
  readonly degrees: number;
  /** `by` turns by `degrees`; `to` (default) sets the widget's rotation to `degrees`. */
  readonly mode?: 'to' | 'by';
}

export interface RotateReport {
  readonly skipped: readonly string[];
}

function turn(widget: Widget, degrees: number, mode: 'to' | 'by'): Widget {
  if (widget.children) {
    // A group is never rotated itself: turning it orbits its children about its centre.
    return rotateWidgetAbout(widget, centreOf(widget.position), degrees);
  }
  const delta = mode === 'by' ? degrees : degrees - widget.position.rotate;
  return rotateWidgetAbout(widget, pivotOf(widget.position, widget.origin), delta);
}

/** Rotates each unlocked selected widget about its own pivot (a group about its centre). */
export const rotate: Command<RotateArgs, RotateReport> = (document, selection, args) => {
  if (!Number.isFinite(args.degrees)) return refuse('invalid-value', [], 'degrees');
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const { unlocked, locked } = splitLocked(document, entries);
  if (unlocked.length === 0) return refuse('locked', locked);
  const mode = args.mode ?? 'to';
  const changing = unlocked.filter(({ widget }) =>
    widget.children
      ? normaliseDegrees(args.degrees) !== 0
      : normaliseDegrees(mode === 'by' ? widget.position.rotate + args.degrees : args.degrees) !==
        widget.position.rotate,
  );
  if (changing.length === 0) return refuse('no-change');
  const ids = new Set(changing.map((entry) => entry.widget.id));
  const widgets = updateWidgets(document.widgets, ids, (widget) =>
    turn(widget, args.degrees, mode),
  );
  return { ok: true, document: withWidgets(document, widgets), selection, skipped: locked };
};

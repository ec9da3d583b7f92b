import { DESIGNER_LIMITS } from '../constants';
import type { Box } from '../geometry/box';
import { SIZE_RULES } from '../geometry/sizeRules';
import { scaleWidget } from '../geometry/transform';
import { updateWidgets } from '../document/tree';
import type { Widget } from '../document/widget';
import { widgetDefinition } from '../widgets/registry';
import { refuse, type Command } from './result';
import { checkFinite, isLocked, isRefusal, resolveSelection, withWidgets } from './selection';

const MIN = DESIGNER_LIMITS.minShapeSize;

export interface ResizeArgs {
  /** The widget's new unrotated box, as the dragged handle made it. */
  readonly box: Box;
}

function resizeGroup(group: Widget, box: Box): Widget | null {
  if (box.width <= MIN || box.height <= MIN) return null;
  return scaleWidget(group, group.position, box);
}

/**
 * Each dimension takes its new size only while it stays above 2; a dimension that would
 * fall to 2 or less keeps its size and place. Refused when neither dimension can change.
 */
function resizeSingle(widget: Widget, box: Box): Widget | null {
  const { position } = widget;
  const widthFits = box.width > MIN;
  const heightFits = box.height > MIN;
  if (!widthFits && !heightFits) return null;
  const next = {
    ...position,
    ...(widthFits ? { x: box.x, width: box.width } : {}),
    ...(heightFits ? { y: box.y, height: box.height } : {}),
  };
  const fitted = SIZE_RULES[widgetDefinition(widget.widgetType).sizeRule].fit(next, position);
  return { ...widget, position: fitted };
}

/**
 * Resizes the one selected widget. A group is refused when its width or height would be 2 or
 * less; otherwise its children scale with it.
 */
export const resize: Command<ResizeArgs> = (document, selection, args) => {
  const invalid = checkFinite(args.box.x, args.box.y, args.box.width, args.box.height);
  if (invalid) return invalid;
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const [entry] = entries;
  if (!entry || entries.length !== 1) return refuse('needs-one');
  const { widget } = entry;
  if (isLocked(document, entry)) return refuse('locked', [widget.id]);
  const resized = widget.children ? resizeGroup(widget, args.box) : resizeSingle(widget, args.box);
  if (!resized) return refuse('too-small', [widget.id]);
  const { position } = resized;
  const before = widget.position;
  if (
    position.x === before.x &&
    position.y === before.y &&
    position.width === before.width &&
    position.height === before.height
  ) {
    return refuse('no-change');
  }
  const widgets = updateWidgets(document.widgets, new Set([widget.id]), () => resized);
  return { ok: true, document: withWidgets(document, widgets), selection };
};

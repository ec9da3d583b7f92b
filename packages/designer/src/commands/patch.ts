import type { PageDocument } from '../document/layout';
import type { Widget } from '../document/widget';
import { refuse, type CommandResult, type Refusal, type Selection } from './result';
import { isRefusal, withWidgets } from './selection';
import { indexWidgets, replaceProperties } from '../document/tree';

/**
 * Applies `change` to every selected widget (any depth: a property edit may target a widget
 * inside a group). `change` returns the same widget when it has nothing to change, or a
 * refusal (e.g. an invalid value) that cancels the whole edit.
 */
export function patchSelected(
  document: PageDocument,
  selection: Selection,
  change: (widget: Widget) => Widget | Refusal,
): CommandResult {
  if (selection.length === 0) return refuse('nothing-selected');
  const index = indexWidgets(document.widgets);
  const missing = selection.filter((id) => !index.has(id));
  if (missing.length > 0) return refuse('not-found', missing);
  const replaced = new Map<string, Widget>();
  for (const id of new Set(selection)) {
    const widget = index.get(id)?.widget as Widget;
    const next = change(widget);
    if (isRefusal(next)) return next;
    if (next !== widget) replaced.set(id, next);
  }
  if (replaced.size === 0) return refuse('no-change');
  const widgets = replaceProperties(document.widgets, replaced);
  return { ok: true, document: withWidgets(document, widgets), selection };
}

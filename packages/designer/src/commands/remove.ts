import { removeWidgets } from '../document/tree';
import type { Command } from './result';
import { isRefusal, resolveSelection, withWidgets } from './selection';

/** Deletes the selected widgets (a group with its children); groups left empty go too. */
export const remove: Command<Record<string, never>> = (document, selection) => {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const ids = new Set(entries.map((entry) => entry.widget.id));
  return {
    ok: true,
    document: withWidgets(document, removeWidgets(document.widgets, ids)),
    selection: [],
  };
};

import { DESIGNER_LIMITS } from '../constants';
import { translateWidget } from '../geometry/transform';
import type { IdGenerator } from '../ids';
import type { PageDocument } from '../document/layout';
import { countTowardLimit } from '../document/tree';
import type { Widget } from '../document/widget';
import { copiedIds, reattachCopies } from '../pipes/copies';
import { refuse, type Command, type Refusal, type Selection } from './result';
import { checkWidgetLimit, dragged, isRefusal, resolveSelection } from './selection';

/** Copied widgets and how many times they have been pasted (each paste lands 50 further). */
export interface Clipboard {
  readonly widgets: readonly Widget[];
  readonly pasteCount: number;
}

export const EMPTY_CLIPBOARD: Clipboard = { widgets: [], pasteCount: 0 };

/** A copy of a widget and its whole subtree with fresh ids, its items' ids included. */
export function cloneWithNewIds(widget: Widget, newId: IdGenerator, pageId: string): Widget {
  return {
    ...widget,
    id: newId(),
    textId: newId(),
    pageId,
    items: widget.items.map((item) => ({ ...item, id: newId() })),
    ...(widget.children
      ? { children: widget.children.map((child) => cloneWithNewIds(child, newId, pageId)) }
      : {}),
  };
}

/** Copies the selected widgets (a selected group with its children) in z-order. */
export function copy(document: PageDocument, selection: Selection): Clipboard | Refusal {
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const ordered = [...entries].sort(
    (a, b) => (a.parentId ?? '').localeCompare(b.parentId ?? '') || a.index - b.index,
  );
  return { widgets: ordered.map((entry) => entry.widget), pasteCount: 0 };
}

function addCopies(
  document: PageDocument,
  originals: readonly Widget[],
  offset: { dx: number; dy: number },
  newId: IdGenerator,
) {
  const cloned = originals.map((widget) =>
    translateWidget(cloneWithNewIds(widget, newId, document.con.id), offset.dx, offset.dy),
  );
  const copies = reattachCopies(cloned, copiedIds(originals, cloned));
  return {
    document: { ...document, widgets: [...document.widgets, ...copies] },
    selection: copies.map((widget) => widget.id),
  };
}

export interface PasteArgs {
  readonly clipboard: Clipboard;
  readonly newId: IdGenerator;
}

export interface PasteReport {
  /** The clipboard to keep: its paste count has grown by one. */
  readonly clipboard: Clipboard;
}

/**
 * Pastes the clipboard on top of the page, 50 units further right and down for each paste,
 * with new ids for every widget and group (nested groups included); selects the copies.
 */
export const paste: Command<PasteArgs, PasteReport> = (document, _selection, args) => {
  const { clipboard } = args;
  if (clipboard.widgets.length === 0) return refuse('clipboard-empty');
  const limit = checkWidgetLimit(document, countTowardLimit(clipboard.widgets));
  if (limit) return limit;
  const shift = DESIGNER_LIMITS.pasteOffset * (clipboard.pasteCount + 1);
  const added = addCopies(document, clipboard.widgets, { dx: shift, dy: shift }, args.newId);
  return {
    ok: true,
    ...added,
    clipboard: { ...clipboard, pasteCount: clipboard.pasteCount + 1 },
  };
};

export interface DuplicateArgs {
  readonly dx: number;
  readonly dy: number;
  readonly newId: IdGenerator;
}

/**
 * Ctrl-drag: copies of the selection dropped (dx, dy) away, within the 1000-widget limit. Only
 * the widgets the drag can move are copied: a locked widget stays where it is, so a copy of it
 * would stay on top of it; with every selected widget locked, nothing is copied.
 */
export const duplicate: Command<DuplicateArgs> = (document, selection, args) => {
  const taken = dragged(document, selection, args.dx, args.dy);
  if (isRefusal(taken)) return taken;
  const { unlocked } = taken;
  const copied = copy(
    document,
    unlocked.map((entry) => entry.widget.id),
  );
  if (isRefusal(copied)) return copied;
  const limit = checkWidgetLimit(document, countTowardLimit(copied.widgets));
  if (limit) return limit;
  return { ok: true, ...addCopies(document, copied.widgets, args, args.newId) };
};

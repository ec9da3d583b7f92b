import type { PageDocument } from '../document/layout';
import { countTowardLimit, indexWidgets, type WidgetEntry } from '../document/tree';
import type { Widget } from '../document/widget';
import { DESIGNER_LIMITS } from '../constants';
import { refuse, type Refusal, type Selection } from './result';

/**
 * The selected widgets, without those inside another selected group (moving a group already
 * moves its children), in z-order. Refuses an empty selection or an unknown id.
 */
export function resolveSelection(
  document: PageDocument,
  selection: Selection,
): WidgetEntry[] | Refusal {
  if (selection.length === 0) return refuse('nothing-selected');
  const index = indexWidgets(document.widgets);
  const missing = selection.filter((id) => !index.has(id));
  if (missing.length > 0) return refuse('not-found', missing);
  const chosen = new Set(selection);
  const entries: WidgetEntry[] = [];
  for (const id of chosen) {
    const entry = index.get(id) as WidgetEntry;
    let parentId = entry.parentId;
    let insideSelected = false;
    while (parentId !== null) {
      if (chosen.has(parentId)) insideSelected = true;
      parentId = index.get(parentId)?.parentId ?? null;
    }
    if (!insideSelected) entries.push(entry);
  }
  return entries;
}

export function isRefusal<T>(value: T | Refusal): value is Refusal {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

/** A widget is locked by its own posLock or by that of any group around it. */
export function isLocked(document: PageDocument, entry: WidgetEntry): boolean {
  const index = indexWidgets(document.widgets);
  let current: WidgetEntry | undefined = entry;
  while (current) {
    if (current.widget.posLock) return true;
    current = current.parentId === null ? undefined : index.get(current.parentId);
  }
  return false;
}

/** Splits entries into the ones that may move and the locked ones. */
export function splitLocked(
  document: PageDocument,
  entries: readonly WidgetEntry[],
): { unlocked: WidgetEntry[]; locked: string[] } {
  const unlocked: WidgetEntry[] = [];
  const locked: string[] = [];
  for (const entry of entries) {
    if (isLocked(document, entry)) locked.push(entry.widget.id);
    else unlocked.push(entry);
  }
  return { unlocked, locked };
}

/**
 * What a drag by (dx, dy) takes along: the selected widgets that are not locked. Refuses a step
 * that is not a number, an empty or unknown selection, and one where every widget is locked.
 */
export function dragged(
  document: PageDocument,
  selection: Selection,
  dx: number,
  dy: number,
): { unlocked: WidgetEntry[]; locked: string[] } | Refusal {
  const invalid = checkFinite(dx, dy);
  if (invalid) return invalid;
  const entries = resolveSelection(document, selection);
  if (isRefusal(entries)) return entries;
  const split = splitLocked(document, entries);
  return split.unlocked.length === 0 ? refuse('locked', split.locked) : split;
}

/** Refuses when adding `added` widgets would take the page past 1000 (SPEC §9). */
export function checkWidgetLimit(document: PageDocument, added: number): Refusal | null {
  const total = countTowardLimit(document.widgets) + added;
  return total > DESIGNER_LIMITS.widgetsPerPage
    ? refuse('widget-limit', [], `${total} > ${DESIGNER_LIMITS.widgetsPerPage}`)
    : null;
}

export function withWidgets(document: PageDocument, widgets: readonly Widget[]): PageDocument {
  return widgets === document.widgets ? document : { ...document, widgets };
}

/** Refuses numbers that are not finite (a NaN from a broken pointer event must not reach the page). */
export function checkFinite(...values: readonly number[]): Refusal | null {
  return values.every(Number.isFinite) ? null : refuse('invalid-value', [], 'not a finite number');
}

import type { PageDocument } from '../document/layout';
import type { Selection } from '../commands/result';

/** A state the user can go back to: the document and what was selected then. */
export interface HistoryEntry {
  readonly document: PageDocument;
  readonly selection: Selection;
}

/**
 * Undo and redo stacks of whole states. Documents share structure, so an entry costs only
 * what its edit changed. `depth` is 50 in the project-page designer and 10 in the equipment
 * configuration editor (SPEC §9).
 */
export interface History {
  readonly depth: number;
  /** Oldest first; the last is what undo returns to. */
  readonly past: readonly HistoryEntry[];
  /** Nearest first; cleared by any new edit. */
  readonly future: readonly HistoryEntry[];
}

export function createHistory(depth: number): History {
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError('undo depth must be at least 1');
  return { depth, past: [], future: [] };
}

/** Records the state before an edit; drops the oldest beyond the depth and clears redo. */
export function record(history: History, before: HistoryEntry): History {
  const past = [...history.past, before];
  return {
    ...history,
    past: past.length > history.depth ? past.slice(past.length - history.depth) : past,
    future: [],
  };
}

/** The state to return to and the history after undoing from `current`, or null. */
export function undoHistory(
  history: History,
  current: HistoryEntry,
): { history: History; entry: HistoryEntry } | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return {
    entry,
    history: { ...history, past: history.past.slice(0, -1), future: [current, ...history.future] },
  };
}

export function redoHistory(
  history: History,
  current: HistoryEntry,
): { history: History; entry: HistoryEntry } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return {
    entry,
    history: { ...history, past: [...history.past, current], future: history.future.slice(1) },
  };
}

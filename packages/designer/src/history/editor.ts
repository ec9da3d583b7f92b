import { DESIGNER_LIMITS } from '../constants';
import type { PageDocument } from '../document/layout';
import {
  refuse,
  type Command,
  type CommandResult,
  type Refusal,
  type Selection,
} from '../commands/result';
import { followAttachments } from '../pipes/attach';
import {
  createHistory,
  record,
  redoHistory,
  undoHistory,
  type History,
  type HistoryEntry,
} from './history';

/**
 * Everything the designer edits, as one immutable value: the document, the selection, the
 * undo history and whether there are unsaved changes. Live values never enter it.
 */
export interface EditorState {
  readonly document: PageDocument;
  readonly selection: Selection;
  readonly history: History;
  readonly unsaved: boolean;
  /** The state when the current gesture (e.g. a drag) began; null between gestures. */
  readonly gesture: GestureStart | null;
}

export interface GestureStart extends HistoryEntry {
  readonly unsaved: boolean;
}

export interface EditorOptions {
  /** 50 for the project-page designer (default), 10 for the equipment configuration editor. */
  readonly undoDepth?: number;
}

export function createEditor(document: PageDocument, options: EditorOptions = {}): EditorState {
  return {
    document,
    selection: [],
    history: createHistory(options.undoDepth ?? DESIGNER_LIMITS.undoDepthProjectDesigner),
    unsaved: false,
    gesture: null,
  };
}

export type EditorOutcome<Extra = unknown> =
  | { readonly ok: true; readonly state: EditorState; readonly result: CommandResult<Extra> }
  | Refusal;

function current(state: EditorState): HistoryEntry {
  return { document: state.document, selection: state.selection };
}

/**
 * The command's result with the pipes attached to what it moved, resized, turned or deleted
 * brought along, in the same document: undo and redo keep pipe and shape together.
 */
function withPipesFollowing<Extra>(
  before: PageDocument,
  result: Extract<CommandResult<Extra>, { ok: true }>,
): Extract<CommandResult<Extra>, { ok: true }> {
  const widgets = followAttachments(before.widgets, result.document.widgets);
  return widgets === result.document.widgets
    ? result
    : { ...result, document: { ...result.document, widgets } };
}

/**
 * Runs a command. Outside a gesture the edit is one undo entry; inside a gesture it only
 * updates the state and the whole gesture becomes one entry when it ends.
 */
export function execute<Args, Extra>(
  state: EditorState,
  command: Command<Args, Extra>,
  args: Args,
): EditorOutcome<Extra> {
  const outcome = command(state.document, state.selection, args);
  if (!outcome.ok) return outcome;
  const result = withPipesFollowing(state.document, outcome);
  const changed = result.document !== state.document;
  const history = changed && !state.gesture ? record(state.history, current(state)) : state.history;
  return {
    ok: true,
    result,
    state: {
      ...state,
      document: result.document,
      selection: result.selection,
      history,
      unsaved: state.unsaved || changed,
    },
  };
}

/** Replaces the document after an edit made outside the commands (e.g. a binding check). */
export function commitDocument(
  state: EditorState,
  document: PageDocument,
  selection: Selection = state.selection,
): EditorState {
  if (document === state.document) return { ...state, selection };
  return {
    ...state,
    document,
    selection,
    history: state.gesture ? state.history : record(state.history, current(state)),
    unsaved: true,
  };
}

/** Changes the selection; not an edit, so neither history nor the unsaved flag change. */
export function select(state: EditorState, selection: Selection): EditorState {
  return { ...state, selection };
}

/** Starts a gesture (pointer down): what follows until endGesture is one undo entry. */
export function beginGesture(state: EditorState): EditorState {
  return state.gesture
    ? state
    : { ...state, gesture: { ...current(state), unsaved: state.unsaved } };
}

/** Ends the gesture (pointer up), recording it when it changed the document. */
export function endGesture(state: EditorState): EditorState {
  if (!state.gesture) return state;
  const changed = state.gesture.document !== state.document;
  return {
    ...state,
    history: changed
      ? record(state.history, {
          document: state.gesture.document,
          selection: state.gesture.selection,
        })
      : state.history,
    gesture: null,
  };
}

/** Abandons the gesture (Escape during a drag): back to where it started. */
export function cancelGesture(state: EditorState): EditorState {
  if (!state.gesture) return state;
  return {
    ...state,
    document: state.gesture.document,
    selection: state.gesture.selection,
    gesture: null,
    unsaved: state.gesture.unsaved,
  };
}

export function undo(state: EditorState): { ok: true; state: EditorState } | Refusal {
  return travel(state, undoHistory, 'nothing-to-undo');
}

export function redo(state: EditorState): { ok: true; state: EditorState } | Refusal {
  return travel(state, redoHistory, 'nothing-to-redo');
}

/** One step back or forward in the history: the document and selection as they were then. */
function travel(
  state: EditorState,
  stepOf: typeof undoHistory,
  none: 'nothing-to-undo' | 'nothing-to-redo',
): { ok: true; state: EditorState } | Refusal {
  if (state.gesture) return refuse('gesture-in-progress');
  const step = stepOf(state.history, current(state));
  if (!step) return refuse(none);
  return {
    ok: true,
    state: {
      ...state,
      document: step.entry.document,
      selection: step.entry.selection,
      history: step.history,
      unsaved: true,
    },
  };
}

export function canUndo(state: EditorState): boolean {
  return state.history.past.length > 0 && !state.gesture;
}

export function canRedo(state: EditorState): boolean {
  return state.history.future.length > 0 && !state.gesture;
}

/**
 * Clears the unsaved flag once `savedDocument` is stored — unless the user edited on while
 * the save was in flight, in which case the newer edits are still unsaved.
 */
export function markSaved(state: EditorState, savedDocument: PageDocument): EditorState {
  return savedDocument === state.document ? { ...state, unsaved: false } : state;
}

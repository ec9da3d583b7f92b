import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { align, ALIGN_EDGES } from '../commands/align';
import { copy, duplicate, EMPTY_CLIPBOARD, paste, type Clipboard } from '../commands/clipboard';
import { distribute } from '../commands/distribute';
import { draw } from '../commands/draw';
import { group, ungroup } from '../commands/group';
import { setLocked } from '../commands/lock';
import { move } from '../commands/move';
import { setStyle } from '../commands/properties';
import { remove } from '../commands/remove';
import { resize } from '../commands/resize';
import { rotate } from '../commands/rotate';
import { isRefusal } from '../commands/selection';
import { Z_ORDER_MOVES, zOrder } from '../commands/zOrder';
import { collectIds, indexWidgets } from '../document/tree';
import type { PageDocument } from '../document/layout';
import { sequentialIds } from '../ids';
import { deepFreeze, documentOf, groupOf, rect } from '../testing/fixtures';
import { createEditor, execute, redo, select, undo, type EditorState } from './editor';

/** One user action, with the widgets it targets given as positions in the current id list. */
type Action =
  | { kind: 'select'; picks: number[] }
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'resize'; width: number; height: number }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'group' }
  | { kind: 'ungroup' }
  | { kind: 'align'; edge: number }
  | { kind: 'distribute'; horizontal: boolean }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'duplicate'; dx: number }
  | { kind: 'remove' }
  | { kind: 'zOrder'; to: number }
  | { kind: 'lock'; locked: boolean }
  | { kind: 'style'; size: number }
  | { kind: 'draw'; x: number; y: number; w: number; h: number };

const picksArbitrary = fc.array(fc.nat(), { minLength: 1, maxLength: 4 });
const coordinate = fc.integer({ min: -300, max: 300 });
const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('select' as const), picks: fc.array(fc.nat(), { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('move' as const), dx: coordinate, dy: coordinate }),
  fc.record({
    kind: fc.constant('resize' as const),
    width: fc.integer({ min: 0, max: 200 }),
    height: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({ kind: fc.constant('rotate' as const), degrees: fc.integer({ min: -720, max: 720 }) }),
  fc.constant({ kind: 'group' as const }),
  fc.constant({ kind: 'ungroup' as const }),
  fc.record({ kind: fc.constant('align' as const), edge: fc.nat() }),
  fc.record({ kind: fc.constant('distribute' as const), horizontal: fc.boolean() }),
  fc.constant({ kind: 'copy' as const }),
  fc.constant({ kind: 'paste' as const }),
  fc.record({ kind: fc.constant('duplicate' as const), dx: coordinate }),
  fc.constant({ kind: 'remove' as const }),
  fc.record({ kind: fc.constant('zOrder' as const), to: fc.nat() }),
  fc.record({ kind: fc.constant('lock' as const), locked: fc.boolean() }),
  fc.record({ kind: fc.constant('style' as const), size: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('draw' as const),
    x: fc.integer({ min: 0, max: 900 }),
    y: fc.integer({ min: 0, max: 700 }),
    w: fc.integer({ min: -50, max: 50 }),
    h: fc.integer({ min: -50, max: 50 }),
  }),
);

interface Session {
  state: EditorState;
  clipboard: Clipboard;
  newId: () => string;
  edits: number;
  /** The document after each edit, the initial one first. */
  documents: PageDocument[];
}

function pick<T>(list: readonly T[], position: number): T | undefined {
  return list.length === 0 ? undefined : list[position % list.length];
}

/** Selects the picked widgets, then runs the action like the designer would. */
function performOn(session: Session, [picks, action]: [number[], Action]): void {
  perform(session, { kind: 'select', picks });
  perform(session, action);
}

/** Runs one action like the designer would; refusals leave the session as it was. */
function perform(session: Session, action: Action): void {
  const { state, newId } = session;
  const apply = <A, E>(command: Parameters<typeof execute<A, E>>[1], args: A) => {
    const outcome = execute(state, command, args);
    if (!outcome.ok) return null;
    if (outcome.state.document !== state.document) {
      session.edits += 1;
      session.documents.push(outcome.state.document);
    }
    session.state = outcome.state;
    return outcome.result;
  };
  switch (action.kind) {
    case 'select': {
      const ids = collectIds(state.document.widgets);
      const chosen = action.picks.flatMap((p) => pick(ids, p) ?? []);
      session.state = select(state, [...new Set(chosen)]);
      return;
    }
    case 'move':
      apply(move, { dx: action.dx, dy: action.dy });
      return;
    case 'resize': {
      const first = indexWidgets(state.document.widgets).get(state.selection[0] ?? '');
      if (!first) return;
      const { x, y } = first.widget.position;
      apply(resize, { box: { x, y, width: action.width, height: action.height } });
      return;
    }
    case 'rotate':
      apply(rotate, { degrees: action.degrees, mode: 'by' });
      return;
    case 'group':
      apply(group, { newId });
      return;
    case 'ungroup':
      apply(ungroup, {});
      return;
    case 'align':
      apply(align, { edge: pick(ALIGN_EDGES, action.edge) ?? 'left' });
      return;
    case 'distribute':
      apply(distribute, { axis: action.horizontal ? 'horizontal' : 'vertical' });
      return;
    case 'copy': {
      const copied = copy(state.document, state.selection);
      if (!isRefusal(copied)) session.clipboard = copied;
      return;
    }
    case 'paste': {
      const result = apply(paste, { clipboard: session.clipboard, newId });
      if (result?.ok) session.clipboard = result.clipboard;
      return;
    }
    case 'duplicate':
      apply(duplicate, { dx: action.dx, dy: 10, newId });
      return;
    case 'remove':
      apply(remove, {});
      return;
    case 'zOrder':
      apply(zOrder, { to: pick(Z_ORDER_MOVES, action.to) ?? 'front' });
      return;
    case 'lock':
      apply(setLocked, { locked: action.locked });
      return;
    case 'style':
      apply(setStyle, { style: { font: { size: action.size } } });
      return;
    case 'draw':
      apply(draw, {
        widgetType: 'ShapeRect',
        from: { x: action.x, y: action.y },
        to: { x: action.x + action.w, y: action.y + action.h },
        newId,
      });
      return;
  }
}

const initialDocument = deepFreeze(
  documentOf([
    rect('a', 100, 100, 40, 30),
    rect('b', 200, 150, 20, 60),
    rect('c', 400, 300, 80, 10),
    groupOf('g', [rect('g1', 500, 500, 30, 30), groupOf('h', [rect('h1', 600, 520, 10, 10)])]),
  ]),
);

function newSession(undoDepth = 50): Session {
  return {
    state: createEditor(initialDocument, { undoDepth }),
    documents: [initialDocument],
    clipboard: EMPTY_CLIPBOARD,
    newId: sequentialIds('p'),
    edits: 0,
  };
}

function hasUniqueIds(session: Session): boolean {
  const ids = collectIds(session.state.document.widgets);
  return new Set(ids).size === ids.length;
}

describe('history properties', () => {
  it('undoing every edit of any command sequence restores the document exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(picksArbitrary, actionArbitrary), { minLength: 10, maxLength: 40 }),
        (actions) => {
          const session = newSession();
          for (const action of actions) performOn(session, action);
          const finalDocument = session.state.document;
          let state = session.state;
          for (let i = 0; i < session.edits; i += 1) {
            const outcome = undo(state);
            if (!outcome.ok) return false;
            state = outcome.state;
          }
          expect(state.document).toBe(initialDocument);
          expect(state.document).toEqual(initialDocument);
          expect(undo(state)).toEqual({ ok: false, reason: 'nothing-to-undo' });
          for (let i = 0; i < session.edits; i += 1) {
            const outcome = redo(state);
            if (!outcome.ok) return false;
            state = outcome.state;
          }
          expect(state.document).toBe(finalDocument);
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });

  it('with a depth of 10, each undo steps back one edit until the 10 kept ones are spent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(picksArbitrary, actionArbitrary), { minLength: 10, maxLength: 40 }),
        (actions) => {
          const session = newSession(10);
          for (const action of actions) performOn(session, action);
          let state = session.state;
          const { documents } = session;
          for (let back = 1; back <= Math.min(10, session.edits); back += 1) {
            const outcome = undo(state);
            if (!outcome.ok) return false;
            state = outcome.state;
            expect(state.document).toBe(documents[documents.length - 1 - back]);
          }
          expect(undo(state)).toEqual({ ok: false, reason: 'nothing-to-undo' });
          return true;
        },
      ),
      { numRuns: 100 },
    );
  });

  it('copy, paste, duplicate and grouping never yield duplicate ids', () => {
    const clipboardActions = fc.oneof(
      fc.record({
        kind: fc.constant('select' as const),
        picks: fc.array(fc.nat(), { maxLength: 4 }),
      }),
      fc.constant({ kind: 'copy' as const }),
      fc.constant({ kind: 'paste' as const }),
      fc.record({ kind: fc.constant('duplicate' as const), dx: coordinate }),
      fc.constant({ kind: 'group' as const }),
      fc.constant({ kind: 'ungroup' as const }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(picksArbitrary, clipboardActions), { minLength: 10, maxLength: 40 }),
        (actions) => {
          const session = newSession();
          for (const action of actions) {
            performOn(session, action);
            if (!hasUniqueIds(session)) return false;
          }
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });
});

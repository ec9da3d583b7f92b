import { describe, expect, it } from 'vitest';
import { move } from '../commands/move';
import { setStyle } from '../commands/properties';
import { sequentialIds } from '../ids';
import { draw } from '../commands/draw';
import { documentOf, rect } from '../testing/fixtures';
import {
  beginGesture,
  canRedo,
  canUndo,
  cancelGesture,
  commitDocument,
  createEditor,
  endGesture,
  execute,
  markSaved,
  redo,
  select,
  undo,
  type EditorState,
} from './editor';

const start = () => select(createEditor(documentOf([rect('a', 100, 100)])), ['a']);

function run(state: EditorState, dx: number): EditorState {
  const outcome = execute(state, move, { dx, dy: 0 });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

function undone(state: EditorState): EditorState {
  const outcome = undo(state);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

const xOf = (state: EditorState) => state.document.widgets[0]?.position.x;

describe('editor history', () => {
  it('undoes and redoes one edit', () => {
    const initial = start();
    const moved = run(initial, 10);
    expect(xOf(moved)).toBe(110);
    const back = undone(moved);
    expect(back.document).toBe(initial.document);
    const again = redo(back);
    expect(again.ok && xOf(again.state)).toBe(110);
  });

  it('records a whole drag as one entry', () => {
    let state = beginGesture(start());
    for (let i = 0; i < 20; i += 1) state = run(state, 1);
    state = endGesture(state);
    expect(state.history.past).toHaveLength(1);
    expect(xOf(undone(state))).toBe(100);
  });

  it('a gesture that changed nothing leaves no entry; a cancelled one restores the start', () => {
    const idle = endGesture(beginGesture(start()));
    expect(idle.history.past).toHaveLength(0);
    const dragged = run(beginGesture(start()), 30);
    const cancelled = cancelGesture(dragged);
    expect(xOf(cancelled)).toBe(100);
    expect(cancelled.unsaved).toBe(false);
    expect(cancelled.history.past).toHaveLength(0);
  });

  it('refuses undo and redo during a gesture', () => {
    const dragging = run(beginGesture(run(start(), 1)), 1);
    expect(undo(dragging)).toEqual({ ok: false, reason: 'gesture-in-progress' });
    expect(redo(dragging)).toEqual({ ok: false, reason: 'gesture-in-progress' });
    expect(canUndo(dragging)).toBe(false);
  });

  it('keeps 50 steps in the project designer: the 50th undo works, the 51st is refused', () => {
    let state = start();
    for (let i = 0; i < 51; i += 1) state = run(state, 1);
    expect(state.history.past).toHaveLength(50);
    for (let i = 0; i < 50; i += 1) state = undone(state);
    expect(xOf(state)).toBe(101);
    expect(undo(state)).toEqual({ ok: false, reason: 'nothing-to-undo' });
  });

  it('keeps 10 steps in the equipment configuration editor', () => {
    let state = select(createEditor(documentOf([rect('a', 100, 100)]), { undoDepth: 10 }), ['a']);
    for (let i = 0; i < 11; i += 1) state = run(state, 1);
    for (let i = 0; i < 10; i += 1) state = undone(state);
    expect(undo(state)).toEqual({ ok: false, reason: 'nothing-to-undo' });
    expect(xOf(state)).toBe(101);
  });

  it('a new edit clears redo', () => {
    const back = undone(run(run(start(), 1), 1));
    expect(canRedo(back)).toBe(true);
    const edited = run(back, 5);
    expect(canRedo(edited)).toBe(false);
    expect(redo(edited)).toEqual({ ok: false, reason: 'nothing-to-redo' });
  });

  it('restores the selection with the document', () => {
    const drawn = execute(start(), draw, {
      widgetType: 'ShapeRect',
      from: { x: 0, y: 0 },
      to: { x: 50, y: 50 },
      newId: sequentialIds('n'),
    });
    if (!drawn.ok) throw new Error(drawn.reason);
    expect(drawn.state.selection).toEqual(['n1']);
    expect(undone(drawn.state).selection).toEqual(['a']);
  });

  it('refused commands change nothing and record nothing', () => {
    const state = start();
    const outcome = execute(state, setStyle, { style: { opacity: 7 } });
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid-value' });
    expect(state.history.past).toHaveLength(0);
  });
});

describe('unsaved flag', () => {
  it('is set by a change and cleared by saving that document', () => {
    const initial = start();
    expect(initial.unsaved).toBe(false);
    const moved = run(initial, 3);
    expect(moved.unsaved).toBe(true);
    expect(markSaved(moved, moved.document).unsaved).toBe(false);
  });

  it('stays set when the user edited on while the save was in flight', () => {
    const saving = run(start(), 3);
    const editedOn = run(saving, 3);
    expect(markSaved(editedOn, saving.document).unsaved).toBe(true);
  });

  it('is not set by a selection change; undo sets it', () => {
    const state = select(start(), []);
    expect(state.unsaved).toBe(false);
    const moved = run(start(), 1);
    expect(undone(markSaved(moved, moved.document)).unsaved).toBe(true);
  });

  it('commitDocument records an outside edit', () => {
    const initial = start();
    const next = commitDocument(initial, documentOf([]));
    expect(next.unsaved).toBe(true);
    expect(undone(next).document).toBe(initial.document);
    expect(commitDocument(initial, initial.document)).toMatchObject({ unsaved: false });
  });
});

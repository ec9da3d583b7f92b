import { describe, expect, it } from 'vitest';
import type { ActionFacts, ActionHost } from './facts';
import type { KeyPress } from './keys';
import { actionForKey } from './keys';
import {
  actionsIn,
  CONTEXT_MENU_ACTIONS,
  DESIGNER_ACTIONS,
  isOffered,
  type DesignerAction,
} from './registry';

const IDLE: ActionFacts = {
  selected: 0,
  groupSelected: false,
  lockedSelected: false,
  unlockedSelected: false,
  undoable: false,
  redoable: false,
  painter: false,
  tool: 'select',
  pipeDrawing: false,
  grid: true,
  ruler: true,
  adsorb: false,
  autoSave: false,
};
const HOST: ActionHost = { onSave: () => undefined, onBack: () => undefined };

const byId = (id: string): DesignerAction => {
  const action = DESIGNER_ACTIONS.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`no action ${id}`);
  return action;
};
const enabledWith = (id: string, facts: Partial<ActionFacts>) =>
  byId(id).enabled({ ...IDLE, ...facts });

const keyAction = (press: Partial<KeyPress> & { key: string }, facts: Partial<ActionFacts> = {}) =>
  actionForKey(
    DESIGNER_ACTIONS,
    { ctrlKey: false, metaKey: false, shiftKey: false, ...press },
    (action) => isOffered(action, { ...IDLE, ...facts }, HOST),
  )?.id ?? null;

describe('the designer actions', () => {
  it('have each an id of their own', () => {
    const ids = DESIGNER_ACTIONS.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('undo and redo only when the history has a step that way', () => {
    expect(enabledWith('undo', {})).toBe(false);
    expect(enabledWith('undo', { undoable: true })).toBe(true);
    expect(enabledWith('redo', { redoable: true })).toBe(true);
  });

  it('copy, delete and arrange what is selected; group needs two, distribute three', () => {
    expect(enabledWith('copy', {})).toBe(false);
    expect(enabledWith('copy', { selected: 1 })).toBe(true);
    expect(enabledWith('remove', { selected: 1 })).toBe(true);
    expect(enabledWith('group', { selected: 1 })).toBe(false);
    expect(enabledWith('group', { selected: 2 })).toBe(true);
    expect(enabledWith('alignLeft', { selected: 2 })).toBe(true);
    expect(enabledWith('distributeH', { selected: 2 })).toBe(false);
    expect(enabledWith('distributeH', { selected: 3 })).toBe(true);
    expect(enabledWith('paste', {})).toBe(true);
  });

  it('ungroup a selected group only; lock what is unlocked and unlock what is locked', () => {
    expect(enabledWith('ungroup', { selected: 1 })).toBe(false);
    expect(enabledWith('ungroup', { selected: 1, groupSelected: true })).toBe(true);
    expect(enabledWith('lock', { selected: 1, unlockedSelected: true })).toBe(true);
    expect(enabledWith('unlock', { selected: 1, unlockedSelected: true })).toBe(false);
    expect(enabledWith('lock', { selected: 1, lockedSelected: true })).toBe(false);
    expect(enabledWith('unlock', { selected: 1, lockedSelected: true })).toBe(true);
    const mixed = { selected: 2, lockedSelected: true, unlockedSelected: true };
    expect(enabledWith('lock', mixed)).toBe(true);
    expect(enabledWith('unlock', mixed)).toBe(true);
  });

  it('offer preview only where the screen can show the page', () => {
    expect(isOffered(byId('preview'), IDLE, HOST)).toBe(false);
    expect(isOffered(byId('preview'), IDLE, { ...HOST, onPreview: () => undefined })).toBe(true);
  });

  it('answer the keys the designer has always had', () => {
    expect(keyAction({ key: 'z', ctrlKey: true }, { undoable: true })).toBe('undo');
    expect(keyAction({ key: 'Z', ctrlKey: true, shiftKey: true }, { redoable: true })).toBe('redo');
    expect(keyAction({ key: 'y', metaKey: true }, { redoable: true })).toBe('redo');
    expect(keyAction({ key: 'c', ctrlKey: true }, { selected: 1 })).toBe('copy');
    expect(keyAction({ key: 'v', ctrlKey: true })).toBe('paste');
    expect(keyAction({ key: 's', ctrlKey: true })).toBe('save');
    expect(keyAction({ key: 'Escape' })).toBe('cancel');
    expect(keyAction({ key: 'ArrowDown', shiftKey: true }, { selected: 1 })).toBe('nudgeDown');
    expect(keyAction({ key: 'c' }, { selected: 1 })).toBeNull();
  });

  it('give Backspace and Delete to the pipe being laid before the selection', () => {
    expect(keyAction({ key: 'Backspace' }, { selected: 1 })).toBe('remove');
    expect(keyAction({ key: 'Delete' }, { selected: 1, tool: 'pipe', pipeDrawing: true })).toBe(
      'pipeBack',
    );
    expect(keyAction({ key: 'Delete' })).toBeNull();
  });

  it('finish a pipe with Enter only while the pipe tool is held', () => {
    expect(keyAction({ key: 'Enter' })).toBeNull();
    expect(keyAction({ key: 'Enter' }, { tool: 'pipe' })).toBe('finishPipe');
  });

  it("put the page's settings in the View menu, ticked while on, grid and rulers on keys", () => {
    const view = actionsIn('view');
    expect(view.map((action) => action.id)).toEqual(['grid', 'ruler', 'adsorb', 'autoSave']);
    expect(view.map((action) => action.checked?.(IDLE))).toEqual([true, true, false, false]);
    expect(byId('adsorb').checked?.({ ...IDLE, adsorb: true })).toBe(true);
    expect(keyAction({ key: "'", ctrlKey: true })).toBe('grid');
    expect(keyAction({ key: 'R', shiftKey: true })).toBe('ruler');
    expect(keyAction({ key: 'r' })).toBeNull();
  });

  it('put the editing actions, not the keyboard-only ones, in the right-click menu', () => {
    const ids = CONTEXT_MENU_ACTIONS.map((action) => action.id);
    expect(ids).toEqual(expect.arrayContaining(['copy', 'paste', 'remove', 'group', 'front']));
    expect(ids).not.toContain('pipeBack');
    expect(ids).not.toContain('save');
  });
});

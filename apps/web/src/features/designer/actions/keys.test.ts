import { describe, expect, it } from 'vitest';
import { actionForKey, matchesShortcut, shortcutText, type KeyPress } from './keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

describe('matchesShortcut', () => {
  it('takes ctrl or cmd for the command key and compares letters without case', () => {
    expect(matchesShortcut(press('z', { ctrlKey: true }), { key: 'z', command: true })).toBe(true);
    expect(matchesShortcut(press('V', { metaKey: true }), { key: 'v', command: true })).toBe(true);
    expect(matchesShortcut(press('z'), { key: 'z', command: true })).toBe(false);
    expect(matchesShortcut(press('c', { ctrlKey: true }), { key: 'c' })).toBe(false);
  });

  it('holds shift to what the shortcut asks: required, refused or left to the action', () => {
    const redo = { key: 'z', command: true, shift: true };
    expect(matchesShortcut(press('Z', { ctrlKey: true, shiftKey: true }), redo)).toBe(true);
    expect(matchesShortcut(press('z', { ctrlKey: true }), redo)).toBe(false);
    expect(
      matchesShortcut(press('z', { ctrlKey: true, shiftKey: true }), { key: 'z', command: true }),
    ).toBe(false);
    const arrow = { key: 'ArrowLeft', shift: 'any' as const };
    expect(matchesShortcut(press('ArrowLeft'), arrow)).toBe(true);
    expect(matchesShortcut(press('ArrowLeft', { shiftKey: true }), arrow)).toBe(true);
  });
});

describe('actionForKey', () => {
  const actions = [
    { id: 'first', shortcuts: [{ key: 'Delete' }] },
    { id: 'second', shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }] },
  ];

  it('runs the first matching action that is enabled', () => {
    expect(actionForKey(actions, press('Delete'), () => true)?.id).toBe('first');
    expect(actionForKey(actions, press('Delete'), (a) => a.id !== 'first')?.id).toBe('second');
  });

  it('answers nothing when no matching action may run, or no action takes the key', () => {
    expect(actionForKey(actions, press('Delete'), () => false)).toBeNull();
    expect(actionForKey(actions, press('c'), () => true)).toBeNull();
  });
});

describe('shortcutText', () => {
  it('writes Ctrl on Windows and Linux, ⌘ on a Mac, and arrows as arrows', () => {
    expect(shortcutText({ key: 'z', command: true, shift: true }, false)).toBe('Ctrl+Shift+Z');
    expect(shortcutText({ key: 's', command: true }, true)).toBe('⌘+S');
    expect(shortcutText({ key: 'ArrowUp', shift: 'any' }, false)).toBe('↑');
  });
});

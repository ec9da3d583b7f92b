import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it('maps ctrl (or cmd) + C/V/Z/Y/S to copy, paste, undo, redo and save', () => {
    expect(shortcutFor(press('c', { ctrlKey: true }))).toEqual({ kind: 'copy' });
    expect(shortcutFor(press('V', { metaKey: true }))).toEqual({ kind: 'paste' });
    expect(shortcutFor(press('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(shortcutFor(press('z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(shortcutFor(press('y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
    expect(shortcutFor(press('s', { ctrlKey: true }))).toEqual({ kind: 'save' });
  });

  it('moves by 1 with an arrow and by 10 with shift', () => {
    expect(shortcutFor(press('ArrowLeft'))).toEqual({ kind: 'nudge', dx: -1, dy: 0 });
    expect(shortcutFor(press('ArrowDown', { shiftKey: true }))).toEqual({
      kind: 'nudge',
      dx: 0,
      dy: 10,
    });
  });

  it('deletes with Delete or Backspace and ignores plain letters', () => {
    expect(shortcutFor(press('Delete'))).toEqual({ kind: 'remove' });
    expect(shortcutFor(press('Backspace'))).toEqual({ kind: 'remove' });
    expect(shortcutFor(press('c'))).toBeNull();
  });
});

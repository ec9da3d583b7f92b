import { describe, expect, it } from 'vitest';
import { deepFreeze, documentOf, groupOf, rect } from '../testing/fixtures';
import { setLocked } from './lock';
import { remove } from './remove';
import { zOrder } from './zOrder';
import { REFUSAL_REASONS, REFUSAL_TEXT } from './result';

const page = deepFreeze(
  documentOf([
    rect('a', 0, 0),
    rect('b', 10, 0),
    rect('c', 20, 0),
    rect('d', 30, 0),
    groupOf('g', [rect('g1', 100, 100), rect('g2', 120, 120)]),
  ]),
);
const order = (result: ReturnType<typeof zOrder>) =>
  result.ok ? result.document.widgets.map((w) => w.id) : result.reason;

describe('remove', () => {
  it('deletes the selection, groups with their children, and clears the selection', () => {
    const result = remove(page, ['b', 'g'], {});
    expect(result.ok && result.document.widgets.map((w) => w.id)).toEqual(['a', 'c', 'd']);
    expect(result.ok && result.selection).toEqual([]);
  });

  it('deletes a group’s last children together with the group', () => {
    const result = remove(page, ['g1', 'g2'], {});
    expect(result.ok && result.document.widgets.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses an empty or unknown selection', () => {
    expect(remove(page, [], {})).toEqual({ ok: false, reason: 'nothing-selected' });
    expect(remove(page, ['zz'], {})).toEqual({ ok: false, reason: 'not-found', ids: ['zz'] });
  });
});

describe('z-order', () => {
  it('brings to front and sends to back, keeping the relative order of the moved ones', () => {
    expect(order(zOrder(page, ['b', 'a'], { to: 'front' }))).toEqual(['c', 'd', 'g', 'a', 'b']);
    expect(order(zOrder(page, ['d', 'c'], { to: 'back' }))).toEqual(['c', 'd', 'a', 'b', 'g']);
  });

  it('moves one step forward or backward', () => {
    expect(order(zOrder(page, ['b'], { to: 'forward' }))).toEqual(['a', 'c', 'b', 'd', 'g']);
    expect(order(zOrder(page, ['c'], { to: 'backward' }))).toEqual(['a', 'c', 'b', 'd', 'g']);
  });

  it('reorders inside a group', () => {
    const result = zOrder(page, ['g1'], { to: 'front' });
    expect(result.ok && result.document.widgets[4]?.children?.map((w) => w.id)).toEqual([
      'g2',
      'g1',
    ]);
  });

  it('refuses when already in place', () => {
    expect(zOrder(page, ['g'], { to: 'front' })).toEqual({ ok: false, reason: 'no-change' });
    expect(zOrder(page, ['a'], { to: 'backward' })).toEqual({ ok: false, reason: 'no-change' });
  });
});

describe('lock and unlock', () => {
  it('locks and unlocks (posLock)', () => {
    const locked = setLocked(page, ['a', 'g'], { locked: true });
    if (!locked.ok) throw new Error(locked.reason);
    expect(locked.document.widgets.filter((w) => w.posLock).map((w) => w.id)).toEqual(['a', 'g']);
    const unlocked = setLocked(locked.document, ['a'], { locked: false });
    expect(unlocked.ok && unlocked.document.widgets[0]?.posLock).toBe(false);
  });

  it('refuses a lock that changes nothing', () => {
    expect(setLocked(page, ['a'], { locked: false })).toEqual({ ok: false, reason: 'no-change' });
  });
});

describe('refusal texts', () => {
  it('has a Chinese and an English text for every reason', () => {
    for (const reason of REFUSAL_REASONS) {
      expect(REFUSAL_TEXT[reason].zh).not.toBe('');
      expect(REFUSAL_TEXT[reason].en).not.toBe('');
    }
  });
});

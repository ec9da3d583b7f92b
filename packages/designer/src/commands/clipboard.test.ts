import { describe, expect, it } from 'vitest';
import { collectIds, countWidgets } from '../document/tree';
import { sequentialIds } from '../ids';
import { deepFreeze, documentOf, gridOfRects, groupOf, rect } from '../testing/fixtures';
import { EMPTY_CLIPBOARD, copy, duplicate, paste, type Clipboard } from './clipboard';
import { isRefusal } from './selection';

const page = deepFreeze(
  documentOf(
    [rect('a', 10, 10), groupOf('g', [rect('b', 100, 100), groupOf('h', [rect('c', 200, 200)])])],
    {
      id: 'p1',
    },
  ),
);

function copied(selection: readonly string[]): Clipboard {
  const clipboard = copy(page, selection);
  if (isRefusal(clipboard)) throw new Error(clipboard.reason);
  return clipboard;
}

describe('copy and paste', () => {
  it('pastes 50 further for each successive paste', () => {
    const newId = sequentialIds('n');
    let clipboard = copied(['a']);
    let document = page;
    const xs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const result = paste(document, [], { clipboard, newId });
      if (!result.ok) throw new Error(result.reason);
      clipboard = result.clipboard;
      document = result.document;
      const added = document.widgets[document.widgets.length - 1];
      xs.push(added?.position.x ?? -1);
    }
    expect(xs).toEqual([60, 110, 160]);
    expect(clipboard.pasteCount).toBe(3);
  });

  it('gives new ids to pasted widgets and groups, nested groups included', () => {
    const result = paste(page, [], { clipboard: copied(['g']), newId: sequentialIds('n') });
    if (!result.ok) throw new Error(result.reason);
    const ids = collectIds(result.document.widgets);
    expect(new Set(ids).size).toBe(ids.length);
    expect(countWidgets(result.document.widgets)).toBe(2 * countWidgets(page.widgets) - 1);
    const pasted = result.document.widgets[2];
    expect(pasted?.children?.[1]?.children?.[0]?.position).toMatchObject({ x: 250, y: 250 });
    expect(result.selection).toEqual([pasted?.id]);
  });

  it('gives the pasted widgets’ items new ids too', () => {
    const item = {
      id: 'i1',
      itemType: 'option',
      dataId: '',
      dataName: '',
      dataType: 'signal' as const,
      dataAddon: {},
      dataArray: [],
      reserve: '',
      seq: 0,
    };
    const withItem = documentOf([rect('a', 10, 10, 10, 10, { items: [item] })]);
    const clipboard = copy(withItem, ['a']);
    if (isRefusal(clipboard)) throw new Error(clipboard.reason);
    const result = paste(withItem, [], { clipboard, newId: sequentialIds('n') });
    expect(result.ok && result.document.widgets[1]?.items[0]?.id).toBe('n3');
  });

  it('refuses an empty clipboard and a paste beyond 1000 widgets', () => {
    expect(paste(page, [], { clipboard: EMPTY_CLIPBOARD, newId: sequentialIds() })).toEqual({
      ok: false,
      reason: 'clipboard-empty',
    });
    // 999 + 1 = the 1000th widget; the group holds 2 widgets (b, c), so 999 + 2 = 1001.
    const full = documentOf(gridOfRects(999));
    expect(paste(full, [], { clipboard: copied(['a']), newId: sequentialIds('n') }).ok).toBe(true);
    expect(paste(full, [], { clipboard: copied(['g']), newId: sequentialIds('n') })).toMatchObject({
      reason: 'widget-limit',
    });
  });

  it('copy refuses an empty selection', () => {
    expect(copy(page, [])).toEqual({ ok: false, reason: 'nothing-selected' });
  });
});

describe('duplicate (ctrl-drag)', () => {
  it('drops copies where the drag ended and selects them', () => {
    const result = duplicate(page, ['a'], { dx: 30, dy: 5, newId: sequentialIds('n') });
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.widgets[2]?.position).toMatchObject({ x: 40, y: 15 });
    expect(result.selection).toEqual(['n1']);
  });

  it('enforces the limit: the 1000th widget is allowed, the 1001st refused', () => {
    const newId = sequentialIds('n');
    expect(duplicate(documentOf(gridOfRects(999)), ['r0'], { dx: 1, dy: 1, newId }).ok).toBe(true);
    expect(duplicate(documentOf(gridOfRects(1000)), ['r0'], { dx: 1, dy: 1, newId })).toMatchObject(
      {
        reason: 'widget-limit',
      },
    );
  });

  it('copies only the widgets the drag can move', () => {
    const withLocked = documentOf([
      rect('free', 0, 0),
      rect('pinned', 50, 0, 10, 10, { posLock: true }),
    ]);
    const result = duplicate(withLocked, ['free', 'pinned'], {
      dx: 0,
      dy: 0,
      newId: sequentialIds('n'),
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.widgets).toHaveLength(3);
    expect(result.selection).toEqual(['n1']);
    expect(result.document.widgets[2]?.posLock).not.toBe(true);
  });

  it('copies nothing when every selected widget is locked, or sits in a locked group', () => {
    const locked = documentOf([
      rect('pinned', 0, 0, 10, 10, { posLock: true }),
      { ...groupOf('g', [rect('inner', 100, 100)]), posLock: true },
    ]);
    const newId = sequentialIds('n');
    expect(duplicate(locked, ['pinned'], { dx: 5, dy: 5, newId })).toMatchObject({
      ok: false,
      reason: 'locked',
      ids: ['pinned'],
    });
    expect(duplicate(locked, ['inner'], { dx: 5, dy: 5, newId })).toMatchObject({
      reason: 'locked',
    });
  });
});

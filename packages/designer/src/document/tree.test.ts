import { describe, expect, it } from 'vitest';
import { groupOf, rect } from '../testing/fixtures';
import { countTowardLimit, countWidgets, indexWidgets, removeWidgets, updateWidgets } from './tree';

describe('widget tree', () => {
  const a = rect('a', 0, 0);
  const b = rect('b', 20, 0);
  const c = rect('c', 40, 0);
  const widgets = [a, groupOf('g', [b, groupOf('h', [c])])];

  it('counts a group and each descendant', () => {
    expect(countWidgets(widgets)).toBe(5);
  });

  it('counts only non-group widgets toward the page limit', () => {
    expect(countTowardLimit(widgets)).toBe(3);
  });

  it('indexes parents and sibling positions', () => {
    const index = indexWidgets(widgets);
    expect(index.get('c')).toMatchObject({ parentId: 'h', index: 0 });
    expect(index.get('g')).toMatchObject({ parentId: null, index: 1 });
  });

  it('updates a nested widget, refits its groups and shares everything else', () => {
    const next = updateWidgets(widgets, new Set(['c']), (w) => ({
      ...w,
      position: { ...w.position, x: 100 },
    }));
    expect(next[0]).toBe(a);
    expect(next[1]?.children?.[0]).toBe(widgets[1]?.children?.[0]);
    expect(next[1]?.position.width).toBe(110 - 20);
    expect(updateWidgets(widgets, new Set(['zz']), (w) => w)).toBe(widgets);
  });

  it('removes widgets and the groups they leave empty', () => {
    const next = removeWidgets(widgets, new Set(['c']));
    expect(indexWidgets(next).has('h')).toBe(false);
    expect(next[1]?.children?.map((w) => w.id)).toEqual(['b']);
  });
});

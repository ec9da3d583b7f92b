import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { deepFreeze, documentOf, gridOfRects, groupOf, rect } from '../testing/fixtures';
import { group, ungroup } from './group';

const page = deepFreeze(
  documentOf([
    rect('a', 0, 0),
    rect('b', 50, 50),
    rect('c', 100, 0),
    rect('locked', 200, 200, 10, 10, { posLock: true }),
    groupOf('g', [rect('g1', 300, 300), rect('g2', 320, 320)]),
  ]),
);
const newId = () => sequentialIds('G');

describe('group', () => {
  it('groups the selection where the topmost member was, keeping z-order inside', () => {
    const result = group(page, ['c', 'a'], { newId: newId() });
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.widgets.map((w) => w.id)).toEqual(['b', 'G1', 'locked', 'g']);
    const created = result.document.widgets[1];
    expect(created?.widgetType).toBe('WidgetGroup');
    expect(created?.children?.map((w) => w.id)).toEqual(['a', 'c']);
    expect(created?.position).toMatchObject({ x: 0, y: 0, width: 110, height: 10 });
    expect(result.selection).toEqual(['G1']);
  });

  it('needs at least 2 unlocked widgets; locked ones stay out', () => {
    expect(group(page, ['a'], { newId: newId() })).toEqual({
      ok: false,
      reason: 'needs-two-unlocked',
    });
    expect(group(page, ['a', 'locked'], { newId: newId() })).toEqual({
      ok: false,
      reason: 'needs-two-unlocked',
      ids: ['locked'],
    });
    const result = group(page, ['a', 'b', 'locked'], { newId: newId() });
    expect(result.ok && result.skipped).toEqual(['locked']);
    expect(result.ok && result.document.widgets.find((w) => w.id === 'G1')?.children?.length).toBe(
      2,
    );
  });

  it('groups widgets inside a group into a nested group', () => {
    const result = group(page, ['g1', 'g2'], { newId: newId() });
    const outer = result.ok ? result.document.widgets.find((w) => w.id === 'g') : undefined;
    expect(outer?.children?.map((w) => w.id)).toEqual(['G1']);
    expect(outer?.children?.[0]?.children?.map((w) => w.id)).toEqual(['g1', 'g2']);
  });

  it('refuses widgets of different levels', () => {
    expect(group(page, ['a', 'g1'], { newId: newId() })).toEqual({
      ok: false,
      reason: 'different-parents',
    });
  });

  it('works on a full page: a group adds nothing toward the 1000-widget limit', () => {
    expect(group(documentOf(gridOfRects(1000)), ['r0', 'r1'], { newId: newId() }).ok).toBe(true);
  });
});

describe('ungroup', () => {
  it('puts the children back in the group’s place', () => {
    const result = ungroup(page, ['g'], {});
    expect(result.ok && result.document.widgets.map((w) => w.id)).toEqual([
      'a',
      'b',
      'c',
      'locked',
      'g1',
      'g2',
    ]);
    expect(result.ok && result.selection).toEqual(['g1', 'g2']);
  });

  it('round-trips with group', () => {
    const grouped = group(page, ['a', 'b'], { newId: newId() });
    if (!grouped.ok) throw new Error(grouped.reason);
    const back = ungroup(grouped.document, grouped.selection, {});
    expect(back.ok && back.document.widgets).toEqual([
      page.widgets[0],
      page.widgets[1],
      ...page.widgets.slice(2),
    ]);
  });

  it('refuses a selection without groups', () => {
    expect(ungroup(page, ['a'], {})).toEqual({ ok: false, reason: 'not-a-group', ids: ['a'] });
  });
});

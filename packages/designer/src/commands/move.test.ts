import { describe, expect, it } from 'vitest';
import { deepFreeze, documentOf, groupOf, rect } from '../testing/fixtures';
import { move } from './move';

const page = deepFreeze(
  documentOf(
    [
      rect('a', 100, 100, 50, 50),
      rect('b', 300, 300, 20, 20),
      rect('locked', 500, 500, 10, 10, { posLock: true }),
    ],
    {
      width: 1024,
      height: 768,
    },
  ),
);

describe('move', () => {
  it('moves the selected widgets and nothing else', () => {
    const result = move(page, ['a', 'b'], { dx: 10, dy: -20 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.widgets[0]?.position).toMatchObject({ x: 110, y: 80 });
    expect(result.document.widgets[1]?.position).toMatchObject({ x: 310, y: 280 });
    expect(result.document.widgets[2]).toBe(page.widgets[2]);
    expect(result.nearEdges).toEqual([]);
  });

  it('moves a group with its children', () => {
    const document = documentOf([groupOf('g', [rect('a', 100, 100), rect('b', 200, 200)])]);
    const result = move(document, ['g'], { dx: 5, dy: 5 });
    const moved = result.ok ? result.document.widgets[0] : undefined;
    expect(moved?.position).toMatchObject({ x: 105, y: 105 });
    expect(moved?.children?.map((c) => c.position.x)).toEqual([105, 205]);
  });

  it('moves a child inside a group and refits the group', () => {
    const document = documentOf([groupOf('g', [rect('a', 100, 100), rect('b', 200, 200)])]);
    const result = move(document, ['b'], { dx: 50, dy: 0 });
    expect(result.ok && result.document.widgets[0]?.position.width).toBe(160);
  });

  it('never moves a locked widget: alone it is refused, with others it is skipped', () => {
    expect(move(page, ['locked'], { dx: 1, dy: 1 })).toEqual({
      ok: false,
      reason: 'locked',
      ids: ['locked'],
    });
    const result = move(page, ['a', 'locked'], { dx: 1, dy: 1 });
    expect(result.ok && result.skipped).toEqual(['locked']);
    expect(result.ok && result.document.widgets[2]).toBe(page.widgets[2]);
  });

  it('never moves a child of a locked group', () => {
    const document = documentOf([
      groupOf('g', [rect('a', 100, 100), rect('b', 200, 200)], { posLock: true }),
    ]);
    expect(move(document, ['a'], { dx: 5, dy: 5 })).toEqual({
      ok: false,
      reason: 'locked',
      ids: ['a'],
    });
  });

  it('stops exactly 5 from the canvas edge (block mode)', () => {
    const left = move(page, ['a'], { dx: -200, dy: 0 });
    expect(left.ok && left.document.widgets[0]?.position.x).toBe(5);
    expect(left.ok && left.blockedEdges).toEqual(['left']);
    const right = move(page, ['a'], { dx: 2000, dy: 2000 });
    expect(right.ok && right.document.widgets[0]?.position).toMatchObject({
      x: 1024 - 5 - 50,
      y: 768 - 5 - 50,
    });
    expect(right.ok && right.blockedEdges).toEqual(['right', 'bottom']);
  });

  it('allows reaching exactly 5 from the edge and refuses going closer from there', () => {
    const exact = move(page, ['a'], { dx: -95, dy: 0 });
    expect(exact.ok && exact.blockedEdges).toEqual([]);
    expect(exact.ok && exact.nearEdges).toEqual([]);
    if (!exact.ok) return;
    expect(move(exact.document, ['a'], { dx: -1, dy: 0 })).toEqual({
      ok: false,
      reason: 'near-edge',
      detail: 'left',
    });
  });

  it('flags instead of blocking in flag mode: 4 from the edge is near, 5 is not', () => {
    const four = move(page, ['a'], { dx: -96, dy: 0, edges: 'flag' });
    expect(four.ok && four.document.widgets[0]?.position.x).toBe(4);
    expect(four.ok && four.nearEdges).toEqual(['left']);
    const five = move(page, ['a'], { dx: -95, dy: 0, edges: 'flag' });
    expect(five.ok && five.nearEdges).toEqual([]);
  });

  it('lets a widget already too close to an edge move away from it', () => {
    const document = documentOf([rect('a', 1, 1, 10, 10)]);
    const result = move(document, ['a'], { dx: 3, dy: -3 });
    expect(result.ok && result.document.widgets[0]?.position).toMatchObject({ x: 4, y: 1 });
  });

  it('refuses with a reason instead of doing nothing', () => {
    expect(move(page, [], { dx: 1, dy: 1 })).toEqual({ ok: false, reason: 'nothing-selected' });
    expect(move(page, ['zz'], { dx: 1, dy: 1 })).toEqual({
      ok: false,
      reason: 'not-found',
      ids: ['zz'],
    });
    expect(move(page, ['a'], { dx: 0, dy: 0 })).toEqual({ ok: false, reason: 'no-change' });
    expect(move(page, ['a'], { dx: Number.NaN, dy: 0 })).toMatchObject({ reason: 'invalid-value' });
  });
});

import { describe, expect, it } from 'vitest';
import { deepFreeze, documentOf, rect } from '../testing/fixtures';
import { align, type AlignEdge } from './align';
import { distribute } from './distribute';

const page = deepFreeze(
  documentOf([
    rect('a', 10, 10, 20, 10),
    rect('b', 50, 40, 40, 20),
    rect('c', 30, 100, 10, 30),
    rect('locked', 0, 300, 10, 10, { posLock: true }),
  ]),
);

function xs(edge: AlignEdge) {
  const result = align(page, ['a', 'b', 'c'], { edge });
  if (!result.ok) throw new Error(result.reason);
  return result.document.widgets.slice(0, 3).map((w) => [w.position.x, w.position.y]);
}

describe('align', () => {
  it('aligns to the left, centre and right of the selection box', () => {
    expect(xs('left')).toEqual([
      [10, 10],
      [10, 40],
      [10, 100],
    ]);
    expect(xs('centre')).toEqual([
      [40, 10],
      [30, 40],
      [45, 100],
    ]);
    expect(xs('right')).toEqual([
      [70, 10],
      [50, 40],
      [80, 100],
    ]);
  });

  it('aligns to the top, middle and bottom of the selection box', () => {
    expect(xs('top')).toEqual([
      [10, 10],
      [50, 10],
      [30, 10],
    ]);
    expect(xs('middle')).toEqual([
      [10, 65],
      [50, 60],
      [30, 55],
    ]);
    expect(xs('bottom')).toEqual([
      [10, 120],
      [50, 110],
      [30, 100],
    ]);
  });

  it('never aligns a locked widget', () => {
    const result = align(page, ['a', 'b', 'locked'], { edge: 'left' });
    expect(result.ok && result.skipped).toEqual(['locked']);
    expect(result.ok && result.document.widgets[3]).toBe(page.widgets[3]);
    expect(align(page, ['a', 'locked'], { edge: 'left' })).toMatchObject({
      reason: 'needs-two-unlocked',
    });
  });

  it('refuses when already aligned', () => {
    const once = align(page, ['a', 'b'], { edge: 'left' });
    if (!once.ok) throw new Error(once.reason);
    expect(align(once.document, ['a', 'b'], { edge: 'left' })).toEqual({
      ok: false,
      reason: 'no-change',
    });
  });
});

describe('distribute', () => {
  it('spaces more than two widgets with equal gaps, keeping the outer ones', () => {
    const document = documentOf([
      rect('a', 0, 0, 10, 10),
      rect('b', 15, 0, 20, 10),
      rect('c', 90, 0, 10, 10),
    ]);
    const result = distribute(document, ['c', 'a', 'b'], { axis: 'horizontal' });
    expect(result.ok && result.document.widgets.map((w) => w.position.x)).toEqual([0, 40, 90]);
    const vertical = distribute(
      documentOf([rect('a', 0, 0, 10, 10), rect('b', 0, 12, 10, 20), rect('c', 0, 90, 10, 10)]),
      ['a', 'b', 'c'],
      { axis: 'vertical' },
    );
    expect(vertical.ok && vertical.document.widgets.map((w) => w.position.y)).toEqual([0, 40, 90]);
  });

  it('needs more than two unlocked widgets', () => {
    expect(distribute(page, ['a', 'b'], { axis: 'horizontal' })).toEqual({
      ok: false,
      reason: 'needs-more-than-two',
    });
    expect(distribute(page, ['a', 'b', 'locked'], { axis: 'horizontal' })).toMatchObject({
      reason: 'needs-more-than-two',
      ids: ['locked'],
    });
  });

  it('refuses when already evenly spaced', () => {
    const even = documentOf([rect('a', 0, 0), rect('b', 20, 0), rect('c', 40, 0)]);
    expect(distribute(even, ['a', 'b', 'c'], { axis: 'horizontal' })).toMatchObject({
      reason: 'no-change',
    });
  });
});

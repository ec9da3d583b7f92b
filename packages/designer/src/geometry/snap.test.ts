import { describe, expect, it } from 'vitest';
import { groupOf, rect } from '../testing/fixtures';
import { alignmentGuides, snapMove, snapMoveToGrid, snapThreshold, snapToGrid } from './snap';

// Target lines: x 100 / 200 / 300, y 100 / 125 / 150. Moving box: 300–320 × 400–420.
const widgets = [rect('target', 100, 100, 200, 50), rect('moving', 300, 400, 20, 20)];

describe('snapping', () => {
  it('uses 5 with adsorb on and 1 with it off', () => {
    expect(snapThreshold(true)).toBe(5);
    expect(snapThreshold(false)).toBe(1);
  });

  it('snaps a left edge to another left edge within exactly 5 (adsorb on)', () => {
    const result = snapMove(widgets, ['moving'], { dx: -195, dy: 0 }, { adsorb: true });
    expect(result.dx).toBe(-200);
    expect(result.guides.some((g) => g.axis === 'x' && g.at === 100)).toBe(true);
  });

  it('does not snap from 6 away with adsorb on, nor from 2 away with it off', () => {
    expect(snapMove(widgets, ['moving'], { dx: -194, dy: 0 }, { adsorb: true }).dx).toBe(-194);
    expect(snapMove(widgets, ['moving'], { dx: -198, dy: 0 }, { adsorb: false }).dx).toBe(-198);
    expect(snapMove(widgets, ['moving'], { dx: -199, dy: 0 }, { adsorb: false }).dx).toBe(-200);
  });

  it('snaps centre lines and right edges too, on both axes', () => {
    // x: the moving centre lands 3 past the target centre (200); y: the top lands 2 past 125.
    const centre = snapMove(widgets, ['moving'], { dx: -107, dy: -273 }, { adsorb: true });
    expect(centre.dx).toBe(-110);
    expect(centre.dy).toBe(-275);
    expect(centre.guides.map((g) => [g.axis, g.at])).toEqual([
      ['x', 200],
      ['y', 125],
    ]);
  });

  it('ignores the moving widget’s own group and children', () => {
    const nested = [groupOf('g', [rect('a', 0, 0, 10, 10), rect('b', 100, 0, 10, 10)])];
    const result = snapMove(nested, ['a'], { dx: 2, dy: 0 }, { adsorb: true });
    expect(result.dx).toBe(2);
  });

  it('reports alignment guides within a tolerance of 5 without moving', () => {
    const nearby = [rect('target', 100, 100, 200, 50), rect('sel', 105, 400, 20, 20)];
    expect(
      alignmentGuides(nearby, ['sel'])
        .filter((g) => g.axis === 'x')
        .map((g) => g.at),
    ).toEqual([100]);
    const far = [rect('target', 100, 100, 200, 50), rect('sel', 106, 400, 20, 20)];
    expect(alignmentGuides(far, ['sel']).filter((g) => g.at === 100)).toEqual([]);
  });

  it('rounds to the grid', () => {
    expect(snapToGrid(14)).toBe(10);
    expect(snapToGrid(15)).toBe(20);
    expect(snapToGrid(7, 5)).toBe(5);
    expect(snapMoveToGrid(widgets, ['moving'], { dx: 13, dy: -4 })).toEqual({ dx: 10, dy: 0 });
    expect(snapMoveToGrid(widgets, ['moving'], { dx: 16, dy: 6 })).toEqual({ dx: 20, dy: 10 });
  });
});

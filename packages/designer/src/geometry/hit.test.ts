import { describe, expect, it } from 'vitest';
import { groupOf, rect, widget } from '../testing/fixtures';
import { boxSelect, hitPath, hitTest, widgetContainsPoint } from './hit';

const below = rect('below', 0, 0, 100, 100);
const above = rect('above', 50, 50, 100, 100);
const turned = rect('turned', 300, 300, 100, 20, {
  position: { ...rect('x', 300, 300, 100, 20).position, rotate: 90 },
});
const line = widget('ShapeLine', 'line', { x: 500, y: 500, width: 100, height: 100 });
const group = groupOf('g', [rect('g1', 700, 0, 10, 10), rect('g2', 760, 60, 10, 10)]);
const widgets = [below, above, turned, line, group];

describe('hit testing', () => {
  it('picks the topmost widget under the point, or null', () => {
    expect(hitTest(widgets, { x: 75, y: 75 })?.id).toBe('above');
    expect(hitTest(widgets, { x: 10, y: 10 })?.id).toBe('below');
    expect(hitTest(widgets, { x: 1000, y: 700 })).toBeNull();
  });

  it('follows rotation', () => {
    expect(widgetContainsPoint(turned, { x: 350, y: 270 })).toBe(true);
    expect(widgetContainsPoint(turned, { x: 305, y: 310 })).toBe(false);
  });

  it('hits a line near its stroke only', () => {
    expect(widgetContainsPoint(line, { x: 550, y: 553 })).toBe(true);
    expect(widgetContainsPoint(line, { x: 550, y: 580 })).toBe(false);
    const rising = { ...line, style: { ...line.style, flip: { x: false, y: true } } };
    expect(widgetContainsPoint(rising, { x: 510, y: 590 })).toBe(true);
  });

  it('hits a circle or ellipse inside its outline only, not in the box corners', () => {
    const circle = widget('ShapeCircle', 'c', { x: 0, y: 0, width: 100, height: 100 });
    expect(widgetContainsPoint(circle, { x: 50, y: 2 })).toBe(true);
    expect(widgetContainsPoint(circle, { x: 5, y: 5 })).toBe(false);
    const ellipse = widget('ShapeEllipse', 'e', { x: 0, y: 0, width: 200, height: 50 });
    expect(widgetContainsPoint(ellipse, { x: 190, y: 25 })).toBe(true);
    expect(widgetContainsPoint(ellipse, { x: 190, y: 5 })).toBe(false);
  });

  it('picks a group through its children, not its empty space', () => {
    expect(hitTest(widgets, { x: 705, y: 5 })?.id).toBe('g');
    expect(hitTest(widgets, { x: 730, y: 30 })).toBeNull();
  });

  it('gives the path down to the innermost widget for editing inside groups', () => {
    const nested = [
      groupOf('outer', [groupOf('inner', [rect('leaf', 0, 0, 10, 10)]), rect('other', 50, 50)]),
    ];
    expect(hitPath(nested, { x: 5, y: 5 })).toEqual(['outer', 'inner', 'leaf']);
    expect(hitPath(nested, { x: 55, y: 55 })).toEqual(['outer', 'other']);
    expect(hitPath(nested, { x: 30, y: 30 })).toEqual([]);
  });
});

describe('box select', () => {
  it('contain mode picks widgets wholly inside', () => {
    expect(boxSelect(widgets, { x: -1, y: -1, width: 160, height: 160 }, 'contain')).toEqual([
      'below',
      'above',
    ]);
    expect(boxSelect(widgets, { x: -1, y: -1, width: 120, height: 120 }, 'contain')).toEqual([
      'below',
    ]);
  });

  it('intersect mode picks widgets the box touches, by their rotated shape', () => {
    expect(boxSelect(widgets, { x: 120, y: 120, width: 5, height: 5 }, 'intersect')).toEqual([
      'above',
    ]);
    expect(boxSelect(widgets, { x: 300, y: 300, width: 10, height: 10 }, 'intersect')).toEqual([]);
    expect(boxSelect(widgets, { x: 345, y: 300, width: 10, height: 10 }, 'intersect')).toEqual([
      'turned',
    ]);
  });

  it('selects a group as a whole', () => {
    expect(boxSelect(widgets, { x: 755, y: 55, width: 10, height: 10 }, 'intersect')).toEqual([
      'g',
    ]);
    expect(boxSelect(widgets, { x: 690, y: -5, width: 100, height: 100 }, 'contain')).toEqual([
      'g',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { deepFreeze, documentOf, gridOfRects } from '../testing/fixtures';
import type { WidgetType } from '../widgets/registry';
import { draw, place } from './draw';

const empty = deepFreeze(documentOf([], { id: 'p1' }));

function drawn(widgetType: WidgetType, dx: number, dy: number) {
  return draw(empty, [], {
    widgetType,
    from: { x: 100, y: 100 },
    to: { x: 100 + dx, y: 100 + dy },
    newId: sequentialIds(),
  });
}

describe('draw: what is too small to keep (SPEC §5)', () => {
  it('keeps a rect-like shape when width or height is at least 2', () => {
    expect(drawn('ShapeRect', 2, 0).ok).toBe(true);
    expect(drawn('ShapeRect', 0, 2).ok).toBe(true);
    expect(drawn('ShapeArrow', -2, 1).ok).toBe(true);
    expect(drawn('UsualDataText', 1.9, 1.9)).toEqual({ ok: false, reason: 'too-small' });
  });

  it('discards any widget under 2 in both dimensions', () => {
    expect(drawn('ComplexLine', 1, 1)).toEqual({ ok: false, reason: 'too-small' });
    expect(drawn('ShapeOctagon', 0, 0).ok).toBe(false);
  });

  it('keeps a triangle only when both sides are at least 2', () => {
    expect(drawn('ShapeTriangle', 2, 2).ok).toBe(true);
    expect(drawn('ShapeTriangle', 50, 1.9).ok).toBe(false);
  });

  it('keeps a circle when its radius is at least 2', () => {
    const kept = drawn('ShapeCircle', 2, 0);
    expect(kept.ok && kept.document.widgets[0]?.position).toMatchObject({
      x: 98,
      y: 98,
      width: 4,
      height: 4,
      r: 2,
    });
    expect(drawn('ShapeCircle', 1.4, 1.4).ok).toBe(false);
  });

  it('keeps an ellipse only when both radii are at least 2', () => {
    const kept = drawn('ShapeEllipse', 2, 3);
    expect(kept.ok && kept.document.widgets[0]?.position).toMatchObject({
      rx: 2,
      ry: 3,
      width: 4,
      height: 6,
    });
    expect(drawn('ShapeEllipse', 30, 1.9).ok).toBe(false);
  });

  it('keeps a line that moved at least 2 on one axis, remembering its direction', () => {
    const kept = drawn('ShapeLine', -2, 0);
    expect(kept.ok && kept.document.widgets[0]?.style.flip).toEqual({ x: true, y: false });
    expect(drawn('ShapeLine', 0, 2).ok).toBe(true);
    expect(drawn('ShapeLine', 1.9, -1.9).ok).toBe(false);
  });
});

describe('draw', () => {
  it('adds the widget on top, on this page, and selects it', () => {
    const result = drawn('ShapeRect', 30, 20);
    if (!result.ok) throw new Error(result.reason);
    const [added] = result.document.widgets;
    expect(added?.position).toMatchObject({ x: 100, y: 100, width: 30, height: 20 });
    expect(added?.pageId).toBe('p1');
    expect(result.selection).toEqual([added?.id]);
  });

  it('refuses points that are not finite', () => {
    expect(drawn('ShapeRect', Number.NaN, 30)).toMatchObject({ reason: 'invalid-value' });
  });

  it('refuses drawing a group', () => {
    expect(drawn('WidgetGroup', 30, 30)).toMatchObject({ ok: false, reason: 'invalid-value' });
  });

  it('refuses the 1001st widget and allows the 1000th', () => {
    const args = {
      widgetType: 'ShapeRect' as const,
      from: { x: 0, y: 0 },
      to: { x: 9, y: 9 },
      newId: sequentialIds('n'),
    };
    expect(draw(documentOf(gridOfRects(999)), [], args).ok).toBe(true);
    expect(draw(documentOf(gridOfRects(1000)), [], args)).toMatchObject({
      ok: false,
      reason: 'widget-limit',
    });
  });
});

describe('place', () => {
  it('adds a widget of its default size at the point', () => {
    const result = place(empty, [], {
      widgetType: 'UsualButton',
      at: { x: 5, y: 6 },
      newId: sequentialIds(),
    });
    expect(result.ok && result.document.widgets[0]?.position).toMatchObject({
      x: 5,
      y: 6,
      width: 100,
      height: 36,
    });
    expect(
      place(documentOf(gridOfRects(1000)), [], {
        widgetType: 'ShapeRect',
        at: { x: 0, y: 0 },
        newId: sequentialIds(),
      }),
    ).toMatchObject({ reason: 'widget-limit' });
  });
});

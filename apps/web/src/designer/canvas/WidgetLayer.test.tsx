import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { PAINT_SLICE_SIZE } from './paintSlices';
import { WidgetLayer } from './WidgetLayer';

function rectangles(count: number): Widget[] {
  const newId = sequentialIds('r');
  return Array.from({ length: count }, (_, i) =>
    createWidget('ShapeRect', {
      newId,
      position: { x: 10 + (i % 40) * 20, y: 10 + Math.floor(i / 40) * 20, width: 16, height: 16 },
    }),
  );
}

function show(widgets: Widget[]) {
  const view = render(
    <svg>
      <WidgetLayer
        widgets={widgets}
        mode="design"
        values={new Map()}
        actions={null}
        locale="en"
        size={{ width: 820, height: 600 }}
      />
    </svg>,
  );
  const slices = [...view.container.querySelectorAll('foreignObject[data-paint-slice]')];
  const drawn = [...view.container.querySelectorAll('[data-widget-id]')].map((node) =>
    node.getAttribute('data-widget-id'),
  );
  return { slices, drawn };
}

describe('WidgetLayer paint slices', () => {
  it('draws a page that fits in one slice straight into the canvas', () => {
    const { slices, drawn } = show(rectangles(PAINT_SLICE_SIZE));
    expect(slices).toHaveLength(0);
    expect(drawn).toHaveLength(PAINT_SLICE_SIZE);
  });

  it('draws a longer page in page-sized slices of its own, keeping the drawing order', () => {
    const widgets = rectangles(PAINT_SLICE_SIZE * 2 + 1);
    const { slices, drawn } = show(widgets);
    expect(slices).toHaveLength(3);
    expect(slices.map((slice) => slice.querySelectorAll('[data-widget-id]').length)).toEqual([
      PAINT_SLICE_SIZE,
      PAINT_SLICE_SIZE,
      1,
    ]);
    expect(slices[0]?.getAttribute('width')).toBe('820');
    expect(slices[0]?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 820 600');
    expect(drawn).toEqual(widgets.map((widget) => widget.id));
  });
});

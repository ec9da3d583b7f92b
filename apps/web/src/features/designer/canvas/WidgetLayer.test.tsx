import { describe, expect, it } from 'vitest';
import type { Widget } from '@lf/designer';
import { gridPage, renderDesignLayer } from '../../../test/widgetLayerPage';
import { PAINT_SLICE_SIZE } from './paintSlices';

function show(widgets: Widget[]) {
  const view = renderDesignLayer(widgets);
  const slices = [...view.container.querySelectorAll('foreignObject[data-paint-slice]')];
  const drawn = [...view.container.querySelectorAll('[data-widget-id]')].map((node) =>
    node.getAttribute('data-widget-id'),
  );
  return { slices, drawn };
}

describe('WidgetLayer paint slices', () => {
  it('draws a page that fits in one slice straight into the canvas', () => {
    const { slices, drawn } = show(gridPage(PAINT_SLICE_SIZE));
    expect(slices).toHaveLength(0);
    expect(drawn).toHaveLength(PAINT_SLICE_SIZE);
  });

  it('draws a longer page in page-sized slices of its own, keeping the drawing order', () => {
    const widgets = gridPage(PAINT_SLICE_SIZE * 2 + 1);
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

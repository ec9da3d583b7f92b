import { describe, expect, it } from 'vitest';
import type { Widget } from '@lf/designer';
import { PAINT_SLICE_SIZE } from '../designer/canvas/paintSlices';
import { gridPage, renderDesignLayer } from '../../test/widgetLayerPage';
import { canvasThumbnail } from './thumbnail';

async function thumbnailOf(widgets: Widget[]) {
  const view = renderDesignLayer(widgets);
  const svg = view.container.querySelector('svg');
  if (!svg) throw new Error('no canvas');
  // Read leniently: jsdom's serialiser writes the namespace twice, which Chromium's does not.
  const image = new DOMParser().parseFromString(await canvasThumbnail(svg).text(), 'text/html');
  return {
    drawn: [...image.querySelectorAll('[data-widget-id]')].map((node) =>
      node.getAttribute('data-widget-id'),
    ),
    htmlParts: image.querySelectorAll('foreignObject').length,
  };
}

describe('the project thumbnail', () => {
  it("keeps every widget of a long page's paint slices, in order, without HTML parts", async () => {
    // A dropdown is an HTML part: left out of the picture.
    const widgets = gridPage(PAINT_SLICE_SIZE * 2 + 1, (i) =>
      i === 0 ? 'UsualDropdown' : 'ShapeRect',
    );
    const { drawn, htmlParts } = await thumbnailOf(widgets);
    expect(drawn).toEqual(widgets.map((widget) => widget.id));
    expect(htmlParts).toBe(0);
  });
});

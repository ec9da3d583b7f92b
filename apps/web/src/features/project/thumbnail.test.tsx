import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { WidgetLayer } from '../../designer/canvas/WidgetLayer';
import { PAINT_SLICE_SIZE } from '../../designer/canvas/paintSlices';
import { canvasThumbnail } from './thumbnail';

function page(count: number): Widget[] {
  const newId = sequentialIds('w');
  return Array.from({ length: count }, (_, i) =>
    createWidget(i === 0 ? 'UsualDropdown' : 'ShapeRect', {
      newId,
      position: { x: 10 + (i % 40) * 20, y: 10 + Math.floor(i / 40) * 20, width: 16, height: 16 },
    }),
  );
}

async function thumbnailOf(widgets: Widget[]) {
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
    const widgets = page(PAINT_SLICE_SIZE * 2 + 1);
    const { drawn, htmlParts } = await thumbnailOf(widgets);
    expect(drawn).toEqual(widgets.map((widget) => widget.id));
    expect(htmlParts).toBe(0);
  });
});

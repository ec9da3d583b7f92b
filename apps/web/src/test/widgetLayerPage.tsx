import { render } from '@testing-library/react';
import { createWidget, sequentialIds, type Widget, type WidgetType } from '@lf/designer';
import { WidgetLayer } from '../features/designer/canvas/WidgetLayer';

/** The page size the layer is drawn at. */
export const LAYER_PAGE = { width: 820, height: 600 };

/** `count` small widgets on a 40-column grid; `typeOf` picks each one's type. */
export function gridPage(
  count: number,
  typeOf: (index: number) => WidgetType = () => 'ShapeRect',
): Widget[] {
  const newId = sequentialIds('w');
  return Array.from({ length: count }, (_, i) =>
    createWidget(typeOf(i), {
      newId,
      position: { x: 10 + (i % 40) * 20, y: 10 + Math.floor(i / 40) * 20, width: 16, height: 16 },
    }),
  );
}

/** The widgets drawn by the designer's layer inside a canvas SVG. */
export function renderDesignLayer(widgets: readonly Widget[]) {
  return render(
    <svg>
      <WidgetLayer
        widgets={widgets}
        mode="design"
        values={new Map()}
        actions={null}
        locale="en"
        size={LAYER_PAGE}
      />
    </svg>,
  );
}

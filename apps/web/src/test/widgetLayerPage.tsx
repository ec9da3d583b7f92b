import { render } from '@testing-library/react';
import { vi } from 'vitest';
import {
  createWidget,
  sequentialIds,
  type RegionViewer,
  type Widget,
  type WidgetType,
} from '@lf/designer';
import { WidgetLayer } from '../features/designer/canvas/WidgetLayer';
import type { RenderMode, ViewerActions } from '../features/designer/widgets/types';
import { ViewerRegionContext } from '../features/designer/widgets/viewerRegion';

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

let serial = 0;
/** A widget a test finds by the id it chose, 80 × 30 at (10, 10); `extra` sets the rest. */
export function namedWidget(type: WidgetType, id: string, extra: Partial<Widget> = {}): Widget {
  const widget = createWidget(type, {
    newId: () => `${id}-${(serial += 1)}`,
    position: { x: 10, y: 10, width: 80, height: 30 },
  });
  return { ...widget, id, ...extra };
}

function layer(widgets: readonly Widget[], mode: RenderMode, actions: ViewerActions | null) {
  return (
    <svg>
      <WidgetLayer
        widgets={widgets}
        mode={mode}
        values={new Map()}
        actions={actions}
        locale="en"
        size={LAYER_PAGE}
      />
    </svg>
  );
}

/** The widgets drawn by the designer's layer inside a canvas SVG. */
export function renderDesignLayer(widgets: readonly Widget[]) {
  return render(layer(widgets, 'design', null));
}

/**
 * The widgets drawn for a viewer (`viewer`: whose region; `writeRefusal`: why they may not
 * write), with spies for what they ask of the page; `node` finds a widget by its id.
 */
export function renderViewLayer(
  widgets: readonly Widget[],
  {
    mode = 'view',
    viewer = null,
    writeRefusal,
  }: { mode?: RenderMode; viewer?: RegionViewer | null; writeRefusal?: string } = {},
) {
  const actions: ViewerActions = {
    click: vi.fn(),
    write: vi.fn(),
    history: vi.fn(() => Promise.resolve([])),
    ...(writeRefusal ? { writeRefusal } : {}),
  };
  const view = render(
    <ViewerRegionContext.Provider value={viewer}>
      {layer(widgets, mode, actions)}
    </ViewerRegionContext.Provider>,
  );
  const node = (id: string) => view.container.querySelector(`[data-widget-id="${id}"]`);
  return { actions, node, view };
}

import { memo, useMemo } from 'react';
import type { LiveValues, Widget } from '@lf/designer';
import { WidgetNodes } from '../widgets/WidgetNode';
import type { RenderMode, ViewerActions } from '../widgets/types';
import { paintSlices } from './paintSlices';

export interface WidgetLayerProps {
  readonly widgets: readonly Widget[];
  readonly mode: RenderMode;
  readonly values: LiveValues;
  readonly actions: ViewerActions | null;
  readonly locale: 'zh-CN' | 'en';
  /** The page's size in its own units: each paint slice covers the whole page. */
  readonly size: { readonly width: number; readonly height: number };
}

/**
 * The page's widgets bottom to top; shared by the designer and the viewer. A page longer than
 * one paint slice draws each slice in an SVG of its own inside a `foreignObject`, which Chromium
 * paints as a layer of its own (paintSlices.ts says why). A slice lets pointers through where it
 * draws nothing, so a widget under another slice is still pressed and clicked.
 */
export const WidgetLayer = memo(function WidgetLayer({
  widgets,
  mode,
  values,
  actions,
  locale,
  size,
}: WidgetLayerProps) {
  const slices = useMemo(() => paintSlices(widgets), [widgets]);
  const nodes = (slice: readonly Widget[]) => (
    <WidgetNodes widgets={slice} mode={mode} values={values} actions={actions} locale={locale} />
  );
  if (slices.length === 1) return <g>{nodes(widgets)}</g>;
  const { width, height } = size;
  return (
    <g>
      {slices.map((slice, index) => (
        <foreignObject
          key={index}
          x={0}
          y={0}
          width={width}
          height={height}
          data-paint-slice={index}
          style={{ pointerEvents: 'none' }}
        >
          <svg
            xmlns="http://www.w3.org/2000/svg"
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            overflow="visible"
            style={{ display: 'block', pointerEvents: 'none' }}
          >
            <g style={{ pointerEvents: 'auto' }}>{nodes(slice)}</g>
          </svg>
        </foreignObject>
      ))}
    </g>
  );
});

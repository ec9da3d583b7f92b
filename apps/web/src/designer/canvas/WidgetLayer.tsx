import { memo } from 'react';
import type { LiveValues, Widget } from '@lf/designer';
import { WidgetNode } from '../../widgets/WidgetNode';
import type { RenderMode, ViewerActions } from '../../widgets/types';

export interface WidgetLayerProps {
  readonly widgets: readonly Widget[];
  readonly mode: RenderMode;
  readonly values: LiveValues;
  readonly actions: ViewerActions | null;
  readonly locale: 'zh-CN' | 'en';
}

/** The page's widgets bottom to top; shared by the designer and the viewer. */
export const WidgetLayer = memo(function WidgetLayer({
  widgets,
  mode,
  values,
  actions,
  locale,
}: WidgetLayerProps) {
  return (
    <g>
      {widgets.map((widget) => (
        <WidgetNode
          key={widget.id}
          widget={widget}
          mode={mode}
          values={values}
          actions={actions}
          locale={locale}
        />
      ))}
    </g>
  );
});

import { addonOf } from '@lf/designer';
import { BoxText } from '../svgParts';
import type { WidgetModule } from '../types';

export const usualTextModule: WidgetModule = {
  type: 'UsualText',
  Render: ({ widget, appearance }) => {
    const addon = addonOf(widget, 'UsualText');
    const { x, y, width, height } = widget.position;
    return (
      <g>
        <rect x={x} y={y} width={width} height={height} fill={appearance.fillColor} />
        <BoxText widget={widget} text={addon?.text ?? ''} color={appearance.fontColor} />
      </g>
    );
  },
};

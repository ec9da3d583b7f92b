import { addonOf, formatDataText } from '@lf/designer';
import { BoxText } from '../svgParts';
import type { WidgetModule } from '../types';

/** A bound value with its decimals and unit; the designer shows the signal it is bound to. */
export const usualDataTextModule: WidgetModule = {
  type: 'UsualDataText',
  Render: ({ widget, appearance, value, mode }) => {
    const addon = addonOf(widget, 'UsualDataText');
    if (!addon) return null;
    const { x, y, width, height } = widget.position;
    const bound = widget.data.title || widget.data.signalId;
    const text =
      mode === 'design'
        ? bound
          ? `{${bound}}${addon.unit}`
          : addon.placeholder
        : formatDataText(addon, value);
    return (
      <g data-signal={widget.data.signalId || undefined}>
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          fill={appearance.fillColor}
          stroke={widget.style.stroke.width > 0 ? appearance.borderColor : 'none'}
          strokeWidth={widget.style.stroke.width}
          rx={widget.style.radius}
        />
        <BoxText widget={widget} text={text} color={appearance.fontColor} />
      </g>
    );
  },
};

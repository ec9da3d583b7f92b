import { addonOf, formatDataText } from '@lf/designer';
import { FramedText } from '../svgParts';
import type { WidgetModule } from '../types';

/** A bound value with its decimals and unit; the designer shows the signal it is bound to. */
export const usualDataTextModule: WidgetModule = {
  type: 'UsualDataText',
  Render: ({ widget, appearance, value, mode }) => {
    const addon = addonOf(widget, 'UsualDataText');
    if (!addon) return null;
    const bound = widget.data.title || widget.data.signalId;
    const text =
      mode === 'design'
        ? bound
          ? `{${bound}}${addon.unit}`
          : addon.placeholder
        : formatDataText(addon, value);
    return (
      <g data-signal={widget.data.signalId || undefined}>
        <FramedText widget={widget} appearance={appearance} text={text} />
      </g>
    );
  },
};

import { addonOf } from '@lf/designer';
import { HtmlBox } from '../svgParts';
import type { WidgetModule } from '../types';

/** Scrolling text; the speed (px/s) sets how long one pass across the box takes. */
export const usualScrollbarModule: WidgetModule = {
  type: 'UsualScrollbar',
  Render: ({ widget, appearance, mode }) => {
    const addon = addonOf(widget, 'UsualScrollbar');
    if (!addon) return null;
    const seconds = Math.max(1, (widget.position.width * 2) / addon.speed);
    return (
      <HtmlBox
        widget={widget}
        style={{
          background: appearance.fillColor,
          color: appearance.fontColor,
          display: 'flex',
          alignItems: 'center',
          whiteSpace: 'nowrap',
        }}
      >
        <span
          className={mode === 'view' ? `lf-marquee lf-marquee-${addon.direction}` : undefined}
          style={{ animationDuration: `${seconds}s`, paddingLeft: 4 }}
        >
          {addon.text}
        </span>
      </HtmlBox>
    );
  },
};

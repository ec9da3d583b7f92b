import { addonOf } from '@lf/designer';
import { HtmlBox } from '../svgParts';
import type { WidgetModule } from '../types';

/** A choice list; choosing an option writes its value to the bound signal in the viewer. */
export const usualDropdownModule: WidgetModule = {
  type: 'UsualDropdown',
  writes: true,
  Render: ({ widget, value, mode, actions, appearance }) => {
    const addon = addonOf(widget, 'UsualDropdown');
    if (!addon) return null;
    const current = value?.value === undefined || value.value === null ? '' : String(value.value);
    const known = addon.options.some((option) => option.value === current);
    return (
      <HtmlBox widget={widget}>
        <select
          aria-label={widget.widgetName}
          disabled={mode !== 'view' || actions?.locked === true}
          value={known ? current : ''}
          onChange={(event) => actions?.write(widget, event.target.value)}
          style={{
            width: '100%',
            height: '100%',
            background: appearance.fillColor,
            color: appearance.fontColor,
            border: `${widget.style.stroke.width}px solid ${appearance.borderColor}`,
            borderRadius: widget.style.radius,
            font: 'inherit',
            pointerEvents: mode === 'view' ? 'auto' : 'none',
          }}
        >
          <option value="" disabled>
            {addon.placeholder}
          </option>
          {addon.options.map((option) => (
            <option key={`${option.value}-${option.label}`} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </HtmlBox>
    );
  },
};

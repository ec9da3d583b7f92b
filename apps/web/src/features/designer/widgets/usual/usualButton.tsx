import { addonOf, ClickEventSchema, type ClickEvent, type Widget } from '@lf/designer';
import { FramedText } from '../svgParts';
import type { WidgetModule } from '../types';

/** A button runs the click event its add-on describes (SPEC §3 "Button addon fields"). */
function buttonClickEvent(widget: Widget): ClickEvent | null {
  const addon = addonOf(widget, 'UsualButton');
  if (!addon) return null;
  return ClickEventSchema.parse({
    ...widget.clickEvent,
    enable: true,
    action: addon.action,
    pageId: addon.functionPage,
    target: addon.target,
    link: addon.link,
    writeType: addon.writeType,
    pressType: addon.pressType,
    writeValue: addon.writeValue,
    hint: addon.hint,
  });
}

export const usualButtonModule: WidgetModule = {
  type: 'UsualButton',
  clickEventOf: buttonClickEvent,
  Render: ({ widget, appearance, mode }) => {
    const addon = addonOf(widget, 'UsualButton');
    return (
      <g role={mode === 'view' ? 'button' : undefined} aria-label={addon?.text}>
        <FramedText widget={widget} appearance={appearance} text={addon?.text ?? ''} />
      </g>
    );
  },
};

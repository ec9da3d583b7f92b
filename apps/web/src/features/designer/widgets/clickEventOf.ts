import type { ClickEvent, Widget } from '@lf/designer';
import { widgetModule } from './registry';

/** What a click on the widget does in the viewer: its type's own event, else its enabled one. */
export function clickEventOf(widget: Widget): ClickEvent | null {
  const own = widgetModule(widget.widgetType).clickEventOf;
  if (own) return own(widget);
  return widget.clickEvent.enable ? widget.clickEvent : null;
}

import type { WidgetModule } from './types';

/** A group draws nothing itself: its children are drawn by the widget tree. */
export const widgetGroupModule: WidgetModule = {
  type: 'WidgetGroup',
  Render: () => null,
};

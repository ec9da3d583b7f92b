import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const widgetGroup = defineWidget({
  type: 'WidgetGroup',
  category: 'group',
  label: { zh: '组合', en: 'Group' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 100, height: 100 },
  sizeRule: 'either',
  isGroup: true,
});

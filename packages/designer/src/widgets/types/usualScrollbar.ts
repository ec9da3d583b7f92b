import { ScrollbarAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualScrollbar = defineWidget({
  type: 'UsualScrollbar',
  category: 'usual',
  label: { zh: '滚动条', en: 'Scrolling text' },
  addon: ScrollbarAddonSchema,
  defaultSize: { width: 240, height: 30 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
});

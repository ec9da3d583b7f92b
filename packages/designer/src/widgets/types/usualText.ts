import { TextAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualText = defineWidget({
  type: 'UsualText',
  category: 'usual',
  label: { zh: '文本', en: 'Text' },
  addon: TextAddonSchema,
  defaultSize: { width: 100, height: 30 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
});

import { ButtonAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualButton = defineWidget({
  type: 'UsualButton',
  category: 'usual',
  label: { zh: '按钮', en: 'Button' },
  addon: ButtonAddonSchema,
  defaultSize: { width: 100, height: 36 },
  style: { fill: '#409EFF', color: '#FFFFFF', stroke: { width: 0 }, radius: 4 },
  sizeRule: 'either',
});

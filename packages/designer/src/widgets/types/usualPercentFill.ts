import { PercentFillAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualPercentFill = defineWidget({
  type: 'UsualPercentFill',
  category: 'usual',
  label: { zh: '百分比填充', en: 'Percent fill' },
  addon: PercentFillAddonSchema,
  defaultSize: { width: 80, height: 160 },
  sizeRule: 'either',
});

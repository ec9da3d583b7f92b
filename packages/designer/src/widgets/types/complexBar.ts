import { BarAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const complexBar = defineWidget({
  type: 'ComplexBar',
  category: 'complex',
  label: { zh: '柱状图', en: 'Bar chart' },
  addon: BarAddonSchema,
  defaultSize: { width: 400, height: 260 },
  sizeRule: 'either',
});

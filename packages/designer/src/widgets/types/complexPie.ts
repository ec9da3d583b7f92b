import { PieAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const complexPie = defineWidget({
  type: 'ComplexPie',
  category: 'complex',
  label: { zh: '饼图', en: 'Pie chart' },
  addon: PieAddonSchema,
  defaultSize: { width: 300, height: 260 },
  sizeRule: 'either',
});

import { LineAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const complexLine = defineWidget({
  type: 'ComplexLine',
  category: 'complex',
  label: { zh: '折线图', en: 'Line chart' },
  addon: LineAddonSchema,
  defaultSize: { width: 400, height: 260 },
  sizeRule: 'either',
});

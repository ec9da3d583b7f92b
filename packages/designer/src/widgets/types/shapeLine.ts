import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const shapeLine = defineWidget({
  type: 'ShapeLine',
  category: 'shape',
  label: { zh: '直线', en: 'Line' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 100, height: 0 },
  style: { fill: 'transparent' },
  sizeRule: 'line',
});

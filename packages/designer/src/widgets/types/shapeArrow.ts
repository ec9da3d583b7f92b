import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const shapeArrow = defineWidget({
  type: 'ShapeArrow',
  category: 'shape',
  label: { zh: '箭头', en: 'Arrow' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 100, height: 40 },
  sizeRule: 'either',
});

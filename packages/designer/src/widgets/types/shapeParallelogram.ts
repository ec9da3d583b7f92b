import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const shapeParallelogram = defineWidget({
  type: 'ShapeParallelogram',
  category: 'shape',
  label: { zh: '平行四边形', en: 'Parallelogram' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 120, height: 60 },
  sizeRule: 'either',
});

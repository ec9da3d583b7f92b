import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapeParallelogram = defineWidget({
  type: 'ShapeParallelogram',
  category: 'shape',
  label: { zh: '平行四边形', en: 'Parallelogram' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 120, height: 60 },
  ports: midEdgePorts,
  sizeRule: 'either',
});

import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapeTriangle = defineWidget({
  type: 'ShapeTriangle',
  category: 'shape',
  label: { zh: '三角形', en: 'Triangle' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 80, height: 70 },
  ports: midEdgePorts,
  sizeRule: 'both',
});

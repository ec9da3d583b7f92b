import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapeRect = defineWidget({
  type: 'ShapeRect',
  category: 'shape',
  label: { zh: '矩形', en: 'Rectangle' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 100, height: 60 },
  ports: midEdgePorts,
  sizeRule: 'either',
});

import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapeCircle = defineWidget({
  type: 'ShapeCircle',
  category: 'shape',
  label: { zh: '圆形', en: 'Circle' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 80, height: 80 },
  ports: midEdgePorts,
  sizeRule: 'circle',
});

import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapeEllipse = defineWidget({
  type: 'ShapeEllipse',
  category: 'shape',
  label: { zh: '椭圆', en: 'Ellipse' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 100, height: 60 },
  ports: midEdgePorts,
  sizeRule: 'ellipse',
});

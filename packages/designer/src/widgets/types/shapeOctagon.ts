import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapeOctagon = defineWidget({
  type: 'ShapeOctagon',
  category: 'shape',
  label: { zh: '八边形', en: 'Octagon' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 80, height: 80 },
  ports: midEdgePorts,
  sizeRule: 'either',
});

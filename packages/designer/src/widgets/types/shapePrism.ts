import { EmptyAddonSchema } from '../addons';
import { defineWidget } from '../definition';
import { midEdgePorts } from '../ports';

export const shapePrism = defineWidget({
  type: 'ShapePrism',
  category: 'shape',
  label: { zh: '菱形', en: 'Prism' },
  addon: EmptyAddonSchema,
  defaultSize: { width: 80, height: 80 },
  ports: midEdgePorts,
  sizeRule: 'either',
});

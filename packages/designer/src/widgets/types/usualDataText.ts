import { DataTextAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualDataText = defineWidget({
  type: 'UsualDataText',
  category: 'usual',
  label: { zh: '数据文本', en: 'Data text' },
  addon: DataTextAddonSchema,
  defaultSize: { width: 100, height: 30 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
});

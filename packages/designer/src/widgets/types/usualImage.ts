import { ImageAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualImage = defineWidget({
  type: 'UsualImage',
  category: 'usual',
  label: { zh: '图片', en: 'Image' },
  addon: ImageAddonSchema,
  defaultSize: { width: 120, height: 120 },
  style: { fill: 'transparent', stroke: { width: 0 }, fit: 'contain' },
  sizeRule: 'either',
});

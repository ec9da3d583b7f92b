import { VideoAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const complexVideo = defineWidget({
  type: 'ComplexVideo',
  category: 'complex',
  label: { zh: '视频', en: 'Video' },
  addon: VideoAddonSchema,
  defaultSize: { width: 400, height: 300 },
  style: { fill: '#000000' },
  sizeRule: 'either',
});

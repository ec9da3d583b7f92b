import { FrameAnimationAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualAnimation = defineWidget({
  type: 'UsualAnimation',
  category: 'usual',
  label: { zh: '动画', en: 'Animation' },
  addon: FrameAnimationAddonSchema,
  defaultSize: { width: 120, height: 120 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
});

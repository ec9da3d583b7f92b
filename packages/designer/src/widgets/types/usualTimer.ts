import { TimerAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualTimer = defineWidget({
  type: 'UsualTimer',
  category: 'usual',
  label: { zh: '时间', en: 'Timer' },
  addon: TimerAddonSchema,
  defaultSize: { width: 180, height: 30 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
});

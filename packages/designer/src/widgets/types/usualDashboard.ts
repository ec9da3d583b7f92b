import { DashboardAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualDashboard = defineWidget({
  type: 'UsualDashboard',
  category: 'usual',
  label: { zh: '仪表盘', en: 'Dashboard' },
  addon: DashboardAddonSchema,
  defaultSize: { width: 200, height: 200 },
  sizeRule: 'either',
});

import { DropdownAddonSchema } from '../addons';
import { defineWidget } from '../definition';

export const usualDropdown = defineWidget({
  type: 'UsualDropdown',
  category: 'usual',
  label: { zh: '下拉框', en: 'Dropdown' },
  addon: DropdownAddonSchema,
  defaultSize: { width: 140, height: 32 },
  sizeRule: 'either',
});

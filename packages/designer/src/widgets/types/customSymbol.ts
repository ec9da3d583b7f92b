import { CustomSymbolAddonSchema, type CustomSymbolAddon } from '../../customSymbols/addon';
import { customSymbolPorts } from '../../customSymbols/ports';
import { clearMissingRuleSignals, mapStateRuleRefs, stateRuleSignals } from '../../symbols/addon';
import { defineWidget } from '../definition';

/**
 * An organisation's own symbol (an uploaded SVG): the page keeps its id and state rules, the
 * drawing and its part bindings stay in the organisation's symbol library.
 */
export const customSymbol = defineWidget({
  type: 'CustomSymbol',
  category: 'symbol',
  label: { zh: '自定义符号', en: 'Custom symbol' },
  addon: CustomSymbolAddonSchema,
  defaultSize: { width: 80, height: 80 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
  // Where the engineer marked them on the drawing, else at the middle of each side of its box.
  ports: (addon) => customSymbolPorts((addon as Partial<CustomSymbolAddon>).ports ?? []),
  // The same rules as a built-in symbol's, so the same readers.
  addonSignals: stateRuleSignals,
  clearAddonSignals: clearMissingRuleSignals,
  mapAddonRefs: mapStateRuleRefs,
});

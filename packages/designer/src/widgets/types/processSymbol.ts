import { SymbolAddonSchema, clearMissingRuleSignals, stateRuleSignals } from '../../symbols/addon';
import { defineWidget } from '../definition';

/** A catalogue symbol (pump, valve, tank…) whose named state follows bound signals. */
export const processSymbol = defineWidget({
  type: 'ProcessSymbol',
  category: 'symbol',
  label: { zh: '工艺符号', en: 'Process symbol' },
  addon: SymbolAddonSchema,
  defaultSize: { width: 80, height: 80 },
  style: { fill: 'transparent', stroke: { width: 0 } },
  sizeRule: 'either',
  addonSignals: stateRuleSignals,
  clearAddonSignals: clearMissingRuleSignals,
});

import {
  SymbolAddonSchema,
  clearMissingRuleSignals,
  mapStateRuleRefs,
  stateRuleSignals,
  symbolPorts,
} from '../../symbols/addon';
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
  // The symbol drawn decides where pipes connect: a pump's suction and discharge, a tank's nozzles.
  ports: (addon) => (typeof addon.symbolId === 'string' ? symbolPorts(addon.symbolId) : []),
  addonSignals: stateRuleSignals,
  clearAddonSignals: clearMissingRuleSignals,
  mapAddonRefs: mapStateRuleRefs,
});

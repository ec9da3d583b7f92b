import {
  addonOf,
  defaultStateOf,
  evaluateSymbolWidget,
  stateRulesOf,
  symbolById,
  type Widget,
} from '@lf/designer';
import { BoxRect } from '../svgParts';
import type { WidgetModule } from '../types';
import { SymbolGraphic } from './SymbolGraphic';

/** Design mode shows the idle state and, for vessels, a level so the fill is visible. */
const DESIGN_LEVEL = 0.6;

/** The signals a symbol's state rules read besides its own binding. */
function ruleSignals(widget: Widget): readonly string[] {
  const addon = addonOf(widget, 'ProcessSymbol');
  if (!addon) return [];
  return stateRulesOf(addon)
    .filter((rule) => rule.enable && rule.signalId !== '')
    .map((rule) => rule.signalId);
}

/** A catalogue symbol whose state follows its rules; its box's fill and border still animate. */
export const processSymbolModule: WidgetModule = {
  type: 'ProcessSymbol',
  watchedKeys: ruleSignals,
  hiddenAddonFields: (widget) => {
    const addon = addonOf(widget, 'ProcessSymbol');
    const symbol = addon ? symbolById(addon.symbolId) : undefined;
    return [
      'symbolId',
      ...(symbol?.level ? [] : ['levelMin', 'levelMax']),
      ...(symbol?.value ? [] : ['decimals', 'unit']),
    ];
  },
  Render: ({ widget, values, mode, appearance }) => {
    const addon = addonOf(widget, 'ProcessSymbol');
    const symbol = addon ? symbolById(addon.symbolId) : undefined;
    if (!addon || !symbol) return null;
    const reading = mode === 'view' ? evaluateSymbolWidget(widget, addon, values) : null;
    const state = reading?.state ?? defaultStateOf(symbol);
    return (
      <g data-state={state.name}>
        <BoxRect widget={widget} fill={appearance.fillColor} stroke={appearance.borderColor} />
        <SymbolGraphic
          symbol={symbol}
          style={state.style}
          level={reading ? reading.level : symbol.level ? DESIGN_LEVEL : null}
          valueText={reading ? reading.valueText : symbol.value ? '--' : null}
          box={widget.position}
          clipId={`symbol-level-${widget.id}`}
          animate={mode === 'view'}
          fit="stretch"
        />
      </g>
    );
  },
};

import { CUSTOM_SYMBOL_LIMITS, CustomPortSchema, type CustomSymbolDesign } from '@lf/protocol';
import { z } from 'zod';
import { text } from '../document/primitives';
import { StateRuleSchema, type StateRule } from '../symbols/addon';
import { SYMBOL_STATES, type SymbolStateName } from '../symbols/model';

/**
 * A placed custom symbol: the organisation's symbol it draws (by id; the drawing stays in the
 * symbol library, not in the page) and its state rules, the same rules as a built-in symbol's.
 */
export const CustomSymbolAddonSchema = z.object({
  symbolId: text.default(''),
  /** In evaluation order; empty means the symbol's own default conditions. */
  states: z.array(StateRuleSchema).default([]),
  /**
   * The symbol's marked ports as it was placed: pipes attach to a page's own widgets, so the
   * page keeps them (none: the middle of each side).
   */
  ports: z.array(CustomPortSchema).max(CUSTOM_SYMBOL_LIMITS.ports).default([]),
});
export type CustomSymbolAddon = z.output<typeof CustomSymbolAddonSchema>;

export function isSymbolState(name: string): name is SymbolStateName {
  return (SYMBOL_STATES as readonly string[]).includes(name);
}

/** The symbol's default condition of each of its states, as editable rules. */
export function customStateRules(design: CustomSymbolDesign): StateRule[] {
  return design.states.flatMap((state) =>
    isSymbolState(state.state)
      ? [
          {
            state: state.state,
            enable: state.enable,
            signalId: '',
            equipId: '',
            signalTitle: '',
            symbol: state.symbol,
            value: state.value,
          },
        ]
      : [],
  );
}

/** A new widget's add-on: the symbol with its default conditions written out. */
export function customSymbolAddon(symbolId: string, design: CustomSymbolDesign): CustomSymbolAddon {
  return CustomSymbolAddonSchema.parse({
    symbolId,
    states: customStateRules(design),
    ports: design.ports,
  });
}

/** The rules a widget evaluates: its own, or the symbol's defaults while it has none. */
export function customRulesOf(addon: CustomSymbolAddon, design: CustomSymbolDesign): StateRule[] {
  return addon.states.length > 0 ? addon.states : customStateRules(design);
}

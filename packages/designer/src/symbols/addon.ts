import { z } from 'zod';
import type { SignalRef } from '../document/binding';
import type { RefFields } from '../templates/refs';
import { comparisonSymbol, flag, numeric, numericWith, text } from '../document/primitives';
import { SYMBOL_IDS, symbolById } from './catalogue';
import type { Port } from '../widgets/ports';
import { SYMBOL_STATES } from './model';

/**
 * "Show `state` while `signal` `symbol` `value`": one condition per named state. An empty
 * `signalId` reads the widget's own bound signal, so binding a pump to `run_fb` is enough for
 * the default "running when = 1"; a state may read a signal of its own (a separate fault bit).
 */
export const StateRuleSchema = z.object({
  state: z.enum(SYMBOL_STATES),
  enable: flag.default(true),
  signalId: text.default(''),
  equipId: text.default(''),
  signalTitle: z.string().default(''),
  /** On a model template page: the rule's own signal by name, resolved per equipment. */
  signalName: z.string().optional(),
  symbol: comparisonSymbol.default('='),
  value: text.default(''),
});
export type StateRule = z.output<typeof StateRuleSchema>;

export const SymbolAddonSchema = z.object({
  symbolId: z.enum(SYMBOL_IDS).default('pump-centrifugal'),
  /** The bound value's range that a level fill maps to 0–100 %. */
  levelMin: numeric.default(0),
  levelMax: numeric.default(100),
  /** How an instrument or meter writes its live value. */
  decimals: numericWith(z.number().int().min(0).max(10)).nullable().default(1),
  unit: z.string().default(''),
  /** In evaluation order; empty means the catalogue's default conditions. */
  states: z.array(StateRuleSchema).default([]),
});
export type SymbolAddon = z.output<typeof SymbolAddonSchema>;

/** The catalogue's default condition of each state of a symbol, as editable rules. */
export function defaultStateRules(symbolId: string): StateRule[] {
  const symbol = symbolById(symbolId);
  if (!symbol) return [];
  return symbol.states.map(({ name, condition }) => ({
    state: name,
    enable: condition.enable,
    signalId: '',
    equipId: '',
    signalTitle: '',
    symbol: condition.symbol,
    value: condition.value,
  }));
}

/** The rules a symbol widget evaluates: its own, or the defaults while it has none. */
export function stateRulesOf(addon: SymbolAddon): StateRule[] {
  return addon.states.length > 0 ? addon.states : defaultStateRules(addon.symbolId);
}

/** A new symbol widget's add-on: the symbol with its default conditions written out. */
export function symbolAddon(symbolId: string): SymbolAddon {
  return SymbolAddonSchema.parse({ symbolId, states: defaultStateRules(symbolId) });
}

/** A placed symbol's size: its drawing's proportions, the longer side `longest` units. */
export function symbolSize(symbolId: string, longest = 80): { width: number; height: number } {
  const symbol = symbolById(symbolId);
  if (!symbol) return { width: longest, height: longest };
  const { width, height } = symbol.viewBox;
  const scale = longest / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A symbol's ports as fractions of the widget's box (0 = left/top, 1 = right/bottom): a symbol
 * fills its box, so a port stays on the drawing however the box is sized.
 */
export function symbolPorts(symbolId: string): Port[] {
  const symbol = symbolById(symbolId);
  if (!symbol) return [];
  const { width, height } = symbol.viewBox;
  return symbol.ports.map((port) => ({ ...port, x: port.x / width, y: port.y / height }));
}

/** A symbol's add-on, built-in or the organisation's own: both carry state rules. */
interface WithStateRules {
  readonly states: readonly StateRule[];
}

/** The signals the state rules read besides the widget's own (for the page's bind summary). */
export function stateRuleSignals(addon: WithStateRules): SignalRef[] {
  return addon.states
    .filter((rule) => rule.signalId !== '')
    .map((rule) => ({
      signalId: rule.signalId,
      equipId: rule.equipId,
      signalTitle: rule.signalTitle,
      equipTitle: '',
    }));
}

/** The add-on with rules on missing signals unbound (and switched off). */
export function clearMissingRuleSignals<A extends WithStateRules>(
  addon: A,
  exists: (signalId: string) => boolean,
): A {
  if (addon.states.every((rule) => rule.signalId === '' || exists(rule.signalId))) return addon;
  const states = addon.states.map((rule) =>
    rule.signalId === '' || exists(rule.signalId)
      ? rule
      : { ...rule, signalId: '', equipId: '', signalTitle: '', enable: false },
  );
  return { ...addon, states };
}

/**
 * The state rules with `change` applied to each rule's own signal (a rule without one reads
 * the widget's binding and is left alone): how templates resolve rules by signal name.
 * Returns the same add-on when no rule changed.
 */
export function mapStateRuleRefs<TAddon extends { readonly states: readonly StateRule[] }>(
  addon: TAddon,
  change: (ref: RefFields) => Partial<RefFields> | null,
): TAddon {
  let changed = false;
  const states = addon.states.map((rule) => {
    const patch = change(rule);
    if (!patch) return rule;
    changed = true;
    return { ...rule, ...patch };
  });
  return changed ? { ...addon, states } : addon;
}

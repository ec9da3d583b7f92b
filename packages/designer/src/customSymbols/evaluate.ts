import type { CustomSymbolDesign, PartProperty } from '@lf/protocol';
import { compare, type LiveValue, type LiveValues } from '../evaluate/compare';
import { customRulesOf, type CustomSymbolAddon } from './addon';

/** What one part looks like in a state: only the properties the state binds. */
export type PartLook = Partial<Record<PartProperty, string>>;

export interface CustomSymbolReading {
  readonly state: string;
  /** By element id. */
  readonly parts: ReadonlyMap<string, PartLook>;
}

/**
 * Each named part's look in `state`: the bindings of that state, later ones winning. A binding
 * of an element that is not a named part is ignored (the part was removed since).
 */
export function partLooks(
  design: CustomSymbolDesign,
  state: string,
): ReadonlyMap<string, PartLook> {
  const named = new Set(design.parts.map((part) => part.elementId));
  const looks = new Map<string, PartLook>();
  const bindings = design.states.find((candidate) => candidate.state === state)?.bindings ?? [];
  for (const binding of bindings) {
    if (!named.has(binding.part)) continue;
    looks.set(binding.part, { ...looks.get(binding.part), [binding.property]: binding.value });
  }
  return looks;
}

/**
 * The state a custom symbol shows: the first enabled rule whose signal meets its condition,
 * among the states the symbol defines; its default state when none does. A rule without a
 * signal of its own reads the widget's bound value (as for built-in symbols).
 */
export function evaluateCustomSymbol(
  design: CustomSymbolDesign,
  addon: CustomSymbolAddon,
  ownValue: LiveValue | undefined,
  values: LiveValues,
): CustomSymbolReading {
  const defined = new Set(design.states.map((state) => state.state));
  const met = customRulesOf(addon, design).find((rule) => {
    if (!rule.enable || !defined.has(rule.state)) return false;
    const value = rule.signalId === '' ? ownValue : values.get(rule.signalId);
    return compare(value?.value, rule.symbol, rule.value);
  });
  const state = met?.state ?? design.defaultState;
  return { state, parts: partLooks(design, state) };
}

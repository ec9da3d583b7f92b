import { CONVEYING } from './families/conveying';
import { ELECTRICAL } from './families/electrical';
import { INDICATORS } from './families/indicators';
import { INSTRUMENTS } from './families/instruments';
import { PROCESS } from './families/process';
import { PUMPS } from './families/pumps';
import { VALVES } from './families/valves';
import { VESSELS } from './families/vessels';
import type { SymbolDefinition, SymbolFamily, SymbolState } from './model';

/** Every built-in symbol, family by family in palette order. */
export const SYMBOL_CATALOGUE: readonly SymbolDefinition[] = [
  ...PUMPS,
  ...VALVES,
  ...VESSELS,
  ...PROCESS,
  ...ELECTRICAL,
  ...INSTRUMENTS,
  ...CONVEYING,
  ...INDICATORS,
];

export const SYMBOL_IDS = SYMBOL_CATALOGUE.map((symbol) => symbol.id) as [string, ...string[]];

const byId: ReadonlyMap<string, SymbolDefinition> = new Map(
  SYMBOL_CATALOGUE.map((symbol) => [symbol.id, symbol]),
);

export function symbolById(id: string): SymbolDefinition | undefined {
  return byId.get(id);
}

/** The state a symbol shows while no condition holds. */
export function defaultStateOf(symbol: SymbolDefinition): SymbolState {
  const state = symbol.states.find((candidate) => candidate.name === symbol.defaultState);
  if (!state) throw new Error(`symbol ${symbol.id} has no default state ${symbol.defaultState}`);
  return state;
}

/**
 * Symbols whose names (both languages), id or keywords contain every word of `query`,
 * case-insensitively, grouped by family in catalogue order. An empty query lists everything.
 */
export function searchSymbols(
  query: string,
  catalogue: readonly SymbolDefinition[] = SYMBOL_CATALOGUE,
): ReadonlyMap<SymbolFamily, readonly SymbolDefinition[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<SymbolFamily, SymbolDefinition[]>();
  for (const symbol of catalogue) {
    const haystack = [symbol.id, symbol.name.zh, symbol.name.en, ...symbol.keywords]
      .join(' ')
      .toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    const group = groups.get(symbol.family) ?? [];
    group.push(symbol);
    groups.set(symbol.family, group);
  }
  return groups;
}

import { boundValue } from '../evaluate/appearance';
import { compare, type LiveValue, type LiveValues } from '../evaluate/compare';
import { rangeRatio } from '../evaluate/format';
import type { Widget } from '../document/widget';
import { stateRulesOf, type SymbolAddon } from './addon';
import { defaultStateOf, symbolById } from './catalogue';
import type { SymbolDefinition, SymbolState } from './model';

/** What a symbol widget shows for the live values. */
export interface SymbolReading {
  readonly symbol: SymbolDefinition;
  readonly state: SymbolState;
  /** Level fill 0–1 of the widget's own value, for symbols with a level; else null. */
  readonly level: number | null;
  /** The live value as text, for symbols that write one (instruments, meters); else null. */
  readonly valueText: string | null;
}

function numberOf(value: LiveValue | undefined): number | null {
  const raw = value?.value;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return null;
  }
  const number = Number(raw);
  return Number.isFinite(number) ? number : null;
}

function valueText(addon: SymbolAddon, value: LiveValue | undefined): string {
  const raw = value?.value;
  if (raw === null || raw === undefined) return '--';
  const number = numberOf(value);
  const text =
    number === null
      ? String(raw)
      : addon.decimals === null
        ? String(number)
        : number.toFixed(addon.decimals);
  return `${text}${addon.unit}`;
}

/**
 * The state of a symbol widget: the first enabled rule, in order, whose signal meets its
 * condition, among the states the symbol has; the symbol's default state when none does.
 * A rule without a signal of its own reads the widget's bound value. Null for an unknown symbol.
 */
export function evaluateSymbol(
  addon: SymbolAddon,
  ownValue: LiveValue | undefined,
  values: LiveValues,
): SymbolReading | null {
  const symbol = symbolById(addon.symbolId);
  if (!symbol) return null;
  const met = stateRulesOf(addon).find((rule) => {
    if (!rule.enable) return false;
    const value = rule.signalId === '' ? ownValue : values.get(rule.signalId);
    return compare(value?.value, rule.symbol, rule.value);
  });
  const state =
    (met && symbol.states.find((candidate) => candidate.name === met.state)) ??
    defaultStateOf(symbol);
  const number = numberOf(ownValue);
  const level =
    symbol.level && number !== null ? rangeRatio(number, addon.levelMin, addon.levelMax) : null;
  return { symbol, state, level, valueText: symbol.value ? valueText(addon, ownValue) : null };
}

/** `evaluateSymbol` for a placed widget, reading its own binding from `values`. */
export function evaluateSymbolWidget(
  widget: Widget,
  addon: SymbolAddon,
  values: LiveValues,
): SymbolReading | null {
  return evaluateSymbol(addon, boundValue(widget, values), values);
}

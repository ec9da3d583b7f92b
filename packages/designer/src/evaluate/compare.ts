import type { ComparisonSymbol } from '../document/primitives';

/** A live value of one signal; values are never stored in the document. */
export interface LiveValue {
  readonly value: number | string | boolean | null;
  /** Milliseconds since the epoch when the value was measured. */
  readonly time?: number;
}

/** Live values by signal id (or system key). */
export type LiveValues = ReadonlyMap<string, LiveValue>;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/**
 * `actual <symbol> target`. Numbers (and numeric text, booleans as 1/0) compare as numbers;
 * other text only by = and ≠. A missing value meets no condition.
 */
export function compare(
  actual: LiveValue['value'] | undefined,
  symbol: ComparisonSymbol,
  target: string,
): boolean {
  if (actual === null || actual === undefined) return false;
  const a = asNumber(actual);
  const b = asNumber(target);
  if (a !== null && b !== null) {
    switch (symbol) {
      case '=':
        return a === b;
      case '≠':
        return a !== b;
      case '>':
        return a > b;
      case '≥':
        return a >= b;
      case '<':
        return a < b;
      case '≤':
        return a <= b;
    }
  }
  const text = String(actual);
  if (symbol === '=') return text === target;
  if (symbol === '≠') return text !== target;
  return false;
}

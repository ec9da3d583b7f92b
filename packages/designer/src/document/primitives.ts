import { z } from 'zod';

const numericText = z
  .string()
  .regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/)
  .transform(Number);

/**
 * A number checked by `schema`, also accepted as numeric text: stored layouts of older
 * releases keep sizes as strings ("1024"), and SPEC §3 asks for them to be numbers once
 * loaded. A union tries the plain number first, the cheap path for current layouts.
 */
export function numericWith(schema: z.ZodNumber) {
  return z.union([schema, numericText.pipe(schema)], { error: 'expected a number' });
}

/** A finite number, also accepted as numeric text. */
export const numeric = numericWith(z.number());

/** A boolean, also accepted as the text or digit older layouts wrote. */
export const flag = z.preprocess((value) => {
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return value;
}, z.boolean());

/** Text, with numbers accepted and kept as their decimal text (ids were numbers in old layouts). */
export const text = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z.string(),
);

/** A CSS colour as the designer writes it: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba(), or a name. */
export const colour = z
  .string()
  .trim()
  .regex(
    /^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\([\d.\s,%]+\)|[a-zA-Z]+)$/,
    'expected a colour such as #FFFFFF',
  );

/** The comparison symbols of SPEC §3, with the ASCII spellings accepted on load. */
export const COMPARISON_SYMBOLS = ['=', '≠', '>', '≥', '<', '≤'] as const;
export type ComparisonSymbol = (typeof COMPARISON_SYMBOLS)[number];

const SYMBOL_ALIASES: Readonly<Record<string, ComparisonSymbol>> = {
  '==': '=',
  '!=': '≠',
  '<>': '≠',
  '>=': '≥',
  '<=': '≤',
};

export const comparisonSymbol = z.preprocess(
  (value) => (typeof value === 'string' ? (SYMBOL_ALIASES[value.trim()] ?? value.trim()) : value),
  z.enum(COMPARISON_SYMBOLS),
);

/**
 * `schema`, defaulting to its own fully parsed defaults when the field is missing. Unlike
 * `.prefault({})` the defaults are computed once, not re-parsed for every widget, which keeps
 * loading a sparse 1000-widget layout within a frame.
 */
export function filled<T extends z.ZodObject>(schema: T) {
  const value: unknown = schema.parse({});
  // The generic output type cannot be narrowed to the NoUndefined form zod asks for.
  return schema.default(() => value as never);
}

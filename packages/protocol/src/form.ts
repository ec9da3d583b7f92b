import { z } from 'zod';
import { jsonShapeMessageKey, jsonShapeProblem } from './jsonLimits';

/**
 * The one encoding rule of the HTTP API: requests are form-encoded; every field is a string;
 * booleans are `true`/`false`, numbers are decimal, arrays and objects travel as JSON text
 * in a single field. These helpers accept both the encoded text and the native value, so the
 * same schema validates a form body on the server and a typed object in the web app.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** PostgreSQL text cannot hold NUL: a field carrying one is refused as invalid, not stored or failed on. */
export const formString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !text.includes('\u0000'), 'NUL is not allowed');

export const formBool = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}, z.boolean());

export const formInt = z.preprocess((value) => {
  const v = emptyToUndefined(value);
  return typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
}, z.number().int().safe());

export const formNumber = z.preprocess((value) => {
  const v = emptyToUndefined(value);
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
}, z.number().finite());

/**
 * Measures JSON text from a field before it is parsed (JSON_LIMITS); a text past a limit becomes
 * the field's issue, naming the limit in the catalogue's words.
 */
export function refusedJsonShape(text: string, ctx: z.RefinementCtx): boolean {
  const problem = jsonShapeProblem(text);
  if (!problem) return false;
  ctx.addIssue({
    code: 'custom',
    message: `JSON ${problem.kind}`,
    params: { messageKey: jsonShapeMessageKey(problem), max: problem.max },
  });
  return true;
}

export function formJson<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (refusedJsonShape(value, ctx)) return z.NEVER;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON text' });
      return z.NEVER;
    }
  }, schema);
}

/** Encodes a typed request as the form fields the server's schemas read. */
export function toFormFields(values: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}

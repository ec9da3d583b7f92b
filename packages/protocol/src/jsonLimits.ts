/**
 * How deep and how wide a JSON text from outside may be (issue 26, docs/security.md "Limits").
 * A request body, JSON carried in a form field, an uploaded layout and a device's MQTT payload
 * are measured in their text before they are parsed, so no parser, schema or walk ever sees
 * 100,000 nested brackets. The figures are far above any document the product writes: a page
 * nests a few levels of groups, and a layout of a thousand widgets has tens of thousands of keys.
 */
export const JSON_LIMITS = {
  maxDepth: 64,
  maxKeys: 100_000,
} as const;

export type JsonLimits = { maxDepth: number; maxKeys: number };

export type JsonShapeProblem =
  { kind: 'tooDeep'; max: number } | { kind: 'tooManyKeys'; max: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * One pass over the text: the nesting depth of objects and arrays and the number of keys (a
 * colon outside a string), stopping at the first limit passed. Text that is not JSON is measured
 * as far as it goes; the parser refuses it afterwards.
 */
export function jsonShapeProblem(
  text: string,
  limits: JsonLimits = JSON_LIMITS,
): JsonShapeProblem | undefined {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limits.maxDepth) return { kind: 'tooDeep', max: limits.maxDepth };
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    } else if (code === COLON) {
      if (++keys > limits.maxKeys) return { kind: 'tooManyKeys', max: limits.maxKeys };
    }
  }
  return undefined;
}

/** The catalogue message that names a shape problem (it takes `field` and `max`). */
export function jsonShapeMessageKey(problem: JsonShapeProblem): 'jsonTooDeep' | 'jsonTooManyKeys' {
  return problem.kind === 'tooDeep' ? 'jsonTooDeep' : 'jsonTooManyKeys';
}

import fc from 'fast-check';

/**
 * Hostile values for the schema-driven fuzzer (issue 15): what an attacker or a broken client
 * puts in a form field. Form and multipart bodies carry text only, so a "wrong type" is text of
 * another type's shape, or a field repeated (which the form parser turns into an array).
 */
export type FieldValue = string | string[];
export type FuzzBody = Record<string, FieldValue>;

/** Bytes over the server's 1 MiB body limit once encoded; the limit must answer, not crash. */
const HUGE = 'x'.repeat(1024 * 1024);
/** Under the body limit but far over any field's maximum: must reach the schema and be refused. */
const LARGE = 'é'.repeat(40_000);

const FIXED: string[] = [
  '',
  ' ',
  "' OR 1=1 --",
  "1'; DROP TABLE users; --",
  '" OR ""="',
  '1 UNION SELECT password FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '\u202eRTL override\u202c',
  'مرحبا بالعالم',
  '工业监控😀🏭👨‍👩‍👧',
  '\ud800',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999999',
  '0x7fffffff',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"__proto__":{"admin":true}}',
  '{"a":{"b":{"c":[1,{"d":null}]}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"protocol":"modbus-tcp","settings":{"host":"\' OR 1=1 --","port":-1}}',
  '2026-13-45T25:61:61Z',
  '1970-01-01',
];

/** One hostile field value: a fixed payload, generated text, numbers as text, or a repetition. */
export const hostileValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FIXED) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map((n) => String(n)),
  },
  { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...FIXED), { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(LARGE) },
);

/** Rarely, one 1 MiB field; kept out of most bodies so a run stays short. */
const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 40, arbitrary: hostileValue },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/**
 * A mutated body for a call whose schema has these top-level fields: each field missing or
 * hostile, sometimes an unknown extra field.
 */
export function fuzzBody(fields: string[]): fc.Arbitrary<FuzzBody> {
  const shape: Record<string, fc.Arbitrary<FieldValue>> = {};
  for (const name of fields) shape[name] = fieldValue;
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor'), hostileValue)),
    )
    .map(([body, extra]) => {
      const result: FuzzBody = {};
      for (const [name, value] of Object.entries(body))
        if (value !== undefined) result[name] = value;
      if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true });
      return result;
    });
}

/** The body as form text; arrays become repeated fields. */
export function formText(body: FuzzBody): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params.toString();
}

export interface HostileFile {
  filename: string;
  type: string;
  content: string;
}

/** A hostile file for multipart calls: absent, empty, script, wrong bytes, or a fake image. */
export const hostileFile: fc.Arbitrary<HostileFile | null> = fc.option(
  fc.record({
    filename: fc.constantFrom(
      'a.png',
      '../../etc/passwd',
      'x.svg',
      '工业😀.json',
      '',
      'a\u202egnp.exe',
    ),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'application/json', 'text/html', ''),
    content: fc.oneof(
      fc.constant(''),
      fc.constant('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      fc.constant('{"pages":[{"id":"\' OR 1=1 --"}]}'),
      fc.constant('\x89PNG\r\n\x1a\n<html>not an image</html>'),
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    ),
  }),
);

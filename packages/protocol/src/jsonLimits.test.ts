import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formJson } from './form';
import { JSON_LIMITS, jsonShapeProblem } from './jsonLimits';
import { parseMqttPayload } from './mqtt';
import { controlCharacterPath } from './text';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonShapeProblem', () => {
  it('lets the deepest and widest allowed text through', () => {
    expect(jsonShapeProblem(nested(JSON_LIMITS.maxDepth))).toBeUndefined();
    expect(jsonShapeProblem('{"a":1,"b":{"c":2}}', { maxDepth: 2, maxKeys: 3 })).toBeUndefined();
  });

  it('names the first limit passed', () => {
    expect(jsonShapeProblem(nested(JSON_LIMITS.maxDepth + 1))).toEqual({
      kind: 'tooDeep',
      max: JSON_LIMITS.maxDepth,
    });
    expect(jsonShapeProblem('{"a":1,"b":2}', { maxDepth: 9, maxKeys: 1 })).toEqual({
      kind: 'tooManyKeys',
      max: 1,
    });
  });

  it('does not count brackets, colons or escaped quotes inside strings', () => {
    const text = JSON.stringify({ a: `\\"${'[{:'.repeat(1000)}` });
    expect(jsonShapeProblem(text, { maxDepth: 1, maxKeys: 1 })).toBeUndefined();
  });
});

describe('formJson', () => {
  it('refuses nested text with the catalogue message and the limit', () => {
    const result = z.object({ list: formJson(z.unknown()) }).safeParse({ list: nested(100_000) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: {
        messageKey: 'jsonTooDeep',
        max: JSON_LIMITS.maxDepth,
      },
    });
  });
});

describe('parseMqttPayload', () => {
  it('refuses a deeply nested payload as a bad shape without parsing it', () => {
    const result = parseMqttPayload(z.unknown(), `{"values":${nested(100_000)}}`);
    expect(result).toMatchObject({ ok: false, fault: 'badShape' });
  });
});

describe('controlCharacterPath', () => {
  it('walks a value nested 100,000 levels deep and names the path of its NUL', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    const path = controlCharacterPath({ a: value });
    expect(path).toHaveLength(100_001);
    expect(path?.slice(0, 2)).toEqual(['a', 0]);
  });

  it('reports the first offender in reading order, keys before their values', () => {
    expect(controlCharacterPath({ a: ['ok', { 'b\u0001': 'x\u0002' }], c: '\u0003' })).toEqual([
      'a',
      1,
      'b\u0001',
    ]);
    expect(controlCharacterPath({ a: ['ok', 'fine'], c: 'x\u007f' })).toEqual(['c']);
    expect(controlCharacterPath({ a: ['ok', { b: 'tab\tand\r\n' }] })).toBeUndefined();
  });
});

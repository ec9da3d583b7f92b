import { Code, controlCharacterPath, MESSAGES, type MessageKey } from '@lf/protocol';
import type { z } from 'zod';
import { ApiError } from './apiError';

/**
 * Parses a request body or query with its protocol schema. The first problem becomes a
 * BAD_REQUEST that names the field, in the catalogue's words.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  refuseControlCharacters(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // JSON carried in a field may spell a NUL as \u0000: look again once it is parsed.
    refuseControlCharacters(result.data);
    return result.data;
  }
  const issue = result.error.issues[0];
  if (!issue) throw new ApiError(Code.BAD_REQUEST, 'badRequest');
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  const { key, params } = describeIssue(issue, valueAt(input, issue.path));
  throw new ApiError(Code.BAD_REQUEST, key, { field, ...params }, { field });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(
  issue: z.core.$ZodIssue,
  given: unknown,
): { key: MessageKey; params: Record<string, string | number> } {
  if (given === undefined || given === null || given === '') {
    return { key: 'fieldRequired', params: {} };
  }
  // A schema's own rule may name its catalogue message (e.g. a confirmation that differs) and
  // the numbers that message shows (a limit).
  const { messageKey: named, ...shown } =
    issue.code === 'custom' ? (issue.params ?? {}) : ({} as Record<string, unknown>);
  if (typeof named === 'string' && named in MESSAGES) {
    return { key: named as MessageKey, params: textParams(shown) };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const min = Number(issue.minimum);
    return min <= 1
      ? { key: 'fieldRequired', params: {} }
      : { key: 'fieldTooShort', params: { min } };
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { key: 'fieldTooLong', params: { max: Number(issue.maximum) } };
  }
  return { key: 'fieldInvalid', params: {} };
}

function textParams(values: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Every call's input passes here: a NUL or another control character in any text (field, JSON
 * inside a field, object key) is refused naming the field, before a query could fail on it.
 */
function refuseControlCharacters(input: unknown): void {
  const path = controlCharacterPath(input);
  if (!path) return;
  const field = path.length > 0 ? path.join('.') : 'body';
  throw new ApiError(Code.BAD_REQUEST, 'fieldInvalid', { field }, { field });
}

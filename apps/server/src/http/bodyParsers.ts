import { parse as parseQuery } from 'node:querystring';
import fastifyFormbody from '@fastify/formbody';
import { Code, jsonShapeMessageKey, jsonShapeProblem } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './apiError';

/**
 * The most fields a form body may carry. The widest call of the API sends a few dozen; this is
 * Node's own default for query strings, and keeps a body of 300,000 `a=&` pairs from reaching
 * the parser and the walk over every field (docs/security.md, "Limits").
 */
export const MAX_FORM_FIELDS = 1000;

/**
 * Every body parser of the server, with the shape limits applied before parsing (issue 26):
 * JSON bodies are measured in their text (JSON_LIMITS: depth and keys), form bodies by their
 * field count; JSON inside a form field is measured by the protocol's `formJson`. A body past a
 * limit answers 400 in the normal envelope before any schema or walk sees it.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody, { parser: parseFormBody });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    const problem = jsonShapeProblem(text);
    if (problem) {
      const key = jsonShapeMessageKey(problem);
      done(new ApiError(Code.BAD_REQUEST, key, { field: 'body', max: problem.max }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

function parseFormBody(text: string): Record<string, unknown> {
  let fields = text === '' ? 0 : 1;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    if (++fields > MAX_FORM_FIELDS) {
      throw new ApiError(Code.BAD_REQUEST, 'formTooManyFields', { max: MAX_FORM_FIELDS });
    }
  }
  return parseQuery(text, '&', '=', { maxKeys: 0 });
}

import { Code } from '@lf/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './apiError';
import { localText, requestLocale } from './locale';
import { sendEnvelope } from './reply';

/** The one place where failures become envelopes: known refusals, framework errors and crashes. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof ApiError) {
      return sendEnvelope(reply, {
        code: error.code,
        message: localText(locale, error.messageKey, error.params),
        data: error.data,
      });
    }
    const refusedText = isTextRefusedByDatabase(error);
    const status = error.statusCode ?? (refusedText ? 400 : 500);
    if (status === 429) {
      return sendEnvelope(reply, {
        code: Code.TOO_MANY_REQUESTS,
        message: localText(locale, 'tooManyRequests'),
        data: null,
      });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'bad request');
      return sendEnvelope(reply, {
        code: Code.BAD_REQUEST,
        // The database's own words are English and name internals: the short text is enough.
        message: refusedText
          ? localText(locale, 'badRequest')
          : `${localText(locale, 'badRequest')}: ${error.message}`,
        data: null,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, {
      code: Code.INTERNAL,
      message: localText(locale, 'internal'),
      data: null,
    });
  });
}

/**
 * PostgreSQL's refusals of text it cannot store (a NUL byte, a bad encoding): input reached the
 * database unchecked, which is a bad request and not a server failure. parseInput refuses these
 * before any query; this keeps a path outside it (a cookie, a file's content) from answering 500.
 */
function isTextRefusedByDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}

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
    const status = error.statusCode ?? 500;
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
        message: `${localText(locale, 'badRequest')}: ${error.message}`,
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

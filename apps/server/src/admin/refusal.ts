import { ADMIN_MESSAGES, formatMessage, textIn, type AdminMessageKey } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../http/locale';

/**
 * A refusal of the manage area more precise than the shared field messages (a duplicate name,
 * an unknown reference, an unreadable file). Its status 400 makes the error handler answer
 * `{code: BAD_REQUEST, message: '请求参数错误: <text>'}` in the request's language.
 */
export class AdminRefusal extends Error {
  readonly statusCode = 400;
}

export function adminRefusal(
  request: FastifyRequest,
  key: AdminMessageKey,
  params: Record<string, string | number> = {},
): AdminRefusal {
  return new AdminRefusal(
    formatMessage(textIn(ADMIN_MESSAGES[key], requestLocale(request)), params),
  );
}

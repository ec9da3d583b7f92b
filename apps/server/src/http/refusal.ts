import { formatMessage, MESSAGES, textIn, type Bilingual, type MessageKey } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from './locale';

/**
 * A BAD_REQUEST whose text is more precise than the shared field messages (a duplicate name, an
 * unreadable file, a layout's exact problem, a wrong page password). The error handler turns a
 * 4xx error into `{code: BAD_REQUEST, message: '请求参数错误: <text>'}` in the request's language.
 */
export class Refusal extends Error {
  readonly statusCode = 400;
}

export function refuseText(request: FastifyRequest, text: Bilingual): Refusal {
  return new Refusal(textIn(text, requestLocale(request)));
}

export function refuse(
  request: FastifyRequest,
  key: MessageKey,
  params: Record<string, string | number> = {},
): Refusal {
  const text = MESSAGES[key];
  return refuseText(request, {
    zh: formatMessage(text.zh, params),
    en: formatMessage(text.en, params),
  });
}

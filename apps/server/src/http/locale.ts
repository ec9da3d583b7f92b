import {
  formatMessage,
  MESSAGES,
  pickLocale,
  textIn,
  type Locale,
  type MessageKey,
} from '@lf/protocol';
import type { FastifyRequest } from 'fastify';

/** The language a response speaks: the web app sends its chosen language as Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return pickLocale(Array.isArray(header) ? header[0] : header);
}

export function localText(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return formatMessage(textIn(MESSAGES[key], locale), params);
}

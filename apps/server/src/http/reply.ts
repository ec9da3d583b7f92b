import { Code, httpStatusOf, type Envelope } from '@lf/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localText, requestLocale } from './locale';

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: Code.OK, message: localText(requestLocale(request), 'ok'), data };
}

export function sendEnvelope(reply: FastifyReply, envelope: Envelope<unknown>): FastifyReply {
  return reply.status(httpStatusOf(envelope.code)).send(envelope);
}

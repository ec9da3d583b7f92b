import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireSession, type SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { forbidden } from './apiError';
import { ok } from './reply';
import { parseInput } from './validate';

export type Access = 'public' | 'user' | 'admin';

interface Call<I, U> {
  input: I;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserOf<A extends Access> = A extends 'public' ? SessionUser | undefined : SessionUser;

/**
 * Declares an API call: the body (or query for GET) is parsed by its protocol schema, the access
 * rule is checked on the server, and the handler's result is wrapped in the success envelope.
 */
export function defineCall<S extends z.ZodType, A extends Access, R>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: { method?: 'GET' | 'POST'; url: string; input: S; access: A },
  handler: (call: Call<z.infer<S>, UserOf<A>>) => Promise<R>,
): void {
  ctx.calls.push({
    method: spec.method ?? 'POST',
    url: spec.url,
    access: spec.access,
    input: spec.input,
    body: 'form',
  });
  app.route({
    method: spec.method ?? 'POST',
    url: spec.url,
    handler: async (request, reply) => {
      const user = await resolveUser(ctx, request, spec.access);
      const input = parseInput(spec.input, spec.method === 'GET' ? request.query : request.body);
      const data = await handler({ input, user: user as UserOf<A>, request, reply });
      return ok(request, data ?? null);
    },
  });
}

async function resolveUser(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
): Promise<SessionUser | undefined> {
  if (access === 'public') return undefined;
  const user = await requireSession(ctx, request);
  if (access === 'admin' && user.roleType !== 'admin') throw forbidden();
  return user;
}

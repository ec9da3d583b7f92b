import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACTIONS, Code, isAction, type Action, type ActionRule, type AuthCode } from '@lf/protocol';
import type { z } from 'zod';
import { requireSession, type SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { LivePlane } from '../ingest/livePlane';
import { ApiError, forbidden } from './apiError';
import { ok } from './reply';
import { parseInput } from './validate';

/**
 * Who may make a call, as the action table says: anyone, any logged-in user, or holders of one
 * permission code. A call refused for the code answers FORBIDDEN, or the refusal SPEC gives it
 * (e.g. "no write permission").
 */
export type Access = 'public' | 'user' | { auth: AuthCode; refusal?: ActionRule['refusal'] };

type PublicAction = {
  [A in Action]: (typeof ACTIONS)[A]['auth'] extends 'public' ? A : never;
}[Action];

/** The access rule of an action; the one reading of the action table's codes on the server. */
export function accessOf(action: Action): Access {
  const rule: ActionRule = ACTIONS[action];
  if (rule.auth === 'public' || rule.auth === 'user') return rule.auth;
  return rule.refusal ? { auth: rule.auth, refusal: rule.refusal } : { auth: rule.auth };
}

/**
 * Refuses at registration a call whose action is missing or not in the action table: a call
 * nobody decided the access of must not answer at all.
 */
export function declaredAccess(url: string, action: unknown): Access {
  if (!isAction(action)) {
    throw new Error(
      `${url}: every call declares an action of the action table (got ${String(action)})`,
    );
  }
  return accessOf(action);
}

interface Call<I, U> {
  input: I;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserOf<A extends Action> = A extends PublicAction ? SessionUser | undefined : SessionUser;

/** What a call declares: its URL, the protocol schema of its input, and its action. */
export interface CallSpec<S extends z.ZodType, A extends Action> {
  method?: 'GET' | 'POST';
  url: string;
  input: S;
  action: A;
}

type CallHandler<S extends z.ZodType, A extends Action, R> = (
  call: Call<z.infer<S>, UserOf<A>>,
) => Promise<R>;

/** Declares one call of a route file whose app and context are already bound. */
export type DeclareCall = <S extends z.ZodType, A extends Action, R>(
  spec: CallSpec<S, A>,
  handler: CallHandler<S, A, R>,
) => void;

/** Declares one route file's calls; the live plane is there for the calls that read or write it. */
export type RegisterRoutes = (
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
) => void | Promise<void>;

/**
 * The declarer of a route file's calls: every call of one file goes to the same app and context,
 * so the file binds them once and declares each call by its spec and handler alone.
 */
export function declareCalls(app: FastifyInstance, ctx: AppContext): DeclareCall {
  return (spec, handler) => defineCall(app, ctx, spec, handler);
}

/**
 * Declares an API call: the body (or query for GET) is parsed by its protocol schema, the access
 * rule of its action is checked on the server, and the handler's result is wrapped in the
 * success envelope.
 */
export function defineCall<S extends z.ZodType, A extends Action, R>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CallSpec<S, A>,
  handler: CallHandler<S, A, R>,
): void {
  const access = declaredAccess(spec.url, spec.action);
  ctx.calls.push({
    method: spec.method ?? 'POST',
    url: spec.url,
    action: spec.action,
    access,
    input: spec.input,
    body: 'form',
  });
  app.route({
    method: spec.method ?? 'POST',
    url: spec.url,
    handler: async (request, reply) => {
      const user = await resolveUser(ctx, request, access);
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
  assertAccess(user, access, request.routeOptions.url ?? '');
  return user;
}

/**
 * The calls a user who must change the password (after a reset, or when it expired) may still
 * make, besides the public ones: who they are, and the change itself.
 */
export const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  '/lfscada/user/info',
  '/lfscada/user/password/change',
]);

/**
 * Refuses a logged-in user the access rule does not admit (FORBIDDEN, before the body is read),
 * and a user who must change the password every call but the few open before the change.
 */
export function assertAccess(
  user: SessionUser,
  access: Exclude<Access, 'public'>,
  url: string,
): void {
  if (user.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(url)) {
    throw new ApiError(Code.PASSWORD_CHANGE_REQUIRED, 'passwordChangeRequired');
  }
  if (access === 'user' || user.auths.includes(access.auth)) return;
  throw access.refusal ? new ApiError(access.refusal.code, access.refusal.messageKey) : forbidden();
}

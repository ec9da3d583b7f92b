import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notLoggedIn, sessionInvalid } from '../http/apiError';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'lf_sid';
const HOUR_MS = 60 * 60 * 1000;

export interface SessionUser {
  sessionHash: string;
  userId: string;
  orgId: string;
  roleType: 'admin' | 'user';
}

export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  remember: boolean,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  const token = newToken();
  const now = ctx.now();
  // The session's length is the user's organisation's setting at login time.
  const user = await ctx.db
    .selectFrom('app_user')
    .select('org_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const settings = await ctx.settings.get(user.org_id);
  const lifetime = remember
    ? settings.rememberDays * 24 * HOUR_MS
    : settings.sessionHours * HOUR_MS;
  await ctx.db.transaction().execute(async (trx) => {
    // The id is rotated at login: whatever session the browser held before is ended.
    if (previous) {
      await trx
        .updateTable('session')
        .set({ revoked_at: now })
        .where('id_hash', '=', hashToken(previous))
        .where('revoked_at', 'is', null)
        .execute();
    }
    await trx
      .insertInto('session')
      .values({
        id_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        expires_at: new Date(now.getTime() + lifetime),
        remember,
        address: request.ip,
        user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      })
      .execute();
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(remember ? { maxAge: lifetime / 1000 } : {}),
  });
}

/** The user behind the request's session: 1006 without a session cookie, 1010 when it ended. */
export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw notLoggedIn();
  const user = await findSessionUser(ctx, token);
  if (!user) throw sessionInvalid();
  return user;
}

export async function findSessionUser(
  ctx: AppContext,
  token: string,
): Promise<SessionUser | undefined> {
  const row = await ctx.db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['session.id_hash', 'session.user_id', 'app_user.org_id', 'app_user.role_type'])
    .where('session.id_hash', '=', hashToken(token))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionHash: row.id_hash,
    userId: row.user_id,
    orgId: row.org_id,
    roleType: row.role_type,
  };
}

export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    await ctx.db
      .updateTable('session')
      .set({ revoked_at: ctx.now() })
      .where('id_hash', '=', hashToken(token))
      .execute();
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

import type { AuthCode } from '@lf/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { notLoggedIn, sessionInvalid } from '../http/apiError';
import { loadAccess, type DataRange } from '../access/userAccess';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'lf_sid';
const HOUR_MS = 60 * 60 * 1000;

export interface SessionUser {
  sessionHash: string;
  userId: string;
  orgId: string;
  roleType: 'admin' | 'user';
  roleId: string;
  /** The user's permission codes, resolved for this request. */
  auths: AuthCode[];
  range: DataRange;
  /** After a reset or when the password expired: only the password change is open. */
  mustChangePassword: boolean;
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

/** The user of a live session; a disabled or deleted user has none (their sessions end at once). */
export async function findSessionUser(
  ctx: AppContext,
  token: string,
): Promise<SessionUser | undefined> {
  const row = await ctx.db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select([
      'session.id_hash',
      'app_user.id',
      'app_user.org_id',
      'app_user.role_type',
      'app_user.role_id',
      'app_user.data_range',
      'app_user.must_change_password',
    ])
    .where('session.id_hash', '=', hashToken(token))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', ctx.now())
    .where('app_user.disabled_at', 'is', null)
    .where('app_user.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const access = await loadAccess(ctx.db, row);
  return {
    sessionHash: row.id_hash,
    userId: row.id,
    orgId: row.org_id,
    roleType: row.role_type,
    ...access,
    mustChangePassword: row.must_change_password,
  };
}

/**
 * Ends every session of a user (disabled, deleted, password reset), but `keep`, and answers the
 * ended sessions' hashes: the caller closes this instance's sockets of them at once after its
 * transaction commits (`RealtimeHub.closeSessions`), other instances within their session check.
 */
export async function endUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keep?: string,
): Promise<Set<string>> {
  let query = db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id_hash', '!=', keep);
  const ended = await query.returning('id_hash').execute();
  return new Set(ended.map((row) => row.id_hash));
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

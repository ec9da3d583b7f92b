import { LIVE_TOKEN_SECONDS } from '@lf/protocol';
import type { Selectable } from 'kysely';
import { hashToken, newToken } from '../account/tokens';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { LiveTokenTable } from '../db/schema';

export type LiveTokenKind = LiveTokenTable['kind'];

/**
 * A socket token: random, stored hashed, bound to the session that asked for it and to what
 * it may watch, valid for 60 s and usable once (any server instance can accept it).
 */
export async function issueLiveToken(
  ctx: AppContext,
  user: SessionUser,
  kind: LiveTokenKind,
  equipmentIds: string[],
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db
    .insertInto('live_token')
    .values({
      token_hash: hashToken(token),
      session_hash: user.sessionHash,
      user_id: user.userId,
      kind,
      equipment_ids: JSON.stringify(equipmentIds),
      expires_at: new Date(now.getTime() + LIVE_TOKEN_SECONDS * 1000),
    })
    .execute();
  // Spent and expired tokens are of no further use.
  await ctx.db
    .deleteFrom('live_token')
    .where('expires_at', '<', new Date(now.getTime() - LIVE_TOKEN_SECONDS * 1000))
    .execute();
  return token;
}

/** Takes a token once; answers its row when it is valid and its session still is. */
export async function consumeLiveToken(
  ctx: AppContext,
  token: string,
  kind: LiveTokenKind,
): Promise<Selectable<LiveTokenTable> | undefined> {
  const now = ctx.now();
  const row = await ctx.db
    .updateTable('live_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  const session = await ctx.db
    .selectFrom('session')
    .select('id_hash')
    .where('id_hash', '=', row.session_hash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return session ? row : undefined;
}

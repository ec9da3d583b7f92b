import { ROLE_AUTHS, type AuthCode, type RoleType } from '@lf/protocol';
import type { Db } from '../db/database';

/**
 * A user's auths: their role's set less any revoked for this user. The one source for both the
 * server's checks and the user info the web app displays, so the two never disagree.
 */
export async function effectiveAuths(
  db: Db,
  user: { userId: string; roleType: RoleType },
): Promise<AuthCode[]> {
  const revoked = await db
    .selectFrom('user_auth_revoked')
    .select('auth')
    .where('user_id', '=', user.userId)
    .execute();
  const taken = new Set(revoked.map((row) => row.auth));
  return ROLE_AUTHS[user.roleType].filter((auth) => !taken.has(auth));
}

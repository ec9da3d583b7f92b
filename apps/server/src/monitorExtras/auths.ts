import { ROLE_AUTHS, type AuthCode } from '@lf/protocol';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';

/** The user's auths: their role's set less any revoked for this user. */
export async function effectiveAuths(ctx: AppContext, user: SessionUser): Promise<AuthCode[]> {
  const revoked = await ctx.db
    .selectFrom('user_auth_revoked')
    .select('auth')
    .where('user_id', '=', user.userId)
    .execute();
  const taken = new Set(revoked.map((row) => row.auth));
  return ROLE_AUTHS[user.roleType].filter((auth) => !taken.has(auth));
}

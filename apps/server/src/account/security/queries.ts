import { maskEmail, maskTel, type SecurityOverview } from '@lf/protocol';
import type { AppContext } from '../../context';
import type { SessionUser } from '../sessions';
import { deliveryOf } from './delivery';
import { questionsOf } from './questions';

/** The security centre's overview of the user's own account: what is set, addresses masked. */
export async function securityOverviewOf(
  ctx: AppContext,
  user: SessionUser,
): Promise<SecurityOverview> {
  const row = await ctx.db
    .selectFrom('app_user')
    .select(['loginname', 'tel', 'email', 'password_changed_at', 'video_key_enc'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return {
    loginname: row.loginname,
    passwordChangedAt: row.password_changed_at
      ? new Date(row.password_changed_at).toISOString()
      : null,
    tel: maskTel(row.tel),
    email: maskEmail(row.email),
    questionsSet: (await questionsOf(ctx.db, user.userId)).length > 0,
    videoKeySet: row.video_key_enc !== '',
    capabilities: deliveryOf(ctx).capabilities,
  };
}

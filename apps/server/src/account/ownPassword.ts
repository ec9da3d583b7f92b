import { AUTH, Code } from '@lf/protocol';
import { verifyPassword } from './passwords';
import type { SessionUser } from './sessions';
import { setUserPassword } from './setPassword';
import { logOperation, type Actor } from '../access/operationLog';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { acceptNewPassword } from '../users/passwordPolicy';

/**
 * A user changes their own password: with the password permission, or because they must (after
 * a reset, or when it expired). Clears the forced change and ends every other session of the user.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  user: SessionUser,
  actor: Actor,
  input: { oldPassword: string; newPassword: string },
): Promise<Set<string>> {
  if (!user.mustChangePassword && !user.auths.includes(AUTH.accountPassword)) {
    throw new ApiError(Code.FORBIDDEN, 'noPasswordChangePermission');
  }
  const row = await ctx.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.oldPassword))) {
    throw new ApiError(Code.BAD_REQUEST, 'originalPasswordWrong');
  }
  const passwordHash = await acceptNewPassword(ctx, user.orgId, input.newPassword);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const ended = await setUserPassword(trx, {
      userId: user.userId,
      passwordHash,
      now,
      mustChange: false,
      keepSession: user.sessionHash,
    });
    await logOperation(trx, actor, 'account.password.change', {});
    return ended;
  });
}

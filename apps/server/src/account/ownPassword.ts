import { AUTH, Code } from '@lf/protocol';
import { verifyPassword } from './passwords';
import type { SessionUser } from './sessions';
import { setUserPassword } from './setPassword';
import { logOperation, type Actor } from '../access/operationLog';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
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
  if (!(await isOwnPassword(ctx, user, input.oldPassword))) {
    throw originalPasswordWrong();
  }
  const passwordHash = await acceptNewPassword(ctx, user.orgId, input.newPassword);
  return ctx.db
    .transaction()
    .execute(async (trx) => writeOwnPassword(trx, user, actor, { passwordHash, now: ctx.now() }));
}

export const originalPasswordWrong = () => new ApiError(Code.BAD_REQUEST, 'originalPasswordWrong');

/** Whether `password` is the user's current password. */
export async function isOwnPassword(
  ctx: AppContext,
  user: SessionUser,
  password: string,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return verifyPassword(row.password_hash, password);
}

/**
 * Sets the user's own new password inside the caller's transaction (this session stays, the
 * others end) and logs the change; answers the sessions it ended.
 */
export async function writeOwnPassword(
  trx: Db,
  user: SessionUser,
  actor: Actor,
  change: { passwordHash: string; now: Date },
): Promise<Set<string>> {
  const ended = await setUserPassword(trx, {
    userId: user.userId,
    passwordHash: change.passwordHash,
    now: change.now,
    mustChange: false,
    keepSession: user.sessionHash,
  });
  await logOperation(trx, actor, 'account.password.change', {});
  return ended;
}

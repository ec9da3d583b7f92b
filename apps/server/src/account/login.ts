import { Code, type LoginRequest, type UserInfo } from '@lf/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logOperation } from '../access/operationLog';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { loadAccess } from '../access/userAccess';
import { consumeCaptcha } from './captcha';
import { beginLoginAttempt, clearLoginFailures, loginVerdict } from './loginAttempts';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { passwordExpired } from '../users/passwordPolicy';
import { toUserInfo } from './userInfo';

/**
 * Logs a user in: the attempt is counted first (atomically, see beginLoginAttempt), then the
 * address and account limits, the verification code when the recent failures ask for one, and
 * the password. Every refusal says whether a code is needed next.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginRequest,
): Promise<UserInfo> {
  const address = request.ip;
  const attempt = await beginLoginAttempt(ctx, {
    loginname: input.loginname,
    address,
    hasCode: Boolean(input.vcode),
  });
  switch (attempt.refused) {
    case 'addressBlocked':
      throw new ApiError(Code.TOO_MANY_REQUESTS, 'addressLocked', {}, { vcodeRequired: true });
    case 'accountLocked': {
      const until = attempt.verdict.accountLockedUntil ?? ctx.now();
      const minutes = Math.ceil((until.getTime() - ctx.now().getTime()) / 60_000);
      throw new ApiError(
        Code.ACCOUNT_LOCKED,
        'accountLocked',
        { minutes },
        { vcodeRequired: true },
      );
    }
    case 'vcodeEmpty':
      throw new ApiError(Code.VCODE_INVALID, 'vcodeEmpty', {}, { vcodeRequired: true });
  }
  // From here on the attempt is counted as a failure until the login succeeds.
  if (attempt.verdict.vcodeRequired && !(await consumeCaptcha(ctx, request, input.vcode ?? ''))) {
    throw new ApiError(Code.VCODE_INVALID, 'vcodeInvalid', {}, { vcodeRequired: true });
  }

  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('loginname', '=', input.loginname)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !passwordOk) {
    const after = await loginVerdict(ctx, input.loginname, address);
    throw new ApiError(
      Code.LOGIN_FAILED,
      'loginFailed',
      {},
      { vcodeRequired: after.vcodeRequired },
    );
  }

  await clearLoginFailures(ctx, input.loginname);
  if (user.disabled_at) throw new ApiError(Code.FORBIDDEN, 'accountDisabled');
  // A password older than the organisation's expiry must be changed before anything else.
  const rules = await ctx.settings.get(user.org_id);
  const expired =
    !user.must_change_password &&
    passwordExpired(rules, user.password_changed_at, user.created_at, ctx.now());
  if (expired) {
    await ctx.db
      .updateTable('app_user')
      .set({ must_change_password: true })
      .where('id', '=', user.id)
      .execute();
  }
  await startSession(ctx, request, reply, user.id, input.remember ?? false);
  await logOperation(ctx.db, { userId: user.id, orgId: user.org_id, address }, 'login', {});
  const current = expired ? { ...user, must_change_password: true } : user;
  return toUserInfo(current, await loadAccess(ctx.db, user));
}

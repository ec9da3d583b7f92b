import { Code, type LoginRequest, type UserInfo } from '@lf/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logOperation } from '../audit/operationLog';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { effectiveAuths } from './auths';
import { consumeCaptcha } from './captcha';
import { clearLoginFailures, loginVerdict, recordLoginFailure } from './loginAttempts';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { toUserInfo } from './userInfo';

/**
 * Logs a user in: address and account limits first, then the verification code when the
 * recent failures ask for one, then the password. Every refusal says whether a code is needed next.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginRequest,
): Promise<UserInfo> {
  const address = request.ip;
  const verdict = await loginVerdict(ctx, input.loginname, address);
  if (verdict.addressBlocked) {
    throw new ApiError(Code.TOO_MANY_REQUESTS, 'addressLocked', {}, { vcodeRequired: true });
  }
  if (verdict.accountLockedUntil) {
    const minutes = Math.ceil(
      (verdict.accountLockedUntil.getTime() - ctx.now().getTime()) / 60_000,
    );
    throw new ApiError(Code.ACCOUNT_LOCKED, 'accountLocked', { minutes }, { vcodeRequired: true });
  }
  if (verdict.vcodeRequired) {
    if (!input.vcode) {
      throw new ApiError(Code.VCODE_INVALID, 'vcodeEmpty', {}, { vcodeRequired: true });
    }
    if (!(await consumeCaptcha(ctx, request, input.vcode))) {
      await recordLoginFailure(ctx, input.loginname, address);
      throw new ApiError(Code.VCODE_INVALID, 'vcodeInvalid', {}, { vcodeRequired: true });
    }
  }

  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('loginname', '=', input.loginname)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !passwordOk) {
    await recordLoginFailure(ctx, input.loginname, address);
    const after = await loginVerdict(ctx, input.loginname, address);
    throw new ApiError(
      Code.LOGIN_FAILED,
      'loginFailed',
      {},
      { vcodeRequired: after.vcodeRequired },
    );
  }

  await clearLoginFailures(ctx, input.loginname);
  await startSession(ctx, request, reply, user.id, input.remember ?? false);
  await logOperation(ctx.db, { userId: user.id, orgId: user.org_id, address }, 'login', {});
  return toUserInfo(
    user,
    await effectiveAuths(ctx.db, { userId: user.id, roleType: user.role_type }),
  );
}

import type { AppContext } from '../context';
import { failureWindowMs, judgeLogin, LOGIN_GUARD, type GuardVerdict } from './loginGuard';

/**
 * Reads the recent failures of an account and an address and judges them under the lockout
 * settings of the account's organisation.
 */
export async function loginVerdict(
  ctx: AppContext,
  loginname: string,
  address: string,
): Promise<GuardVerdict> {
  const now = ctx.now();
  const settings = await ctx.settings.forLogin(loginname);
  const lock = {
    lockAfterFailures: settings.lockAfterFailures,
    lockMs: settings.lockMinutes * 60_000,
  };
  const since = new Date(now.getTime() - failureWindowMs(lock));
  const rows = await ctx.db
    .selectFrom('login_failure')
    .select(['loginname', 'address', 'failed_at'])
    .where('failed_at', '>', since)
    .where((eb) => eb.or([eb('loginname', '=', loginname), eb('address', '=', address)]))
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_GUARD.blockAddressAfterFailures + lock.lockAfterFailures)
    .execute();
  return judgeLogin(
    {
      account: rows.filter((row) => row.loginname === loginname).map((row) => row.failed_at),
      address: rows.filter((row) => row.address === address).map((row) => row.failed_at),
    },
    now,
    lock,
  );
}

export async function recordLoginFailure(
  ctx: AppContext,
  loginname: string,
  address: string,
): Promise<void> {
  await ctx.db
    .insertInto('login_failure')
    .values({ loginname, address, failed_at: ctx.now() })
    .execute();
}

/** A successful login clears the account's failures; the address keeps its record. */
export async function clearLoginFailures(ctx: AppContext, loginname: string): Promise<void> {
  await ctx.db.deleteFrom('login_failure').where('loginname', '=', loginname).execute();
}

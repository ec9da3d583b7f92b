import type { AppContext } from '../context';
import { judgeLogin, LOGIN_GUARD, type GuardVerdict } from './loginGuard';

/** Reads the recent failures of an account and an address and judges them. */
export async function loginVerdict(
  ctx: AppContext,
  loginname: string,
  address: string,
): Promise<GuardVerdict> {
  const now = ctx.now();
  const since = new Date(now.getTime() - LOGIN_GUARD.windowMs);
  const rows = await ctx.db
    .selectFrom('login_failure')
    .select(['loginname', 'address', 'failed_at'])
    .where('failed_at', '>', since)
    .where((eb) => eb.or([eb('loginname', '=', loginname), eb('address', '=', address)]))
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_GUARD.blockAddressAfterFailures * 2)
    .execute();
  return judgeLogin(
    {
      account: rows.filter((row) => row.loginname === loginname).map((row) => row.failed_at),
      address: rows.filter((row) => row.address === address).map((row) => row.failed_at),
    },
    now,
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

import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  earlyRefusal,
  failureWindowMs,
  judgeLogin,
  LOGIN_GUARD,
  type EarlyRefusal,
  type GuardVerdict,
  type LockPolicy,
} from './loginGuard';

/** The lockout settings of the account's organisation. */
async function lockPolicyOf(ctx: AppContext, loginname: string): Promise<LockPolicy> {
  const settings = await ctx.settings.forLogin(loginname);
  return { lockAfterFailures: settings.lockAfterFailures, lockMs: settings.lockMinutes * 60_000 };
}

async function judgeRecentFailures(
  db: Db,
  now: Date,
  attempt: { loginname: string; address: string },
  lock: LockPolicy,
): Promise<GuardVerdict> {
  const { loginname, address } = attempt;
  const since = new Date(now.getTime() - failureWindowMs(lock));
  const rows = await db
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

/**
 * Reads the recent failures of an account and an address and judges them under the lockout
 * settings of the account's organisation.
 */
export async function loginVerdict(
  ctx: AppContext,
  loginname: string,
  address: string,
): Promise<GuardVerdict> {
  const lock = await lockPolicyOf(ctx, loginname);
  return judgeRecentFailures(ctx.db, ctx.now(), { loginname, address }, lock);
}

export interface LoginAttempt {
  /** Why the attempt was refused before its password check; undefined when it goes on. */
  refused: EarlyRefusal | undefined;
  verdict: GuardVerdict;
}

/**
 * Judges a login attempt and, when it may go on to the password check, records it as a failure
 * before that check, all under a transaction lock on the account and one on the address
 * (PostgreSQL advisory locks, so they hold across server instances and on PGlite alike). Two
 * attempts for the same account or from the same address are therefore judged one after the
 * other, each seeing the attempts let through before it: however many arrive at once, no more
 * reach the password check than the guard allows. (Judging first and recording after a failed
 * check let 200 parallel attempts all be checked.) The row is cleared by a successful login.
 */
export async function beginLoginAttempt(
  ctx: AppContext,
  attempt: { loginname: string; address: string; hasCode: boolean },
): Promise<LoginAttempt> {
  const { loginname, address } = attempt;
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const lock = await lockPolicyOf(ctx, loginname);
  return ctx.db.transaction().execute(async (trx) => {
    // Always in the same order, so two attempts never wait for each other's second lock.
    for (const key of [`login-account:${loginname}`, `login-address:${address}`].sort()) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    const now = ctx.now();
    const verdict = await judgeRecentFailures(trx, now, attempt, lock);
    const refused = earlyRefusal(verdict, attempt.hasCode);
    if (refused) return { refused, verdict };
    await trx.insertInto('login_failure').values({ loginname, address, failed_at: now }).execute();
    return { refused, verdict };
  });
}

/** A successful login clears the account's failures; the address keeps its record. */
export async function clearLoginFailures(ctx: AppContext, loginname: string): Promise<void> {
  await ctx.db.deleteFrom('login_failure').where('loginname', '=', loginname).execute();
}

/**
 * Login protection rules, as pure functions over the recent failures:
 * - a verification code is required once an account or an address has 3 recent failures;
 * - an account with 10 recent failures is locked until 15 minutes after its latest failure (both
 *   numbers are system settings: `lockAfterFailures`, `lockMinutes`);
 * - an address with 50 recent failures is refused until its window passes.
 */
export const LOGIN_GUARD = {
  windowMs: 15 * 60 * 1000,
  vcodeAfterFailures: 3,
  lockAccountAfterFailures: 10,
  accountLockMs: 15 * 60 * 1000,
  blockAddressAfterFailures: 50,
} as const;

export interface RecentFailures {
  /** Failure times of the account inside the window, any order. */
  account: readonly Date[];
  /** Failure times from the address inside the window, any order. */
  address: readonly Date[];
}

export interface GuardVerdict {
  vcodeRequired: boolean;
  accountLockedUntil: Date | null;
  addressBlocked: boolean;
}

/** The organisation's account lockout (system settings); the defaults are LOGIN_GUARD's. */
export interface LockPolicy {
  lockAfterFailures: number;
  lockMs: number;
}

const DEFAULT_LOCK: LockPolicy = {
  lockAfterFailures: LOGIN_GUARD.lockAccountAfterFailures,
  lockMs: LOGIN_GUARD.accountLockMs,
};

/**
 * How far back failures count: the window, or the lock's length when longer, so a lock is not
 * lifted early by its own failures leaving the window.
 */
export function failureWindowMs(lock: LockPolicy): number {
  return Math.max(LOGIN_GUARD.windowMs, lock.lockMs);
}

export function judgeLogin(
  failures: RecentFailures,
  now: Date,
  lock: LockPolicy = DEFAULT_LOCK,
): GuardVerdict {
  const windowStart = now.getTime() - LOGIN_GUARD.windowMs;
  const lockStart = now.getTime() - failureWindowMs(lock);
  const account = failures.account.filter((at) => at.getTime() > windowStart);
  const address = failures.address.filter((at) => at.getTime() > windowStart);
  const lockable = failures.account.filter((at) => at.getTime() > lockStart);
  let accountLockedUntil: Date | null = null;
  if (lockable.length >= lock.lockAfterFailures) {
    const latest = Math.max(...lockable.map((at) => at.getTime()));
    const until = latest + lock.lockMs;
    if (until > now.getTime()) accountLockedUntil = new Date(until);
  }
  return {
    vcodeRequired:
      account.length >= LOGIN_GUARD.vcodeAfterFailures ||
      address.length >= LOGIN_GUARD.vcodeAfterFailures,
    accountLockedUntil,
    addressBlocked: address.length >= LOGIN_GUARD.blockAddressAfterFailures,
  };
}

/** Why an attempt is refused before its password is looked at, if it is. */
export type EarlyRefusal = 'addressBlocked' | 'accountLocked' | 'vcodeEmpty';

/**
 * The refusal an attempt gets before any check, from the verdict and whether it carries a code.
 * Only attempts that pass here are checked (and counted as failures until they succeed).
 */
export function earlyRefusal(verdict: GuardVerdict, hasCode: boolean): EarlyRefusal | undefined {
  if (verdict.addressBlocked) return 'addressBlocked';
  if (verdict.accountLockedUntil) return 'accountLocked';
  if (verdict.vcodeRequired && !hasCode) return 'vcodeEmpty';
  return undefined;
}

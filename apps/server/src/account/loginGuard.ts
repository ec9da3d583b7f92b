/**
 * Login protection rules, as pure functions over the recent failures:
 * - a verification code is required once an account or an address has 3 recent failures;
 * - an account with 10 recent failures is locked until 15 minutes after its latest failure;
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

export function judgeLogin(failures: RecentFailures, now: Date): GuardVerdict {
  const since = now.getTime() - LOGIN_GUARD.windowMs;
  const account = failures.account.filter((at) => at.getTime() > since);
  const address = failures.address.filter((at) => at.getTime() > since);
  let accountLockedUntil: Date | null = null;
  if (account.length >= LOGIN_GUARD.lockAccountAfterFailures) {
    const latest = Math.max(...account.map((at) => at.getTime()));
    const until = latest + LOGIN_GUARD.accountLockMs;
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

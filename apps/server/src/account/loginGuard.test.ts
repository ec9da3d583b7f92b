import { describe, expect, it } from 'vitest';
import { earlyRefusal, judgeLogin, LOGIN_GUARD } from './loginGuard';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const times = (count: number, spacingMs = 1000) =>
  Array.from({ length: count }, (_, i) => ago((i + 1) * spacingMs));

describe('judgeLogin', () => {
  it('needs no code and locks nothing without failures', () => {
    expect(judgeLogin({ account: [], address: [] }, now)).toEqual({
      vcodeRequired: false,
      accountLockedUntil: null,
      addressBlocked: false,
    });
  });

  it('asks for a code after exactly 3 failures of the account, not after 2', () => {
    expect(judgeLogin({ account: times(2), address: [] }, now).vcodeRequired).toBe(false);
    expect(judgeLogin({ account: times(3), address: [] }, now).vcodeRequired).toBe(true);
  });

  it('asks for a code after 3 failures from the address, whatever the account', () => {
    expect(judgeLogin({ account: [], address: times(3) }, now).vcodeRequired).toBe(true);
  });

  it('forgets failures older than the window', () => {
    const old = times(5, LOGIN_GUARD.windowMs);
    expect(judgeLogin({ account: old, address: old }, now).vcodeRequired).toBe(false);
  });

  it('locks the account at 10 failures until 15 minutes after the latest', () => {
    const verdict = judgeLogin({ account: times(10), address: [] }, now);
    expect(verdict.accountLockedUntil?.getTime()).toBe(
      now.getTime() - 1000 + LOGIN_GUARD.accountLockMs,
    );
    expect(judgeLogin({ account: times(9), address: [] }, now).accountLockedUntil).toBeNull();
  });

  it('blocks an address at 50 failures', () => {
    expect(judgeLogin({ account: [], address: times(49) }, now).addressBlocked).toBe(false);
    expect(judgeLogin({ account: [], address: times(50) }, now).addressBlocked).toBe(true);
  });
});

describe('judgeLogin under an organisation’s lockout settings', () => {
  const lock = { lockAfterFailures: 4, lockMs: 60 * 60 * 1000 };

  it('locks at the saved number of failures, not before', () => {
    expect(judgeLogin({ account: times(3), address: [] }, now, lock).accountLockedUntil).toBeNull();
    expect(
      judgeLogin({ account: times(4), address: [] }, now, lock).accountLockedUntil?.getTime(),
    ).toBe(now.getTime() - 1000 + lock.lockMs);
  });

  it('keeps a lock longer than the window for its whole length', () => {
    const failures = times(4, 10 * 60 * 1000).map((at) => new Date(at.getTime() - 15 * 60 * 1000));
    // The failures are 25–55 minutes old: outside the 15-minute window, inside the 60-minute lock.
    expect(judgeLogin({ account: failures, address: [] }, now, lock).accountLockedUntil).not.toBe(
      null,
    );
    expect(judgeLogin({ account: failures, address: [] }, now).accountLockedUntil).toBeNull();
  });
});

describe('earlyRefusal', () => {
  const clear = { vcodeRequired: false, accountLockedUntil: null, addressBlocked: false };

  it('lets an attempt through when nothing is held against it', () => {
    expect(earlyRefusal(clear, false)).toBeUndefined();
  });

  it('refuses a blocked address first, then a locked account, whatever the code', () => {
    const locked = { ...clear, accountLockedUntil: now, vcodeRequired: true };
    expect(earlyRefusal({ ...locked, addressBlocked: true }, true)).toBe('addressBlocked');
    expect(earlyRefusal(locked, true)).toBe('accountLocked');
  });

  it('refuses an attempt without a code once a code is required, and lets one with a code through', () => {
    expect(earlyRefusal({ ...clear, vcodeRequired: true }, false)).toBe('vcodeEmpty');
    expect(earlyRefusal({ ...clear, vcodeRequired: true }, true)).toBeUndefined();
  });
});

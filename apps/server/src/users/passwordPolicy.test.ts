import { describe, expect, it } from 'vitest';
import { passwordExpired, passwordRefusal } from './passwordPolicy';

const DAY = 24 * 60 * 60 * 1000;
const rules = { passwordMinLength: 10, passwordExpiryDays: 30 };
const created = new Date('2026-01-01T00:00:00Z');

describe('the password policy', () => {
  it('refuses a password shorter than the minimum, counting characters as people do', () => {
    expect(passwordRefusal(rules, '123456789')).toEqual({ min: 10 });
    expect(passwordRefusal(rules, '1234567890')).toBeUndefined();
    // Ten Chinese characters are ten; nine emoji are nine, though they are 18 UTF-16 units.
    expect(passwordRefusal(rules, '密码密码密码密码密码')).toBeUndefined();
    expect(passwordRefusal(rules, '🔒🔒🔒🔒🔒🔒🔒🔒🔒')).toEqual({ min: 10 });
  });

  it('expires a password the expiry after it was set, or after the account was made', () => {
    const changed = new Date(created.getTime() + 10 * DAY);
    expect(passwordExpired(rules, changed, created, new Date(changed.getTime() + 29 * DAY))).toBe(
      false,
    );
    expect(passwordExpired(rules, changed, created, new Date(changed.getTime() + 30 * DAY))).toBe(
      true,
    );
    expect(passwordExpired(rules, null, created, new Date(created.getTime() + 31 * DAY))).toBe(
      true,
    );
  });

  it('never expires a password when the expiry is 0 days', () => {
    const never = { ...rules, passwordExpiryDays: 0 };
    expect(passwordExpired(never, null, created, new Date(created.getTime() + 9999 * DAY))).toBe(
      false,
    );
  });
});

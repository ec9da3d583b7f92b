import { Code } from '@lf/protocol';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { hashPassword } from '../account/passwords';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organisation's password rules (system settings, #14). */
export interface PasswordRules {
  passwordMinLength: number;
  /** 0: passwords never expire. */
  passwordExpiryDays: number;
}

/** Why a new password is refused, or undefined when the rules accept it. */
export function passwordRefusal(
  rules: PasswordRules,
  password: string,
): { min: number } | undefined {
  // Characters as a person counts them (a Chinese character or an emoji is one).
  return [...password].length < rules.passwordMinLength
    ? { min: rules.passwordMinLength }
    : undefined;
}

/**
 * Whether a password set at `changedAt` (null: never changed since the account was made at
 * `createdAt`) has expired by `now`; with an expiry of 0 days passwords never expire.
 */
export function passwordExpired(
  rules: PasswordRules,
  changedAt: Date | null,
  createdAt: Date,
  now: Date,
): boolean {
  if (rules.passwordExpiryDays <= 0) return false;
  const setAt = changedAt ?? createdAt;
  return now.getTime() - new Date(setAt).getTime() >= rules.passwordExpiryDays * DAY_MS;
}

/**
 * The one gate every path that sets a password goes through (own change, reset, add, the
 * security and find-password flows): checks the organisation's rules and answers the hash to
 * store, or refuses with the minimum length in the message.
 */
export async function acceptNewPassword(
  ctx: AppContext,
  orgId: string,
  password: string,
): Promise<string> {
  const rules = await ctx.settings.get(orgId);
  const refusal = passwordRefusal(rules, password);
  if (refusal) throw new ApiError(Code.BAD_REQUEST, 'passwordTooShort', refusal);
  return hashPassword(password);
}

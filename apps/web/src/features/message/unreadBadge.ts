import { LIMITS } from '@lf/protocol';

/** The unread badge text: nothing at zero, the count up to 99, then "99+" (SPEC §9). */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(whole);
}

/** How often the header asks for the unread count. */
export const UNREAD_POLL_MS = 60_000;

import { z } from 'zod';
import { AUTH, type AuthCode } from './auth';
import { EQUIPMENT_TYPES, equipmentId } from './equipment';
import { ALARM_VIEW_AUTH, ALARM_VIEW_TYPE, ALARM_VIEWS } from './monitorExtras';
import { formBool, formString } from './form';
import { shareAuthorityFlags, SHARE_AUTHORITIES, type ShareAuthorityFlags } from './shareAuthority';

/**
 * Device sharing (SPEC §1, §3 "Shared equipment", §5, §7): the owner's organisation turns on a
 * share of one equipment with a share password and an authority; a user of any organisation who
 * opens the share link and gives the password receives a grant with exactly that authority.
 */

export const SHARE_LIMITS = {
  passwordMin: 4,
  passwordMax: 32,
  /** Wrong share passwords one user may try on one share within the window (like logins). */
  attempts: 5,
  attemptWindowMs: 15 * 60 * 1000,
} as const;

/** What a call needs of a grant: the live view, writing, the history, or the alarms. */
export type ShareNeed = 'view' | 'write' | 'history' | 'alarms';

/** Whether a grant's authority covers a need; the one rule every call and socket follows. */
export function shareAllows(flags: ShareAuthorityFlags, need: ShareNeed): boolean {
  switch (need) {
    case 'view':
      return true;
    case 'write':
      return flags.authority === 'write';
    case 'history':
      return flags.withHistory;
    case 'alarms':
      return flags.withAlarms;
  }
}

/**
 * The codes a sharer lacks for a share's authority on an equipment of `type` (none: the share is
 * within the sharer's own rights). Write needs monitor_write, the history history_export, the
 * alarms one of the alarm-record codes of the equipment's type. The server refuses a share with
 * any lacking; the web app offers only what passes.
 */
export function shareRightsLacking(
  auths: readonly string[],
  type: 'eg' | 'gm',
  flags: ShareAuthorityFlags,
): AuthCode[] {
  const held = new Set(auths);
  const lacking: AuthCode[] = [];
  if (flags.authority === 'write' && !held.has(AUTH.monitorWrite)) lacking.push(AUTH.monitorWrite);
  if (flags.withHistory && !held.has(AUTH.historyExport)) lacking.push(AUTH.historyExport);
  if (flags.withAlarms) {
    const alarmCodes = ALARM_VIEWS.filter((view) => ALARM_VIEW_TYPE[view] === type).map(
      (view) => ALARM_VIEW_AUTH[view],
    );
    if (!alarmCodes.some((code) => held.has(code))) lacking.push(...alarmCodes);
  }
  return lacking;
}

/** SPEC §5: at least 4 letters or digits, no special characters. */
export const sharePassword = formString(SHARE_LIMITS.passwordMax)
  .min(SHARE_LIMITS.passwordMin)
  .regex(/^[A-Za-z0-9]+$/, 'letters and digits only');

export const shareToken = formString(64).regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a share link');

/** POST /lfscada/equipment/multi/share/info {equipId} → ShareInfo (the owner's organisation). */
export const shareInfoRequest = z.object({ equipId: equipmentId });

/**
 * POST /lfscada/equipment/multi/share/editPwd {equipId, password} → ShareInfo. Sets the share
 * password and turns sharing on; a new password gives a new link and ends every earlier grant.
 */
export const shareEditPwdRequest = z.object({ equipId: equipmentId, password: sharePassword });

/** An expiry as ISO text or epoch milliseconds; empty means none. */
const expiry = z.preprocess(
  (value) => {
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && /^\d+$/.test(value)) return new Date(Number(value));
    if (typeof value === 'string') return new Date(value);
    return value;
  },
  z
    .date()
    .refine((date) => !Number.isNaN(date.getTime()), 'not a date')
    .nullable(),
);

/**
 * POST /lfscada/equipment/multi/share/editAuth {equipId, enabled, authority, withHistory,
 * withAlarms, expiresAt?} → ShareInfo. Turning sharing off ends the link and every grant; a
 * narrower authority applies to every grant at once.
 */
export const shareEditAuthRequest = z.object({
  equipId: equipmentId,
  enabled: formBool,
  authority: z.enum(SHARE_AUTHORITIES),
  withHistory: formBool,
  withAlarms: formBool,
  expiresAt: expiry.optional(),
});
export type ShareEditAuthRequest = z.input<typeof shareEditAuthRequest>;

/** POST /lfscada/equipment/multi/share/revoke {equipId, userId} → ShareInfo. */
export const shareRevokeRequest = z.object({
  equipId: equipmentId,
  userId: formString(64).min(1),
});

/**
 * POST /lfscada/equipment/multi/share/preview {token} → SharePreview (any organisation): what a
 * link offers, shown on the join page before the share password is asked.
 */
export const sharePreviewRequest = z.object({ token: shareToken });

/** POST /lfscada/equipment/multi/share/join {token, password} → ShareJoined (any organisation). */
export const shareJoinRequest = z.object({ token: shareToken, password: formString(64).min(1) });

/** One user who joined through the link. */
export const shareGrantView = z.object({
  userId: z.string(),
  loginname: z.string(),
  orgName: z.string(),
  joinedAt: z.string(),
});
export type ShareGrantView = z.infer<typeof shareGrantView>;

/** The owner's view of a share. `token` is null while sharing is off or has no password yet. */
export const shareInfo = shareAuthorityFlags.extend({
  equipId: z.string(),
  enabled: z.boolean(),
  hasPassword: z.boolean(),
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  grants: z.array(shareGrantView),
});
export type ShareInfo = z.infer<typeof shareInfo>;

/** POST /lfscada/equipment/multi/share/join → the equipment the user now holds. */
export const shareJoined = z.object({
  equipId: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
});
export type ShareJoined = z.infer<typeof shareJoined>;

/** POST /lfscada/equipment/multi/share/preview → what a link offers and what joining grants. */
export const sharePreview = shareAuthorityFlags.extend({
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  orgName: z.string(),
  expiresAt: z.string().nullable(),
});
export type SharePreview = z.infer<typeof sharePreview>;

/** The web route a share link opens. */
export const SHARE_JOIN_PATH = '/share/join';

export function shareLink(origin: string, token: string): string {
  return `${origin}${SHARE_JOIN_PATH}/${token}`;
}

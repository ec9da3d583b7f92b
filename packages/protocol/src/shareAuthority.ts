import { z } from 'zod';

/**
 * The authority a share grants, apart from the rest of sharing (`share.ts`) so that the
 * equipment list can carry it without the two modules importing each other.
 */

/** View only, or view and write values. History and alarms are granted separately. */
export const SHARE_AUTHORITIES = ['view', 'write'] as const;
export type ShareAuthority = (typeof SHARE_AUTHORITIES)[number];

/** The authority a grant carries. */
export const shareAuthorityFlags = z.object({
  authority: z.enum(SHARE_AUTHORITIES),
  withHistory: z.boolean(),
  withAlarms: z.boolean(),
});
export type ShareAuthorityFlags = z.infer<typeof shareAuthorityFlags>;

/** How a receiver holds an equipment: who shared it and with what authority. */
export const shareReceived = shareAuthorityFlags.extend({
  sharedBy: z.string(),
  expiresAt: z.string().nullable(),
});
export type ShareReceived = z.infer<typeof shareReceived>;

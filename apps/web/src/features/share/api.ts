import {
  SHARE_AUTHORITIES,
  type ShareEditAuthRequest,
  type ShareInfo,
  type ShareJoined,
} from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../api/client';

/** Device sharing calls (SPEC §7 `equipment/multi/share/…`), with their response schemas. */

const shareInfo = z.object({
  equipId: z.string(),
  enabled: z.boolean(),
  hasPassword: z.boolean(),
  token: z.string().nullable(),
  authority: z.enum(SHARE_AUTHORITIES),
  withHistory: z.boolean(),
  withAlarms: z.boolean(),
  expiresAt: z.string().nullable(),
  grants: z.array(
    z.object({
      userId: z.string(),
      loginname: z.string(),
      orgName: z.string(),
      joinedAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<ShareInfo>;

const shareJoined = z.object({
  equipId: z.string(),
  name: z.string(),
  type: z.enum(['eg', 'gm']),
}) satisfies z.ZodType<ShareJoined>;

export const shareKeys = { info: (equipId: string) => ['share', equipId] as const };

export const queryShare = (equipId: string) =>
  call('/lfscada/equipment/multi/share/info', shareInfo, { equipId });

export const setSharePassword = (equipId: string, password: string) =>
  call('/lfscada/equipment/multi/share/editPwd', shareInfo, { equipId, password });

export const setShareAuthority = (request: ShareEditAuthRequest) =>
  call('/lfscada/equipment/multi/share/editAuth', shareInfo, {
    ...request,
    expiresAt:
      request.expiresAt instanceof Date ? request.expiresAt.toISOString() : request.expiresAt,
  });

export const revokeShare = (equipId: string, userId: string) =>
  call('/lfscada/equipment/multi/share/revoke', shareInfo, { equipId, userId });

/** Quiet: the join page shows the refusal under the password field. */
export const joinShare = (token: string, password: string) =>
  call('/lfscada/equipment/multi/share/join', shareJoined, { token, password }, { quiet: true });

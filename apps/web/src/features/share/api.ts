import { shareInfo, shareJoined, sharePreview, type ShareEditAuthRequest } from '@lf/protocol';
import { call } from '../../api/client';

/** Device sharing calls (SPEC §7 `equipment/multi/share/…`); their answers' schemas are the protocol's. */

export const shareKeys = {
  info: (equipId: string) => ['share', equipId] as const,
  preview: (token: string) => ['sharePreview', token] as const,
};

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

/** Quiet: the join page shows why a link cannot be joined in place of its form. */
export const previewShare = (token: string) =>
  call('/lfscada/equipment/multi/share/preview', sharePreview, { token }, { quiet: true });

/** Quiet: the join page shows the refusal under the password field. */
export const joinShare = (token: string, password: string) =>
  call('/lfscada/equipment/multi/share/join', shareJoined, { token, password }, { quiet: true });

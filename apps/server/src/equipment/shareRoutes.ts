import {
  shareEditAuthRequest,
  shareEditPwdRequest,
  shareInfoRequest,
  shareJoinRequest,
  sharePreviewRequest,
  shareRevokeRequest,
  type ShareInfo,
  type ShareJoined,
  type SharePreview,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../access/operationLog';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { loadEquipment } from '../access/equipment';
import {
  joinShare,
  previewShare,
  revokeGrant,
  setShareAuthority,
  setSharePassword,
  shareInfo,
} from './shareCommands';

/**
 * Device sharing (SPEC §7 `equipment/multi/share/…`). The owner's calls reach only equipment of
 * the user's own organisation (no grant ever reaches them); `preview` and `join` are the
 * receiver's. Sockets of receivers whose grant ended or changed close at once on this instance.
 */
export function registerShareRoutes(app: FastifyInstance, ctx: AppContext, live: LivePlane): void {
  const hub = live.hub;
  const closeReceivers = (userIds: readonly string[], equipmentId: string) => {
    for (const userId of userIds) hub.closeShared(userId, new Set([equipmentId]));
  };

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/share/info',
      input: shareInfoRequest,
      action: 'equipment.share',
    },
    async ({ input, user }): Promise<ShareInfo> =>
      shareInfo(ctx, await loadEquipment(ctx, user, input.equipId)),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/share/editPwd',
      input: shareEditPwdRequest,
      action: 'equipment.share',
    },
    async ({ input, user, request }): Promise<ShareInfo> => {
      const equipment = await loadEquipment(ctx, user, input.equipId);
      const ended = await setSharePassword(
        ctx,
        actorOf(user, request),
        user,
        equipment,
        input.password,
      );
      closeReceivers(ended, equipment.id);
      return shareInfo(ctx, equipment);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/share/editAuth',
      input: shareEditAuthRequest,
      action: 'equipment.share',
    },
    async ({ input, user, request }): Promise<ShareInfo> => {
      const equipment = await loadEquipment(ctx, user, input.equipId);
      const affected = await setShareAuthority(ctx, actorOf(user, request), user, equipment, input);
      closeReceivers(affected, equipment.id);
      return shareInfo(ctx, equipment);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/share/revoke',
      input: shareRevokeRequest,
      action: 'equipment.share',
    },
    async ({ input, user, request }): Promise<ShareInfo> => {
      const equipment = await loadEquipment(ctx, user, input.equipId);
      await revokeGrant(ctx, actorOf(user, request), equipment, input.userId);
      closeReceivers([input.userId], equipment.id);
      return shareInfo(ctx, equipment);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/share/preview',
      input: sharePreviewRequest,
      action: 'equipment.join',
    },
    async ({ input, user }): Promise<SharePreview> => previewShare(ctx, user, input.token),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/share/join',
      input: shareJoinRequest,
      action: 'equipment.join',
    },
    async ({ input, user, request }): Promise<ShareJoined> => {
      const equipment = await joinShare(ctx, actorOf(user, request), input.token, input.password);
      return { equipId: equipment.id, name: equipment.name, type: equipment.type };
    },
  );
}

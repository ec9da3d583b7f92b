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
import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import { actorOf } from '../access/operationLog';
import type { AppContext } from '../context';
import type { EquipmentTable } from '../db/schema';
import { declareCalls } from '../http/route';
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
  const call = declareCalls(app, ctx);

  /**
   * An owner's change to a share: the receivers whose grant it ended or altered have their sockets
   * closed at once, and the owner gets the share as it now stands.
   */
  const changeShare = async (
    user: SessionUser,
    equipId: string,
    change: (equipment: Selectable<EquipmentTable>) => Promise<readonly string[]>,
  ): Promise<ShareInfo> => {
    const equipment = await loadEquipment(ctx, user, equipId);
    for (const userId of await change(equipment)) {
      live.hub.closeShared(userId, new Set([equipment.id]));
    }
    return shareInfo(ctx, equipment);
  };

  call(
    {
      url: '/lfscada/equipment/multi/share/info',
      input: shareInfoRequest,
      action: 'equipment.share',
    },
    async ({ input, user }): Promise<ShareInfo> =>
      shareInfo(ctx, await loadEquipment(ctx, user, input.equipId)),
  );

  call(
    {
      url: '/lfscada/equipment/multi/share/editPwd',
      input: shareEditPwdRequest,
      action: 'equipment.share',
    },
    ({ input, user, request }) =>
      changeShare(user, input.equipId, (equipment) =>
        setSharePassword(ctx, actorOf(user, request), user, equipment, input.password),
      ),
  );

  call(
    {
      url: '/lfscada/equipment/multi/share/editAuth',
      input: shareEditAuthRequest,
      action: 'equipment.share',
    },
    ({ input, user, request }) =>
      changeShare(user, input.equipId, (equipment) =>
        setShareAuthority(ctx, actorOf(user, request), user, equipment, input),
      ),
  );

  call(
    {
      url: '/lfscada/equipment/multi/share/revoke',
      input: shareRevokeRequest,
      action: 'equipment.share',
    },
    ({ input, user, request }) =>
      changeShare(user, input.equipId, async (equipment) => {
        await revokeGrant(ctx, actorOf(user, request), equipment, input.userId);
        return [input.userId];
      }),
  );

  call(
    {
      url: '/lfscada/equipment/multi/share/preview',
      input: sharePreviewRequest,
      action: 'equipment.join',
    },
    async ({ input, user }): Promise<SharePreview> => previewShare(ctx, user, input.token),
  );

  call(
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

import {
  LIVE_TOKEN_SECONDS,
  messageTokenRequest,
  monitorListTokenRequest,
  monitorTokenRequest,
  projectTokenRequest,
  SOCKET_CLOSE,
  type LiveToken,
} from '@lf/protocol';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { loadEquipment, watchableEquipmentIds } from '../access/equipment';
import { declareCalls, type RegisterRoutes } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { orgOfUser, signalsWatchedOn } from './queries';
import { equipmentOfViewerPage } from '../monitor/monitoring';
import { consumeLiveToken, issueLiveToken, type LiveTokenKind } from './liveTokens';
import { sharedWatchOf } from './shareWatch';

const SOCKET_PATHS: Record<LiveTokenKind, string> = {
  message: '/lfscada/ws/message/subscribe/:token',
  equipment: '/lfscada/ws/eg/signal/subscribe/:token',
  project: '/lfscada/ws/project/signal/subscribe/:token',
};

/** Token calls and the three live sockets of SPEC §7 (and the equipment list's token). */
export const registerRealtimeRoutes: RegisterRoutes = (app, ctx, live) => {
  const call = declareCalls(app, ctx);

  const answer = (token: string): LiveToken => ({ token, expiresIn: LIVE_TOKEN_SECONDS });

  call(
    { url: '/lfscada/websocket/msg/token', input: messageTokenRequest, action: 'message.read' },
    async ({ user }) => answer(await issueLiveToken(ctx, user, 'message', [])),
  );
  call(
    {
      url: '/lfscada/websocket/monitor/token',
      input: monitorTokenRequest,
      action: 'equipment.view',
    },
    async ({ input, user }) => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId, 'view');
      return answer(await issueLiveToken(ctx, user, 'equipment', [equipment.id]));
    },
  );
  // The equipment list's cards share one socket (issue 28): a token for all the listed equipment.
  call(
    {
      url: '/lfscada/websocket/monitor/list/token',
      input: monitorListTokenRequest,
      action: 'equipment.view',
    },
    async ({ input, user }) =>
      answer(
        await issueLiveToken(
          ctx,
          user,
          'equipment',
          await watchableEquipmentIds(ctx, user, input.equipmentIds),
        ),
      ),
  );
  call(
    {
      url: '/lfscada/websocket/monitor/project/token',
      input: projectTokenRequest,
      action: 'project.view',
    },
    async ({ input, user }) => {
      const equipment = await equipmentOfViewerPage(ctx, user, input.pageId, input.dataEquip);
      return answer(
        await issueLiveToken(
          ctx,
          user,
          'project',
          equipment.map((e) => e.id),
        ),
      );
    },
  );

  for (const kind of Object.keys(SOCKET_PATHS) as LiveTokenKind[]) {
    app.get<{ Params: { token: string } }>(
      SOCKET_PATHS[kind],
      { websocket: true },
      (socket, request) => {
        // Held from the upgrade on: a message pushed while the token is checked is not missed.
        const opening = kind === 'message' ? live.hub.openMessageSocket() : undefined;
        openSocket(ctx, live, kind, socket, request.params.token, opening)
          .catch((error: unknown) => {
            ctx.log.error({ err: error }, 'realtime: opening a socket failed');
            socket.close(1011, 'server error');
          })
          .finally(() => opening?.cancel());
      },
    );
  }
};

async function openSocket(
  ctx: AppContext,
  live: LivePlane,
  kind: LiveTokenKind,
  socket: WebSocket,
  token: string,
  opening: ReturnType<LivePlane['hub']['openMessageSocket']> | undefined,
): Promise<void> {
  const row = await consumeLiveToken(ctx, token, kind);
  if (!row) {
    socket.close(SOCKET_CLOSE.tokenRefused, 'token refused');
    return;
  }
  const subscriber = { socket, sessionHash: row.session_hash, userId: row.user_id };
  if (kind === 'message') {
    const orgId = await orgOfUser(ctx.db, row.user_id);
    if (orgId === undefined) {
      socket.close(SOCKET_CLOSE.tokenRefused, 'token refused');
      return;
    }
    if (!opening || socket.readyState !== socket.OPEN) return;
    const stop = opening.listen({ ...subscriber, orgId });
    socket.on('close', stop);
    return;
  }
  const shared = await sharedWatchOf(ctx, row.user_id, row.equipment_ids);
  if (shared === 'refused') {
    socket.close(SOCKET_CLOSE.shareEnded, 'share ended');
    return;
  }
  const watched = await signalsWatchedOn(ctx.db, row.equipment_ids);
  const stop = live.hub.watch(subscriber, row.equipment_ids, shared);
  socket.on('close', stop);
  if (socket.readyState !== socket.OPEN) return stop();
  live.hub.sendValues(socket, await live.currentValues(watched));
}

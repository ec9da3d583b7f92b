import {
  LIVE_TOKEN_SECONDS,
  mapConfigRequest,
  mapEquipmentRequest,
  mapTokenRequest,
  trackExportRequest,
  trackQueryRequest,
  type FileDownload,
  type LiveToken,
  type MapConfig,
  type MapEquipment,
  type TrackResponse,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { defineCall } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { issueLiveToken } from '../realtime/liveTokens';
import { mapEquipmentIds, mapEquipmentOf } from './mapEquipment';
import { exportTrackFile } from './trackFile';
import { queryTrack } from './trackQuery';

/** The device map and track playback (SPEC §1 "Other areas"). */
export function registerMapRoutes(app: FastifyInstance, ctx: AppContext, live: LivePlane): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/map/config', input: mapConfigRequest, action: 'map.view' },
    async (): Promise<MapConfig> => ({
      tiles: ctx.config.map.tiles ?? null,
      coords: ctx.config.map.coords,
      attribution: ctx.config.map.attribution,
    }),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/map/equipment/queryAll', input: mapEquipmentRequest, action: 'map.view' },
    async ({ user }): Promise<MapEquipment[]> => mapEquipmentOf(ctx, live, user),
  );

  // The map watches every equipment it shows on the monitor socket.
  defineCall(
    app,
    ctx,
    { url: '/lfscada/websocket/map/token', input: mapTokenRequest, action: 'map.view' },
    async ({ user }): Promise<LiveToken> => {
      const ids = await mapEquipmentIds(ctx, user);
      return {
        token: await issueLiveToken(ctx, user, 'equipment', ids),
        expiresIn: LIVE_TOKEN_SECONDS,
      };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/map/track/query', input: trackQueryRequest, action: 'map.view' },
    async ({ input, user }): Promise<TrackResponse> =>
      queryTrack(ctx.db, await loadEquipment(ctx, user, input.equipmentId, 'history'), input),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/map/track/export', input: trackExportRequest, action: 'map.view' },
    async ({ input, user, request }): Promise<FileDownload> =>
      exportTrackFile(
        ctx.db,
        await loadEquipment(ctx, user, input.equipmentId, 'history'),
        input,
        request,
      ),
  );
}

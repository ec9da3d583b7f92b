import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { registerAlarmManagementRoutes } from '../alarms/management/routes';
import { registerCommandRoutes } from '../monitor/commandRoutes';
import type { AppContext } from '../context';
import { registerEquipmentRoutes } from '../equipment/routes';
import { registerShareRoutes } from '../equipment/shareRoutes';
import { registerMapRoutes } from '../map/routes';
import { registerMonitorRoutes } from '../monitor/routes';
import { registerProjectMonitorRoutes } from '../monitor/projectRoutes';
import { registerRealtimeRoutes } from '../realtime/routes';
import { LivePlane } from './livePlane';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live data plane; `server.ts` (or a test) starts its MQTT side with `live.start`. */
    live: LivePlane;
  }
}

/** The largest frame a browser may send on any socket. */
export const SOCKET_MAX_PAYLOAD_BYTES = 4096;

/** Registers the live data plane's calls and sockets; stops it when the app closes. */
export async function registerLiveData(app: FastifyInstance, ctx: AppContext): Promise<LivePlane> {
  const live = new LivePlane(ctx);
  app.decorate('live', live);
  // Browsers only ever send a short ping; a larger frame is refused and the socket closed (1009)
  // before it is buffered, so no client can make the server hold megabytes.
  await app.register(fastifyWebsocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });
  registerEquipmentRoutes(app, ctx);
  registerShareRoutes(app, ctx, live.hub);
  registerMonitorRoutes(app, ctx, live);
  registerProjectMonitorRoutes(app, ctx, live);
  registerCommandRoutes(app, ctx, live);
  registerRealtimeRoutes(app, ctx, live);
  registerAlarmManagementRoutes(app, ctx, live);
  registerMapRoutes(app, ctx, live);
  app.addHook('onClose', async () => live.stop());
  return live;
}

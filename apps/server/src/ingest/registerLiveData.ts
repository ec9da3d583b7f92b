import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Scheduler } from '../jobs/scheduler';
import { LivePlane } from './livePlane';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live data plane; `server.ts` (or a test) starts its MQTT side with `live.start`. */
    live: LivePlane;
  }
}

/** The largest frame a browser may send on any socket. */
export const SOCKET_MAX_PAYLOAD_BYTES = 4096;

/**
 * Makes the live data plane and the socket plugin its calls need; stops the plane when the app
 * closes. Its calls are declared with every other in routes.ts.
 */
export async function registerLiveData(
  app: FastifyInstance,
  ctx: AppContext,
  jobs: Scheduler,
): Promise<LivePlane> {
  const live = new LivePlane(ctx, jobs);
  app.decorate('live', live);
  // Browsers only ever send a short ping; a larger frame is refused and the socket closed (1009)
  // before it is buffered, so no client can make the server hold megabytes.
  await app.register(fastifyWebsocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });
  app.addHook('onClose', async () => live.stop());
  return live;
}

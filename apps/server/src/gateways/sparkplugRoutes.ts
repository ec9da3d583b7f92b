import { gatewaySparkplugRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../access/operationLog';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { setSparkplugGroup } from './sparkplugCommands';

/**
 * POST /lfscada/gateway/sparkplug: makes a gateway a Sparkplug B edge node of a group (issue
 * 24). The server refuses the node's messages of any other group at once; the embedded broker
 * reads the binding when the node connects, so a changed group applies at its next connection.
 */
export function registerSparkplugCalls(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/gateway/sparkplug',
      input: gatewaySparkplugRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      await setSparkplugGroup(ctx.db, user, actorOf(user, request), input.id, input.groupId);
      app.live.sparkplug.forget(input.id);
      return null;
    },
  );
}

import { gatewayRefusalsRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { mqttRefusalsOf } from './queries';

/**
 * What the server refused from the user's gateways over MQTT (issue 15): counts by reason with
 * the latest detail. Counts reach the table within a few seconds (`MqttRefusals.flush`).
 */
export function registerMqttRefusalCalls(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/gateway/mqttRefusals',
      input: gatewayRefusalsRequest,
      action: 'equipment.manage',
    },
    async ({ input, user }) => mqttRefusalsOf(ctx.db, user, input.id),
  );
}

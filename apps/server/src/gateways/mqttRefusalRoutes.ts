import {
  gatewayRefusalsRequest,
  MQTT_REFUSAL_REASONS,
  type MqttRefusalReason,
  type MqttRefusalRow,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { gatewayRangeFilter } from '../access/range';

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
    async ({ input, user }): Promise<MqttRefusalRow[]> => {
      let query = ctx.db
        .selectFrom('mqtt_refusal')
        .innerJoin('gateway', 'gateway.id', 'mqtt_refusal.gateway_id')
        .where('gateway.org_id', '=', user.orgId)
        .where(gatewayRangeFilter(user, 'gateway.id'));
      if (input.id) query = query.where('gateway.id', '=', input.id);
      const rows = await query
        .select([
          'mqtt_refusal.gateway_id',
          'mqtt_refusal.reason',
          'mqtt_refusal.count',
          'mqtt_refusal.first_at',
          'mqtt_refusal.last_at',
          'mqtt_refusal.last_detail',
        ])
        .orderBy('mqtt_refusal.last_at', 'desc')
        .limit(1000)
        .execute();
      return rows
        .filter((row) => (MQTT_REFUSAL_REASONS as readonly string[]).includes(row.reason))
        .map((row) => ({
          gatewayId: row.gateway_id,
          reason: row.reason as MqttRefusalReason,
          count: Number(row.count),
          firstAt: new Date(row.first_at).toISOString(),
          lastAt: new Date(row.last_at).toISOString(),
          lastDetail: row.last_detail,
        }));
    },
  );
}

import type { AgentRuntimeConfig } from '@lf/protocol';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { LivePlane } from '../ingest/livePlane';
import { runtimeConfigOf, type GatewayDevice, type GatewaySettings } from './agentConfigBuilder';
import { driverOf, signalsOf } from '../equipment/managedEquipment';

/** The gateway's settings and the devices (equipment with driver and signals) behind it. */
export async function gatewayPlan(
  db: Db,
  gatewayId: string,
): Promise<{ settings: GatewaySettings; devices: GatewayDevice[] } | undefined> {
  const gateway = await db
    .selectFrom('gateway')
    .select(['id', 'economize_mode', 'interval_s'])
    .where('id', '=', gatewayId)
    .executeTakeFirst();
  if (!gateway) return undefined;
  const equipment = await db
    .selectFrom('equipment')
    .select('id')
    .where('gateway_id', '=', gatewayId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const devices: GatewayDevice[] = [];
  for (const { id } of equipment) {
    const points = new Map(
      (
        await db
          .selectFrom('signal')
          .select(['id', 'point'])
          .where('equipment_id', '=', id)
          .where('point', 'is not', null)
          .execute()
      ).map((row) => [String(row.id), row.point]),
    );
    devices.push({
      equipmentId: id,
      driver: await driverOf(db, id),
      signals: (await signalsOf(db, id)).map((s) => ({ ...s, point: points.get(s.id) })),
    });
  }
  return {
    settings: {
      id: gateway.id,
      economizeMode: gateway.economize_mode,
      interval: gateway.interval_s,
    },
    devices,
  };
}

/**
 * Sends a gateway its whole current configuration (`config` down command), which the agent
 * applies without a restart, and makes ingest accept the new signal set at once. Nothing is sent
 * while any equipment of the gateway has no driver here. An offline
 * gateway or a down link is not an error: the change is saved and the downloaded file carries it.
 */
export async function pushGatewayConfig(
  ctx: AppContext,
  live: LivePlane,
  gatewayId: string | null | undefined,
): Promise<AgentRuntimeConfig | undefined> {
  if (!gatewayId) return undefined;
  live.directory.forget(gatewayId);
  const plan = await gatewayPlan(ctx.db, gatewayId);
  if (!plan) return undefined;
  // Equipment without a driver is polled by a configuration this server did not write (the
  // demo's, or a hand-written file): a pushed configuration would stop polling it.
  if (plan.devices.some((device) => device.driver === null)) return undefined;
  const config = runtimeConfigOf(plan.settings, plan.devices);
  if (!live.connected) return config;
  try {
    await live.publish(gatewayId, { type: 'config', config });
  } catch (error) {
    ctx.log.warn({ err: error, gatewayId }, 'admin: configuration not sent to the gateway');
  }
  return config;
}

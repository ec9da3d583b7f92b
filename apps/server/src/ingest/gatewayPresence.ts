import type { StatusPayload } from '@lf/protocol';
import type { AlarmEngine } from '../alarms/alarmEngine';
import { failPendingCommandsOf } from './commandService';
import type { AppContext } from '../context';

/**
 * Applies a gateway's status message (retained, or its last will) to its row. The transition
 * online → offline (or back) is taken under a row lock, so of several instances exactly one
 * raises (or ends) the gateway's offline alarm. The time is the server's: the will carries the
 * time the agent connected, not when it went away. Going offline also settles the gateway's
 * pending commands in the same transaction: a reply can no longer come.
 */
export async function applyGatewayStatus(
  ctx: AppContext,
  alarms: AlarmEngine,
  gatewayId: string,
  status: StatusPayload,
): Promise<void> {
  const at = ctx.now();
  const change = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('gateway')
      .select(['online', 'name', 'org_id'])
      .where('id', '=', gatewayId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('gateway')
      .set({
        online: status.online,
        status_at: at,
        last_seen: at,
        ...(status.agentVersion ? { agent_version: status.agentVersion } : {}),
        ...(status.opcuaThumbprint ? { opcua_thumbprint: status.opcuaThumbprint } : {}),
        ...(status.economize
          ? {
              economize_open: status.economize.open,
              economize_mode: status.economize.mode,
              interval_s: Math.max(1, Math.round(status.economize.intervalMs / 1000)),
            }
          : {}),
      })
      .where('id', '=', gatewayId)
      .execute();
    if (!status.online) await failPendingCommandsOf(trx, gatewayId, at);
    return { wasOnline: before.online, name: before.name, orgId: before.org_id };
  });
  if (!change || change.wasOnline === status.online) return;
  if (status.online) await alarms.gatewayOnline(gatewayId, at);
  else await alarms.gatewayOffline({ id: gatewayId, name: change.name, orgId: change.orgId }, at);
}

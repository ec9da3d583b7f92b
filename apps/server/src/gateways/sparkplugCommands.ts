import type { SessionUser } from '../account/sessions';
import { logOperation, type Actor } from '../access/operationLog';
import { gatewayRangeFilter } from '../access/range';
import type { Db } from '../db/database';
import { notFound } from '../http/apiError';

/**
 * Binds one of the user's gateways to a Sparkplug group (its id being the edge node id), or
 * unbinds it with an empty group, with its operation-log record in the same transaction.
 */
export async function setSparkplugGroup(
  db: Db,
  user: SessionUser,
  actor: Actor,
  gatewayId: string,
  groupId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gateway = await trx
      .selectFrom('gateway')
      .select('id')
      .where('id', '=', gatewayId)
      .where('org_id', '=', user.orgId)
      .where(gatewayRangeFilter(user, 'gateway.id'))
      .forUpdate()
      .executeTakeFirst();
    if (!gateway) throw notFound();
    if (groupId === '') {
      await trx.deleteFrom('sparkplug_node').where('gateway_id', '=', gatewayId).execute();
    } else {
      await trx
        .insertInto('sparkplug_node')
        .values({ gateway_id: gatewayId, group_id: groupId })
        .onConflict((oc) => oc.column('gateway_id').doUpdateSet({ group_id: groupId }))
        .execute();
    }
    await logOperation(trx, actor, 'gateway.sparkplug', { id: gatewayId, groupId });
  });
}

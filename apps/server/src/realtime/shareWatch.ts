import type { AppContext } from '../context';
import { grantsInForce } from '../access/grants';
import type { RealtimeHub, SharedWatch } from './hub';

/**
 * What a socket opening on `equipmentIds` for `userId` watches through grants: undefined when
 * every equipment is the user's organisation's, 'refused' when a grant is no longer in force.
 */
export async function sharedWatchOf(
  ctx: AppContext,
  userId: string,
  equipmentIds: readonly string[],
): Promise<SharedWatch | undefined | 'refused'> {
  if (equipmentIds.length === 0) return undefined;
  const foreign = await ctx.db
    .selectFrom('equipment')
    .innerJoin('app_user', (join) =>
      join.on('app_user.id', '=', userId).onRef('app_user.org_id', '<>', 'equipment.org_id'),
    )
    .select('equipment.id')
    .where('equipment.id', 'in', [...equipmentIds])
    .execute();
  if (foreign.length === 0) return undefined;
  const ids = foreign.map((row) => row.id);
  const grants = await grantsInForce(ctx, userId, ids);
  if (ids.some((id) => !grants.has(id))) return 'refused';
  return {
    equipmentIds: new Set(ids),
    withoutAlarms: new Set(ids.filter((id) => !grants.get(id)?.withAlarms)),
  };
}

/**
 * Closes the sockets whose grant has lapsed since they opened (expiry, or a revocation made on
 * another server instance); the instance that revokes closes its own sockets at once.
 */
export async function closeLapsedShares(ctx: AppContext, hub: RealtimeHub): Promise<void> {
  for (const watch of hub.sharedWatches()) {
    const grants = await grantsInForce(ctx, watch.userId, [...watch.equipmentIds]);
    const lapsed = [...watch.equipmentIds].filter((id) => !grants.has(id));
    if (lapsed.length > 0) hub.closeShared(watch.userId, new Set(lapsed));
  }
}

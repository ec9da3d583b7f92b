import type { SessionUser } from '../../account/sessions';
import { scope } from '../../access/scope';
import type { AppContext } from '../../context';

/** The listed alarms the user may act on; others change nothing, like ids already done. */
export async function alarmsToActOn(
  ctx: AppContext,
  user: SessionUser,
  ids: readonly string[],
): Promise<number[]> {
  const wanted = [...new Set(ids.map(Number))];
  if (wanted.length === 0) return [];
  const acting = await scope(ctx, user, 'alarm.respond');
  const rows = await ctx.db
    .selectFrom('alarm')
    .select('id')
    .where('id', 'in', wanted)
    .where(acting.alarm())
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The equipment's id if the user may put it into maintenance: only the user's own organisation
 * within their range, a share grant never reaches it.
 */
export async function equipmentToMaintain(
  ctx: AppContext,
  user: SessionUser,
  equipmentId: string,
): Promise<string | undefined> {
  const acting = await scope(ctx, user, 'alarm.respond');
  const reached = await ctx.db
    .selectFrom('equipment')
    .select('id')
    .where('id', '=', equipmentId)
    .where(acting.equipment('equipment'))
    .executeTakeFirst();
  return reached?.id;
}

import type { EquipmentQueryResponse, EquipmentSummary, followQueryRequest } from '@lf/protocol';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { scope } from '../access/scope';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import { summarize } from '../equipment/views';

/** The equipment a user may follow: what they may view, by name, optionally matching a name. */
export async function queryFollowCandidates(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof followQueryRequest>,
): Promise<EquipmentQueryResponse> {
  const reach = await scope(ctx, user, 'equipment.view');
  let query = ctx.db.selectFrom('equipment').where(reach.equipment('equipment'));
  if (input.keyword) query = query.where('name', 'ilike', containsPattern(input.keyword));
  const found = await paged(query, input, (rows) => rows.selectAll().orderBy('name').orderBy('id'));
  return { ...found, list: await summarize(ctx, user.userId, found.list) };
}

/** The equipment the user follows and may still view, by name. */
export async function followedEquipment(
  ctx: AppContext,
  user: SessionUser,
): Promise<EquipmentSummary[]> {
  const reach = await scope(ctx, user, 'equipment.view');
  const rows = await ctx.db
    .selectFrom('equipment')
    .innerJoin('equipment_mark as mark', 'mark.equipment_id', 'equipment.id')
    .selectAll('equipment')
    .where('mark.user_id', '=', user.userId)
    .where('mark.followed', '=', true)
    .where(reach.equipment('equipment'))
    .orderBy('equipment.name')
    .execute();
  return summarize(ctx, user.userId, rows);
}

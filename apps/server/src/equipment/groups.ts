import { randomUUID } from 'node:crypto';
import type { EquipmentGroup, groupEditRequest } from '@lf/protocol';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { scope } from '../access/scope';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { notFound } from '../http/apiError';

/** The user's groups (or the one asked for), oldest first, counting the equipment they may see. */
export async function listGroups(
  ctx: AppContext,
  user: SessionUser,
  onlyId?: string,
): Promise<EquipmentGroup[]> {
  const within = await scope(ctx, user, 'equipment.group');
  let query = ctx.db
    .selectFrom('equipment_group as g')
    .leftJoin('equipment_group_member as m', 'm.group_id', 'g.id')
    .leftJoin('equipment as e', (join) =>
      join.onRef('e.id', '=', 'm.equipment_id').on(within.equipment('e')),
    )
    .select(['g.id', 'g.name', 'g.created_at', (eb) => eb.fn.count<string>('e.id').as('count')])
    .where('g.user_id', '=', user.userId)
    .groupBy(['g.id', 'g.name', 'g.created_at'])
    .orderBy('g.created_at')
    .orderBy('g.id');
  if (onlyId) query = query.where('g.id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    equipmentCount: Number(row.count),
    gmtCreate: new Date(row.created_at).toISOString(),
  }));
}

/** One of the user's groups; not found when it is not theirs. */
export async function groupOf(
  ctx: AppContext,
  user: SessionUser,
  id: string,
): Promise<EquipmentGroup> {
  const [group] = await listGroups(ctx, user, id);
  if (!group) throw notFound();
  return group;
}

/** A new group of the user's; returns its id. */
export async function addGroup(ctx: AppContext, user: SessionUser, name: string): Promise<string> {
  const id = randomUUID();
  await ctx.db
    .insertInto('equipment_group')
    .values({
      id,
      org_id: user.orgId,
      user_id: user.userId,
      name,
      created_at: ctx.now(),
    })
    .execute();
  return id;
}

/** Renames one of the user's groups; not found when it is not theirs. */
export async function renameGroup(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof groupEditRequest>,
): Promise<void> {
  const updated = await ctx.db
    .updateTable('equipment_group')
    .set({ name: input.name })
    .where('id', '=', input.id)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
}

/** A group of another user, or none, counts as missing (404). */
async function assertOwnGroup(trx: Db, user: SessionUser, id: string): Promise<void> {
  const group = await trx
    .selectFrom('equipment_group')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!group) throw notFound();
}

/** Deletes one of the user's groups with its memberships (the equipment stays). */
export async function deleteGroup(ctx: AppContext, user: SessionUser, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await assertOwnGroup(trx, user, id);
    await trx.deleteFrom('equipment_group_member').where('group_id', '=', id).execute();
    await trx.deleteFrom('equipment_group').where('id', '=', id).execute();
  });
}

/**
 * Moves an equipment into one of the user's groups, or out of all of them (`target` empty):
 * an equipment is in at most one of a user's groups.
 */
export async function moveToGroup(
  ctx: AppContext,
  user: SessionUser,
  equipmentId: string,
  target: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (target) await assertOwnGroup(trx, user, target);
    await trx
      .deleteFrom('equipment_group_member')
      .where('equipment_id', '=', equipmentId)
      .where('group_id', 'in', (eb) =>
        eb.selectFrom('equipment_group').select('id').where('user_id', '=', user.userId),
      )
      .execute();
    if (target) {
      await trx
        .insertInto('equipment_group_member')
        .values({ group_id: target, equipment_id: equipmentId })
        .execute();
    }
  });
}

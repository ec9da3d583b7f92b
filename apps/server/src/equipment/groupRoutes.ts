import { randomUUID } from 'node:crypto';
import {
  groupAddRequest,
  groupDeleteRequest,
  groupEditRequest,
  groupMoveRequest,
  groupQueryAllRequest,
  type EquipmentGroup,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { scope } from '../access/scope';

/** A user's own equipment groups: list, create, rename, delete, and moving equipment in. */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/group/queryAll',
      input: groupQueryAllRequest,
      action: 'equipment.group',
    },
    async ({ user }) => listGroups(ctx, user),
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/equipment/group/add', input: groupAddRequest, action: 'equipment.group' },
    async ({ input, user }): Promise<EquipmentGroup> => {
      const id = randomUUID();
      await ctx.db
        .insertInto('equipment_group')
        .values({
          id,
          org_id: user.orgId,
          user_id: user.userId,
          name: input.name,
          created_at: ctx.now(),
        })
        .execute();
      return groupOf(ctx, user, id);
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/equipment/group/edit', input: groupEditRequest, action: 'equipment.group' },
    async ({ input, user }): Promise<EquipmentGroup> => {
      const updated = await ctx.db
        .updateTable('equipment_group')
        .set({ name: input.name })
        .where('id', '=', input.id)
        .where('user_id', '=', user.userId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound();
      return groupOf(ctx, user, input.id);
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/group/delete',
      input: groupDeleteRequest,
      action: 'equipment.group',
    },
    async ({ input, user }) => {
      await ctx.db.transaction().execute(async (trx) => {
        const group = await trx
          .selectFrom('equipment_group')
          .select('id')
          .where('id', '=', input.id)
          .where('user_id', '=', user.userId)
          .executeTakeFirst();
        if (!group) throw notFound();
        await trx.deleteFrom('equipment_group_member').where('group_id', '=', group.id).execute();
        await trx.deleteFrom('equipment_group').where('id', '=', group.id).execute();
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/equipment/group/move', input: groupMoveRequest, action: 'equipment.group' },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId, 'view');
      const target = input.groupId;
      await ctx.db.transaction().execute(async (trx) => {
        if (target) {
          const group = await trx
            .selectFrom('equipment_group')
            .select('id')
            .where('id', '=', target)
            .where('user_id', '=', user.userId)
            .executeTakeFirst();
          if (!group) throw notFound();
        }
        await trx
          .deleteFrom('equipment_group_member')
          .where('equipment_id', '=', input.equipmentId)
          .where('group_id', 'in', (eb) =>
            eb.selectFrom('equipment_group').select('id').where('user_id', '=', user.userId),
          )
          .execute();
        if (target) {
          await trx
            .insertInto('equipment_group_member')
            .values({ group_id: target, equipment_id: input.equipmentId })
            .execute();
        }
      });
      return null;
    },
  );
}

async function listGroups(
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

async function groupOf(ctx: AppContext, user: SessionUser, id: string): Promise<EquipmentGroup> {
  const [group] = await listGroups(ctx, user, id);
  if (!group) throw notFound();
  return group;
}

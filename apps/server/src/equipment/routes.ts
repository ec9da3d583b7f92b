import {
  DEFAULT_PAGE_SIZE,
  equipmentInfoRequest,
  equipmentQueryRequest,
  followQueryAllRequest,
  followQueryRequest,
  followRequest,
  type EquipmentQueryResponse,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import { loadEquipment } from '../access/equipment';
import { scope } from '../access/scope';
import { detail, summarize } from './views';

/** Equipment list and detail, and following equipment (SPEC §7 "Equipment"). */
export function registerEquipmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/query',
      input: equipmentQueryRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<EquipmentQueryResponse> => {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const reach = await scope(ctx, user, 'equipment.view');
      let query = ctx.db
        .selectFrom('equipment')
        .leftJoin('equipment_mark as mark', (join) =>
          join.onRef('mark.equipment_id', '=', 'equipment.id').on('mark.user_id', '=', user.userId),
        )
        .where(reach.equipment('equipment'));
      if (input.type) query = query.where('equipment.type', '=', input.type);
      if (input.keyword) {
        query = query.where('equipment.name', 'ilike', `%${escapeLike(input.keyword)}%`);
      }
      if (input.groupId) {
        const groupId = input.groupId;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('equipment_group_member as member')
              .innerJoin('equipment_group as g', 'g.id', 'member.group_id')
              .whereRef('member.equipment_id', '=', 'equipment.id')
              .where('member.group_id', '=', groupId)
              .where('g.user_id', '=', user.userId),
          ),
        );
      }
      const count = await query
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('equipment')
        .orderBy(sql`coalesce(mark.top, false)`, 'desc')
        .orderBy(
          input.sort === 'name' ? 'equipment.name' : 'equipment.created_at',
          input.sort === 'name' ? 'asc' : 'desc',
        )
        .orderBy('equipment.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        total: Number(count.total),
        page,
        pageSize,
        list: await summarize(ctx, user.userId, rows),
      };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/equipment/multi/info', input: equipmentInfoRequest, action: 'equipment.view' },
    async ({ input, user }) =>
      detail(ctx, user.userId, await loadEquipment(ctx, user, input.id, 'view')),
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/equipment/query',
      input: followQueryRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<EquipmentQueryResponse> => {
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const reach = await scope(ctx, user, 'equipment.view');
      let query = ctx.db.selectFrom('equipment').where(reach.equipment('equipment'));
      if (input.keyword) query = query.where('name', 'ilike', `%${escapeLike(input.keyword)}%`);
      const count = await query
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        total: Number(count.total),
        page,
        pageSize,
        list: await summarize(ctx, user.userId, rows),
      };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/equipment/queryAll',
      input: followQueryAllRequest,
      action: 'equipment.view',
    },
    async ({ user }) => {
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
    },
  );

  for (const [url, followed] of [
    ['/lfscada/monitor/equipment/setFollow', true],
    ['/lfscada/monitor/equipment/cancleFollow', false],
  ] as const) {
    defineCall(
      app,
      ctx,
      { url, input: followRequest, action: 'equipment.view' },
      async ({ input, user }) => {
        await loadEquipment(ctx, user, input.equipmentId, 'view');
        await ctx.db
          .insertInto('equipment_mark')
          .values({
            user_id: user.userId,
            equipment_id: input.equipmentId,
            followed,
            updated_at: ctx.now(),
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'equipment_id'])
              .doUpdateSet({ followed, updated_at: ctx.now() }),
          )
          .execute();
        return null;
      },
    );
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

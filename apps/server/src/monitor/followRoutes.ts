import {
  followQueryAllRequest,
  followQueryRequest,
  followRequest,
  type EquipmentQueryResponse,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import { defineCall } from '../http/route';
import { loadEquipment } from '../access/equipment';
import { scope } from '../access/scope';
import { summarize } from '../equipment/views';

/** The monitor area's followed equipment: the list to pick from, the followed ones, (un)follow. */
export function registerFollowRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/equipment/query',
      input: followQueryRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<EquipmentQueryResponse> => {
      const reach = await scope(ctx, user, 'equipment.view');
      let query = ctx.db.selectFrom('equipment').where(reach.equipment('equipment'));
      if (input.keyword) query = query.where('name', 'ilike', containsPattern(input.keyword));
      const found = await paged(query, input, (rows) =>
        rows.selectAll().orderBy('name').orderBy('id'),
      );
      return { ...found, list: await summarize(ctx, user.userId, found.list) };
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

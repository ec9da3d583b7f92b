import {
  equipmentInfoRequest,
  equipmentQueryRequest,
  type EquipmentQueryResponse,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import { defineCall } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { registerCommandCallback } from '../monitor/commandRoutes';
import { loadEquipment } from '../access/equipment';
import { scope } from '../access/scope';
import { detail, summarize } from './views';

/** Equipment list and detail, and the equipment monitor's command outcome (SPEC §7 "Equipment"). */
export function registerEquipmentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/query',
      input: equipmentQueryRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<EquipmentQueryResponse> => {
      const reach = await scope(ctx, user, 'equipment.view');
      let query = ctx.db
        .selectFrom('equipment')
        .leftJoin('equipment_mark as mark', (join) =>
          join.onRef('mark.equipment_id', '=', 'equipment.id').on('mark.user_id', '=', user.userId),
        )
        .where(reach.equipment('equipment'));
      if (input.type) query = query.where('equipment.type', '=', input.type);
      if (input.keyword) {
        query = query.where('equipment.name', 'ilike', containsPattern(input.keyword));
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
      const found = await paged(query, input, (rows) =>
        rows
          .selectAll('equipment')
          .orderBy(sql`coalesce(mark.top, false)`, 'desc')
          .orderBy(
            input.sort === 'name' ? 'equipment.name' : 'equipment.created_at',
            input.sort === 'name' ? 'asc' : 'desc',
          )
          .orderBy('equipment.id'),
      );
      return { ...found, list: await summarize(ctx, user.userId, found.list) };
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/equipment/multi/info', input: equipmentInfoRequest, action: 'equipment.view' },
    async ({ input, user }) =>
      detail(ctx, user.userId, await loadEquipment(ctx, user, input.id, 'view')),
  );

  registerCommandCallback(app, ctx, live, '/lfscada/equipment/multi/callback');
}

import {
  DEFAULT_PAGE_SIZE,
  equipmentInfoRequest,
  equipmentQueryRequest,
  type EquipmentQueryResponse,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
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

  registerCommandCallback(app, ctx, live, '/lfscada/equipment/multi/callback');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

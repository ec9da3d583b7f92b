import {
  equipmentCountRequest,
  setStarRequest,
  setTopRequest,
  type EquipmentCounts,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { scope } from '../access/scope';
import { equipmentCounts } from './views';
import { defineCall } from '../http/route';

/** A user's own marks on equipment (star, top) and the equipment counts of the list's tabs. */
export function registerMarkRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [url, input, column] of [
    ['/lfscada/equipment/multi/setStar', setStarRequest, 'starred'],
    ['/lfscada/equipment/multi/setTop', setTopRequest, 'top'],
  ] as const) {
    defineCall(
      app,
      ctx,
      { url, input, action: 'equipment.view' },
      async ({ input: mark, user }) => {
        await loadEquipment(ctx, user, mark.equipmentId, 'view');
        await ctx.db
          .insertInto('equipment_mark')
          .values({
            user_id: user.userId,
            equipment_id: mark.equipmentId,
            [column]: mark.value,
            updated_at: ctx.now(),
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'equipment_id'])
              .doUpdateSet({ [column]: mark.value, updated_at: ctx.now() }),
          )
          .execute();
        return null;
      },
    );
  }

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/queryCount',
      input: equipmentCountRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<EquipmentCounts> => {
      // The counts cover what the list shows: the equipment in range and that shared with the user.
      const reach = await scope(ctx, user, 'equipment.view');
      let query = ctx.db.selectFrom('equipment').select('id').where(reach.equipment('equipment'));
      if (input.type) query = query.where('type', '=', input.type);
      const rows = await query.execute();
      return equipmentCounts(
        ctx,
        rows.map((row) => row.id),
      );
    },
  );
}

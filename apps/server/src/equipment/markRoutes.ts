import { equipmentCountRequest, setStarRequest, setTopRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { setEquipmentMark } from './commands';
import { countEquipment } from './queries';
import { declareCalls } from '../http/route';

/** A user's own marks on equipment (star, top) and the equipment counts of the list's tabs. */
export function registerMarkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  for (const [url, input, column] of [
    ['/lfscada/equipment/multi/setStar', setStarRequest, 'starred'],
    ['/lfscada/equipment/multi/setTop', setTopRequest, 'top'],
  ] as const) {
    call({ url, input, action: 'equipment.view' }, async ({ input: mark, user }) => {
      await loadEquipment(ctx, user, mark.equipmentId, 'view');
      await setEquipmentMark(ctx, user.userId, mark.equipmentId, column, mark.value);
      return null;
    });
  }

  call(
    {
      url: '/lfscada/equipment/multi/queryCount',
      input: equipmentCountRequest,
      action: 'equipment.view',
    },
    ({ input, user }) => countEquipment(ctx, user, input.type),
  );
}

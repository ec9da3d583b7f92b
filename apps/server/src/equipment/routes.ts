import { equipmentInfoRequest, equipmentQueryRequest } from '@lf/protocol';
import { declareCalls, type RegisterRoutes } from '../http/route';
import { registerCommandCallback } from '../monitor/commandRoutes';
import { loadEquipment } from '../access/equipment';
import { queryEquipment } from './queries';
import { detail } from './views';

/** Equipment list and detail, and the equipment monitor's command outcome (SPEC §7 "Equipment"). */
export const registerEquipmentRoutes: RegisterRoutes = (app, ctx, live) => {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/equipment/multi/query',
      input: equipmentQueryRequest,
      action: 'equipment.view',
    },
    ({ input, user }) => queryEquipment(ctx, user, input),
  );

  call(
    { url: '/lfscada/equipment/multi/info', input: equipmentInfoRequest, action: 'equipment.view' },
    async ({ input, user }) =>
      detail(ctx, user.userId, await loadEquipment(ctx, user, input.id, 'view')),
  );

  registerCommandCallback(call, live, '/lfscada/equipment/multi/callback');
};

import { followQueryAllRequest, followQueryRequest, followRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { declareCalls } from '../http/route';
import { loadEquipment } from '../access/equipment';
import { setEquipmentMark } from '../equipment/commands';
import { followedEquipment, queryFollowCandidates } from './queries';

/** The monitor area's followed equipment: the list to pick from, the followed ones, (un)follow. */
export function registerFollowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/equipment/query',
      input: followQueryRequest,
      action: 'equipment.view',
    },
    ({ input, user }) => queryFollowCandidates(ctx, user, input),
  );

  call(
    {
      url: '/lfscada/monitor/equipment/queryAll',
      input: followQueryAllRequest,
      action: 'equipment.view',
    },
    ({ user }) => followedEquipment(ctx, user),
  );

  for (const [url, followed] of [
    ['/lfscada/monitor/equipment/setFollow', true],
    ['/lfscada/monitor/equipment/cancleFollow', false],
  ] as const) {
    call({ url, input: followRequest, action: 'equipment.view' }, async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId, 'view');
      await setEquipmentMark(ctx, user.userId, input.equipmentId, 'followed', followed);
      return null;
    });
  }
}

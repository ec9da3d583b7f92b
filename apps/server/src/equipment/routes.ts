import { equipmentInfoRequest, equipmentQueryRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { defineCall } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { registerCommandCallback } from '../monitor/commandRoutes';
import { loadEquipment } from '../access/equipment';
import { queryEquipment } from './queries';
import { detail } from './views';

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
    ({ input, user }) => queryEquipment(ctx, user, input),
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

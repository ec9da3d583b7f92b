import { equipmentIdRequest, equipmentInfoRequest, type DeletedEquipmentRow } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { declareCalls } from '../http/route';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { catchUpRollups } from '../history/rollupCatchUp';
import { archiveEquipment, deletedEquipmentOf, purgeArchivedEquipment } from './archive';

/**
 * Deleting equipment keeps its history: delete moves it into the archive, the deleted list
 * shows what waits there, and purge removes the archive row with every stored value.
 */
export function registerEquipmentArchiveCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/equipment/multi/delete',
      input: equipmentIdRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      const equipment = await loadEquipment(ctx, user, input.id);
      await archiveEquipment(ctx, { user, request }, input.id);
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return { historyKept: true };
    },
  );

  call(
    {
      url: '/lfscada/equipment/multi/deleted/query',
      input: equipmentInfoRequest.partial(),
      action: 'equipment.manage',
    },
    async ({ user }): Promise<DeletedEquipmentRow[]> => deletedEquipmentOf(ctx, user),
  );

  call(
    {
      url: '/lfscada/equipment/multi/purge',
      input: equipmentIdRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      // Rows still owed to the rollups go in first, so none comes back after the purge.
      await catchUpRollups(ctx.db);
      await purgeArchivedEquipment(ctx, { user, request }, input.id);
      return null;
    },
  );
}

import {
  opcuaBrowseCallbackRequest,
  opcuaBrowseRequest,
  opcuaImportRequest,
  type CommandAccepted,
  type OpcuaBrowseState,
  type OpcuaImportResult,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { loadEquipment } from '../access/equipment';
import type { AppContext } from '../context';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { notFound } from '../http/apiError';
import { declareCalls } from '../http/route';
import { onlineGateway } from '../monitor/writeSignalValue';
import { importOpcuaNodes, requireOpcuaDriver } from './opcuaImport';

/**
 * The signal tab's OPC UA calls: browse the equipment's server through its gateway (an async
 * command; the callback answers the nodes), and import picked nodes as signals in one step.
 */
export function registerOpcuaCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  const base = '/lfscada/equipment/multi/opcua';

  call(
    { url: `${base}/browse`, input: opcuaBrowseRequest, action: 'equipment.manage' },
    async ({ input, user, request }): Promise<CommandAccepted> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      await requireOpcuaDriver(ctx, request, equipment.id);
      const gatewayId = await onlineGateway(ctx, app.live, equipment.gateway_id);
      const uuid = await app.live.commands.submitBrowse(
        { orgId: equipment.org_id, userId: user.userId, equipmentId: equipment.id, gatewayId },
        input.nodeId,
      );
      return { uuid };
    },
  );

  call(
    {
      url: `${base}/browse/callback`,
      input: opcuaBrowseCallbackRequest,
      action: 'equipment.manage',
    },
    async ({ input, user }): Promise<OpcuaBrowseState> => {
      const state = await app.live.commands.browseResult(input.uuid, user);
      if (!state) throw notFound();
      return state;
    },
  );

  call(
    { url: `${base}/import`, input: opcuaImportRequest, action: 'equipment.manage' },
    async ({ input, user, request }): Promise<OpcuaImportResult> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      await requireOpcuaDriver(ctx, request, equipment.id);
      const result = await importOpcuaNodes(ctx, { user, request }, equipment, input);
      if (result.imported > 0) await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return result;
    },
  );
}

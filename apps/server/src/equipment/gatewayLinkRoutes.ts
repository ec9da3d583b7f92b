import { bindGatewayRequest, driverEditRequest, equipmentIdRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { declareCalls } from '../http/route';
import { refuse } from '../http/refusal';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { protocolTurnedOff } from '../system/models/queries';
import { saveEquipmentDriver, setEquipmentGateway } from './commands';
import { driverOf } from './managedEquipment';

/**
 * How an equipment is reached: its driver (protocol and settings) and the gateway it is bound
 * to. Each change sends the gateways concerned their new configuration.
 */
export function registerEquipmentLinkCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/equipment/multi/driver/edit',
      input: driverEditRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      const equipment = await loadEquipment(ctx, user, input.id);
      if (await protocolTurnedOff(ctx.db, user.orgId, input.driver.protocol)) {
        throw refuse(request, 'unknownReference', { field: 'driver.protocol' });
      }
      await saveEquipmentDriver(ctx, { user, request }, input);
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return driverOf(ctx.db, input.id);
    },
  );

  for (const [url, bind] of [
    ['/lfscada/equipment/multi/bindGateway', true],
    ['/lfscada/equipment/multi/unbindGateway', false],
  ] as const) {
    call(
      { url, input: bind ? bindGatewayRequest : equipmentIdRequest, action: 'equipment.manage' },
      async ({ input, user, request }) => {
        const equipment = await loadEquipment(ctx, user, input.id);
        const gatewayId = 'gatewayId' in input ? (input.gatewayId as string) : null;
        await setEquipmentGateway(
          ctx,
          { user, request },
          {
            id: input.id,
            gatewayId,
            previousGatewayId: equipment.gateway_id,
          },
        );
        if (equipment.gateway_id && equipment.gateway_id !== gatewayId) {
          await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
        }
        await pushGatewayConfig(ctx, app.live, gatewayId);
        return null;
      },
    );
  }
}

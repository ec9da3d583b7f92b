import { bindGatewayRequest, driverEditRequest, equipmentIdRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { defineCall } from '../http/route';
import { refuse } from '../http/refusal';
import { actorOf, logOperation } from '../access/operationLog';
import { assertGatewayOfOrg } from './manageRoutes';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { driverOf } from './managedEquipment';

/**
 * How an equipment is reached: its driver (protocol and settings) and the gateway it is bound
 * to. Each change sends the gateways concerned their new configuration.
 */
export function registerEquipmentLinkCalls(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/equipment/multi/driver/edit',
      input: driverEditRequest,
      action: 'equipment.manage',
    },
    async ({ input, user, request }) => {
      const equipment = await loadEquipment(ctx, user, input.id);
      const disabled = await ctx.db
        .selectFrom('protocol_setting')
        .select('protocol')
        .where('org_id', '=', user.orgId)
        .where('protocol', '=', input.driver.protocol)
        .where('enabled', '=', false)
        .executeTakeFirst();
      if (disabled) throw refuse(request, 'unknownReference', { field: 'driver.protocol' });
      await ctx.db.transaction().execute(async (trx) => {
        const settings = JSON.stringify(input.driver.settings);
        await trx
          .insertInto('equipment_driver')
          .values({ equipment_id: input.id, protocol: input.driver.protocol, settings })
          .onConflict((oc) =>
            oc.column('equipment_id').doUpdateSet({
              protocol: input.driver.protocol,
              settings,
              updated_at: ctx.now(),
            }),
          )
          .execute();
        await logOperation(trx, actorOf(user, request), 'equipment.driver', {
          id: input.id,
          driver: input.driver,
        });
      });
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return driverOf(ctx.db, input.id);
    },
  );

  for (const [url, bind] of [
    ['/lfscada/equipment/multi/bindGateway', true],
    ['/lfscada/equipment/multi/unbindGateway', false],
  ] as const) {
    defineCall(
      app,
      ctx,
      { url, input: bind ? bindGatewayRequest : equipmentIdRequest, action: 'equipment.manage' },
      async ({ input, user, request }) => {
        const equipment = await loadEquipment(ctx, user, input.id);
        const gatewayId = 'gatewayId' in input ? (input.gatewayId as string) : null;
        if (gatewayId) await assertGatewayOfOrg(ctx.db, request, user, gatewayId);
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('equipment')
            .set({ gateway_id: gatewayId, updated_at: ctx.now() })
            .where('id', '=', input.id)
            .execute();
          await logOperation(
            trx,
            actorOf(user, request),
            bind ? 'equipment.bind' : 'equipment.unbind',
            {
              id: input.id,
              gatewayId: gatewayId ?? equipment.gateway_id,
            },
          );
        });
        if (equipment.gateway_id && equipment.gateway_id !== gatewayId) {
          await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
        }
        await pushGatewayConfig(ctx, app.live, gatewayId);
        return null;
      },
    );
  }
}

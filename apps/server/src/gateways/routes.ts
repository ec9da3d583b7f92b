import { randomBytes } from 'node:crypto';
import {
  gatewayAddRequest,
  gatewayEditRequest,
  gatewayIdRequest,
  gatewayQueryRequest,
  gatewayRotateRequest,
  type GatewayCredentials,
  type GatewayPage,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../account/sessions';
import { hashPassword } from '../account/passwords';
import type { AppContext } from '../context';
import { containsPattern, paged } from '../db/paged';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { agentConfigFileOf } from './agentConfigBuilder';
import { actorOf, logOperation } from '../access/operationLog';
import { gatewayPlan, pushGatewayConfig } from './gatewayPush';
import { takeOverGatewaySession } from './gatewaySession';
import { gatewayRowsOf } from '../equipment/managedEquipment';
import { refuse } from '../http/refusal';
import { gatewayRangeFilter } from '../access/range';

function newGatewayPassword(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The broker address an edge box should use: the one asked for, else the external broker, else
 * the embedded broker's port on the host name the administrator reached the server by.
 */
function brokerUrlFor(
  ctx: AppContext,
  app: FastifyInstance,
  request: FastifyRequest,
  asked: string | undefined,
): string {
  if (asked) return asked;
  if (ctx.config.mqttUrl) return ctx.config.mqttUrl;
  const port = app.live.broker?.port ?? ctx.config.mqttPort;
  return `mqtt://${request.hostname}:${port}`;
}

/** Gateways: list with state, add, edit economize settings, delete, rotate credentials. */
export function registerGatewayAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  const base = '/lfscada/gateway';

  const loadGateway = async (user: SessionUser, id: string) => {
    const row = await ctx.db
      .selectFrom('gateway')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .where(gatewayRangeFilter(user, 'gateway.id'))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const assertHardware = async (request: FastifyRequest, user: SessionUser, id?: string) => {
    if (!id) return;
    const row = await ctx.db
      .selectFrom('hardware_model')
      .select('id')
      .where('id', '=', id)
      .where('org_id', '=', user.orgId)
      .executeTakeFirst();
    if (!row) throw refuse(request, 'unknownReference', { field: 'hardwareId' });
  };

  const credentialsOf = async (
    request: FastifyRequest,
    gatewayId: string,
    password: string,
    brokerUrl: string | undefined,
  ): Promise<GatewayCredentials> => {
    const plan = await gatewayPlan(ctx.db, gatewayId);
    if (!plan) throw notFound();
    return {
      gatewayId,
      filename: `${gatewayId}.agent.json`,
      config: agentConfigFileOf(plan.settings, plan.devices, {
        brokerUrl: brokerUrlFor(ctx, app, request, brokerUrl),
        password,
      }),
    };
  };

  defineCall(
    app,
    ctx,
    { url: `${base}/query`, input: gatewayQueryRequest, action: 'equipment.manage' },
    async ({ input, user }): Promise<GatewayPage> => {
      let query = ctx.db
        .selectFrom('gateway')
        .where('org_id', '=', user.orgId)
        .where(gatewayRangeFilter(user, 'gateway.id'));
      if (input.keyword) {
        const like = containsPattern(input.keyword);
        query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('id', 'ilike', like)]));
      }
      const found = await paged(query, input, (rows) =>
        rows.selectAll().orderBy('created_at', 'desc').orderBy('id'),
      );
      return {
        ...found,
        list: await gatewayRowsOf(ctx.db, found.list),
      };
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/add`, input: gatewayAddRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const taken = await ctx.db
        .selectFrom('gateway')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (taken) throw refuse(request, 'duplicate', { field: 'id', value: input.id });
      await assertHardware(request, user, input.hardwareId);
      const password = newGatewayPassword();
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('gateway')
          .values({
            id: input.id,
            org_id: user.orgId,
            name: input.name,
            password_hash: passwordHash,
            vpn: input.vpn,
            economize_open: input.economizeOpen,
            economize_mode: input.economizeMode,
            interval_s: input.interval,
            hardware_id: input.hardwareId ?? null,
          })
          .execute();
        await logOperation(trx, actorOf(user, request), 'gateway.add', {
          id: input.id,
          name: input.name,
        });
      });
      return credentialsOf(request, input.id, password, input.brokerUrl);
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/edit`, input: gatewayEditRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      await loadGateway(user, input.id);
      await assertHardware(request, user, input.hardwareId);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('gateway')
          .set({
            name: input.name,
            vpn: input.vpn,
            economize_open: input.economizeOpen,
            economize_mode: input.economizeMode,
            interval_s: input.interval,
            hardware_id: input.hardwareId ?? null,
          })
          .where('id', '=', input.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'gateway.edit', { ...input });
      });
      await pushGatewayConfig(ctx, app.live, input.id);
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/rotateCredentials`, input: gatewayRotateRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      await loadGateway(user, input.id);
      const password = newGatewayPassword();
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('gateway')
          .set({ password_hash: passwordHash })
          .where('id', '=', input.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'gateway.rotateCredentials', {
          id: input.id,
        });
      });
      await takeOverGatewaySession(app.live.brokerUrl, input.id, password);
      return credentialsOf(request, input.id, password, input.brokerUrl);
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/delete`, input: gatewayIdRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      await loadGateway(user, input.id);
      // Change the password first so the live session can be taken over and ended.
      const password = newGatewayPassword();
      await ctx.db
        .updateTable('gateway')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', input.id)
        .execute();
      await takeOverGatewaySession(app.live.brokerUrl, input.id, password);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('gateway').where('id', '=', input.id).execute();
        await logOperation(trx, actorOf(user, request), 'gateway.delete', { id: input.id });
      });
      app.live.directory.forget(input.id);
      app.live.sparkplug.forget(input.id);
      return null;
    },
  );
}

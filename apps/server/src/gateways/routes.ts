import {
  gatewayAddRequest,
  gatewayEditRequest,
  gatewayIdRequest,
  gatewayQueryRequest,
  gatewayRotateRequest,
  type GatewayCredentials,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { agentConfigFileOf } from './agentConfigBuilder';
import { addGateway, deleteGateway, editGateway, rotateGatewayCredentials } from './commands';
import { gatewayPlan } from './gatewayPush';
import { queryGateways } from './queries';

/**
 * The broker address an edge box should use: the one asked for, else the external broker, else
 * the embedded broker's port on the host name the administrator reached the server by.
 */
function brokerUrlFor(
  ctx: AppContext,
  live: LivePlane,
  request: FastifyRequest,
  asked: string | undefined,
): string {
  if (asked) return asked;
  if (ctx.config.mqttUrl) return ctx.config.mqttUrl;
  const port = live.broker?.port ?? ctx.config.mqttPort;
  return `mqtt://${request.hostname}:${port}`;
}

/** Gateways: list with state, add, edit economize settings, delete, rotate credentials. */
export function registerGatewayAdminCalls(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
): void {
  const call = <S extends z.ZodType>(name: string, input: S) => ({
    url: `/lfscada/gateway/${name}`,
    input,
    action: 'equipment.manage' as const,
  });

  /** The agent's configuration file for the gateway, with the password just set. */
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
        brokerUrl: brokerUrlFor(ctx, live, request, brokerUrl),
        password,
      }),
    };
  };

  defineCall(app, ctx, call('query', gatewayQueryRequest), ({ input, user }) =>
    queryGateways(ctx.db, user, input),
  );
  defineCall(app, ctx, call('add', gatewayAddRequest), async (c) =>
    credentialsOf(c.request, c.input.id, await addGateway(ctx, c, c.input), c.input.brokerUrl),
  );
  defineCall(app, ctx, call('edit', gatewayEditRequest), (c) => editGateway(ctx, live, c, c.input));
  defineCall(app, ctx, call('rotateCredentials', gatewayRotateRequest), async (c) => {
    const password = await rotateGatewayCredentials(ctx, live, c, c.input.id);
    return credentialsOf(c.request, c.input.id, password, c.input.brokerUrl);
  });
  defineCall(app, ctx, call('delete', gatewayIdRequest), (c) =>
    deleteGateway(ctx, live, c, c.input.id),
  );
}

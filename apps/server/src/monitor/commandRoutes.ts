import {
  commandCallbackRequest,
  equipmentReadRequest,
  equipmentWriteRequest,
  type CommandAccepted,
  type CommandResult,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadSignal } from '../access/equipment';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { readSignalValue, writeSignalValue } from './writeSignalValue';

/** The equipment monitor's command tab: write and read a signal, and the project viewer's callback. */
export function registerCommandRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
): void {
  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/multi/signal/writeVal',
      input: equipmentWriteRequest,
      action: 'equipment.write',
    },
    async ({ input, user }): Promise<CommandAccepted> => {
      const target = await loadSignal(ctx, user, input.signalId, 'write');
      if (input.equipmentId && input.equipmentId !== target.equipment.id) throw notFound();
      return { uuid: await writeSignalValue(ctx, live, user, target, input.value) };
    },
  );

  defineCall(
    app,
    ctx,
    {
      url: '/lfscada/monitor/multi/signal/read',
      input: equipmentReadRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<CommandAccepted> => {
      const target = await loadSignal(ctx, user, input.signalId, 'view');
      if (input.equipmentId && input.equipmentId !== target.equipment.id) throw notFound();
      return { uuid: await readSignalValue(ctx, live, user, target) };
    },
  );

  registerCommandCallback(app, ctx, live, '/lfscada/monitor/project/signal/callback');
}

/**
 * A call that answers an async command's outcome to the user who issued it; the equipment
 * monitor's (`/lfscada/equipment/multi/callback`) and the project viewer's share it.
 */
export function registerCommandCallback(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
  url: string,
): void {
  defineCall(
    app,
    ctx,
    { url, input: commandCallbackRequest, action: 'equipment.view' },
    async ({ input, user }): Promise<CommandResult> => {
      const result = await live.commands.result(input.uuid, user);
      if (!result) throw notFound();
      return result;
    },
  );
}

import {
  commandCallbackRequest,
  equipmentReadRequest,
  equipmentWriteRequest,
  type CommandAccepted,
  type CommandResult,
  type ShareNeed,
} from '@lf/protocol';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { loadSignal, type SignalWithEquipment } from '../access/equipment';
import type { AppContext } from '../context';
import { notFound } from '../http/apiError';
import { declareCalls, type DeclareCall, type RegisterRoutes } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { readSignalValue, writeSignalValue } from './writeSignalValue';

/**
 * The signal a command of the equipment monitor targets, within the user's reach for `need`; a
 * signal of other equipment than the one the monitor shows (when it names one) is not found.
 */
async function signalOfMonitor(
  ctx: AppContext,
  user: SessionUser,
  input: z.infer<typeof equipmentReadRequest>,
  need: ShareNeed,
): Promise<SignalWithEquipment> {
  const target = await loadSignal(ctx, user, input.signalId, need);
  if (input.equipmentId && input.equipmentId !== target.equipment.id) throw notFound();
  return target;
}

/** The equipment monitor's command tab: write and read a signal, and the project viewer's callback. */
export const registerCommandRoutes: RegisterRoutes = (app, ctx, live) => {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/monitor/multi/signal/writeVal',
      input: equipmentWriteRequest,
      action: 'equipment.write',
    },
    async ({ input, user }): Promise<CommandAccepted> => {
      const target = await signalOfMonitor(ctx, user, input, 'write');
      return { uuid: await writeSignalValue(ctx, live, user, target, input.value) };
    },
  );

  call(
    {
      url: '/lfscada/monitor/multi/signal/read',
      input: equipmentReadRequest,
      action: 'equipment.view',
    },
    async ({ input, user }): Promise<CommandAccepted> => ({
      uuid: await readSignalValue(ctx, live, user, await signalOfMonitor(ctx, user, input, 'view')),
    }),
  );

  registerCommandCallback(call, live, '/lfscada/monitor/project/signal/callback');
};

/**
 * A call that answers an async command's outcome to the user who issued it; the equipment
 * monitor's (`/lfscada/equipment/multi/callback`) and the project viewer's share it.
 */
export function registerCommandCallback(call: DeclareCall, live: LivePlane, url: string): void {
  call(
    { url, input: commandCallbackRequest, action: 'equipment.view' },
    async ({ input, user }): Promise<CommandResult> => {
      const result = await live.commands.result(input.uuid, user);
      if (!result) throw notFound();
      return result;
    },
  );
}

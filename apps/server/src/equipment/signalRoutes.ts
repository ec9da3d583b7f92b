import {
  ADMIN_LIMITS,
  equipmentRefRequest,
  signalAddRequest,
  signalDeleteRequest,
  signalEditRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { notFound } from '../http/apiError';
import { refuse } from '../http/refusal';
import { declareCalls } from '../http/route';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { signalsOf, withLiveValues } from './managedEquipment';
import { equipmentProtocol, pointOf } from './signalPoints';
import { signalById, signalCountOf, signalOwners } from './queries';
import { addSignal, deleteSignals, editSignal } from './signalCommands';
import { assertNameFreeOnEquipment } from './signalRows';

async function loadOwnSignal(ctx: AppContext, user: SessionUser, id: string) {
  const signal = await signalById(ctx.db, Number(id));
  if (!signal) throw notFound();
  return { signal, equipment: await loadEquipment(ctx, user, signal.equipment_id) };
}

/**
 * The signal table of an equipment, one signal at a time (as a whole file: signalFileCalls).
 * Every change is sent to the equipment's gateway as a new configuration.
 */
export function registerSignalAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  const base = '/lfscada/equipment/multi';

  call(
    { url: `${base}/signal/query`, input: equipmentRefRequest, action: 'equipment.manage' },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      return withLiveValues(app.live, await signalsOf(ctx.db, input.equipmentId));
    },
  );

  call(
    { url: `${base}/signal/add`, input: signalAddRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      await assertNameFreeOnEquipment(ctx.db, request, 'signal', input);
      if ((await signalCountOf(ctx.db, input.equipmentId)) >= ADMIN_LIMITS.signalsPerEquipment) {
        throw refuse(request, 'tooManySignals', { max: ADMIN_LIMITS.signalsPerEquipment });
      }
      const { equipmentId, ...fields } = input;
      const point = pointOf(await equipmentProtocol(ctx.db, equipmentId), fields);
      const id = await addSignal(ctx, { user, request }, equipmentId, fields, point);
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return { id };
    },
  );

  call(
    { url: `${base}/signal/edit`, input: signalEditRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const { signal, equipment } = await loadOwnSignal(ctx, user, input.id);
      const { id, ...fields } = input;
      const point = pointOf(await equipmentProtocol(ctx.db, equipment.id), fields, signal.point);
      await assertNameFreeOnEquipment(ctx.db, request, 'signal', {
        equipmentId: equipment.id,
        name: fields.name,
        exceptId: signal.id,
      });
      const ref = { signalId: String(signal.id), equipmentId: equipment.id };
      const [latest] = await app.live.currentValues([
        { signalId: ref.signalId, equipId: ref.equipmentId },
      ]);
      // Alarm writes already queued for the old rules land before the records are judged.
      await app.live.alarms.settled();
      const review = await editSignal(ctx, { user, request }, app.live.alarms, {
        askedId: id,
        ref,
        fields,
        point,
        latest,
      });
      review.apply();
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      await app.live.judgeLatestValue(equipment.gateway_id, latest, ctx.now());
      return null;
    },
  );

  call(
    { url: `${base}/signal/delete`, input: signalDeleteRequest, action: 'equipment.manage' },
    async ({ input, user, request }) => {
      const ids = [...new Set(input.ids.map(Number))];
      const rows = await signalOwners(ctx.db, ids);
      const equipmentIds = [...new Set(rows.map((r) => r.equipment_id))];
      if (rows.length !== ids.length || equipmentIds.length !== 1) throw notFound();
      const equipment = await loadEquipment(ctx, user, equipmentIds[0] ?? '');
      await deleteSignals(ctx, { user, request }, equipment.id, ids);
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return null;
    },
  );
}

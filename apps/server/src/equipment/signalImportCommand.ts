import type { SignalFileFormat, SignalImportMode } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { SessionUser } from '../account/sessions';
import { actorOf, logOperation } from '../access/operationLog';
import type { AppContext } from '../context';
import type { EquipmentTable } from '../db/schema';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import type { LivePlane } from '../ingest/livePlane';
import type { SignalImportPlan } from './signalImportPlan';
import { nextSignalSeq, signalColumnsOf } from './signalRows';

/** PostgreSQL takes at most 65,535 parameters a statement: 13 columns × 1,000 rows fit. */
const INSERT_BATCH = 1000;

export interface SignalImport {
  user: SessionUser;
  request: FastifyRequest;
  equipment: Selectable<EquipmentTable>;
  input: { format: SignalFileFormat; mode: SignalImportMode };
  plan: SignalImportPlan;
}

/**
 * Stores an import's adds and changes in one transaction (all or nothing). A changed signal's
 * open alarms are judged against its new rules inside it, as a single edit does; the gateway
 * gets the new table after the commit, and each changed signal's latest value is judged again.
 */
export async function storeSignalImport(
  ctx: AppContext,
  live: LivePlane,
  { user, request, equipment, input, plan }: SignalImport,
): Promise<void> {
  const latest = await live.currentValues(
    plan.changes.map((change) => ({ signalId: String(change.id), equipId: equipment.id })),
  );
  const latestOf = new Map(latest.map((value) => [value.signalId, value]));
  // Alarm writes already queued for the old rules land before the records are judged.
  await live.alarms.settled();
  const reviews = await ctx.db.transaction().execute(async (trx) => {
    const first = await nextSignalSeq(trx, equipment.id);
    const rows = plan.adds.map(({ fields }, i) => ({
      ...signalColumnsOf(fields),
      equipment_id: equipment.id,
      seq: first + i,
    }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto('signal')
        .values(rows.slice(start, start + INSERT_BATCH))
        .execute();
    }
    const reviews = [];
    for (const change of plan.changes) {
      // The file has no column for confirmation: an update keeps the administrator's choice.
      const { confirm_write: _kept, ...columns } = signalColumnsOf(change.fields);
      await trx.updateTable('signal').set(columns).where('id', '=', change.id).execute();
      const ref = { signalId: String(change.id), equipmentId: equipment.id };
      reviews.push(
        await live.alarms.reviewSignalRules(
          trx,
          ref,
          change.fields.alarmRules,
          latestOf.get(ref.signalId),
          ctx.now(),
        ),
      );
    }
    await logOperation(trx, actorOf(user, request), 'signal.import', {
      equipmentId: equipment.id,
      format: input.format,
      mode: input.mode,
      imported: plan.adds.length,
      updated: plan.changes.map((change) => change.fields.name),
      refusedRows: plan.errors.map((e) => e.row),
    });
    return reviews;
  });
  for (const review of reviews) review.apply();
  await pushGatewayConfig(ctx, live, equipment.gateway_id);
  for (const value of latest) await live.judgeLatestValue(equipment.gateway_id, value, ctx.now());
}

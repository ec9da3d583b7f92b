import type { LiveSignalValue, SignalFields } from '@lf/protocol';
import { actorOf, logged, logOperation, type Caller } from '../access/operationLog';
import type { RuleChangeReview } from '../alarms/alarmEngine';
import type { AppContext } from '../context';
import type { LivePlane } from '../ingest/livePlane';
import { nextSignalSeq, signalColumnsOf } from './signalRows';

/** A new signal at the end of the equipment's table; returns its id. */
export async function addSignal(
  ctx: AppContext,
  { user, request }: Caller,
  equipmentId: string,
  fields: SignalFields,
  point: string | null,
): Promise<string> {
  // Not `logged`: the log names the new row's id, known only after the insert.
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('signal')
      .values({
        ...signalColumnsOf(fields),
        point,
        equipment_id: equipmentId,
        seq: await nextSignalSeq(trx, equipmentId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, actorOf(user, request), 'signal.add', {
      equipmentId,
      id: row.id,
      ...fields,
    });
    return String(row.id);
  });
}

/**
 * Changes a signal; an open alarm of it is judged against the new rules in the same transaction,
 * and the log names the alarms that closed. The review is returned for the caller to apply.
 */
export async function editSignal(
  ctx: AppContext,
  { user, request }: Caller,
  alarms: LivePlane['alarms'],
  edit: {
    askedId: string;
    ref: { signalId: string; equipmentId: string };
    fields: SignalFields;
    point: string | null;
    latest: LiveSignalValue | undefined;
  },
): Promise<RuleChangeReview> {
  const { askedId, ref, fields, point, latest } = edit;
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('signal')
      .set({ ...signalColumnsOf(fields), point })
      .where('id', '=', Number(ref.signalId))
      .execute();
    const review = await alarms.reviewSignalRules(trx, ref, fields.alarmRules, latest, ctx.now());
    await logOperation(trx, actorOf(user, request), 'signal.edit', {
      id: askedId,
      ...fields,
      ...(review.closed.length > 0 ? { closedAlarms: review.closed } : {}),
    });
    return review;
  });
}

/** Deletes signals of one equipment, logged with it. */
export async function deleteSignals(
  ctx: AppContext,
  caller: Caller,
  equipmentId: string,
  ids: number[],
): Promise<void> {
  const log = { action: 'signal.delete', detail: { equipmentId, ids } };
  await logged(ctx.db, caller, log, async (trx) => {
    await trx.deleteFrom('signal').where('id', 'in', ids).execute();
  });
}

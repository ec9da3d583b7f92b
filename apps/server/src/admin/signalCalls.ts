import {
  AUTH,
  ADMIN_LIMITS,
  equipmentRefRequest,
  reportAddRequest,
  reportDeleteRequest,
  reportEditRequest,
  signalAddRequest,
  signalDeleteRequest,
  signalEditRequest,
  signalExportRequest,
  signalImportRequest,
  type FileDownload,
  type SignalImportResult,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { loadEquipment } from '../equipment/access';
import { notFound } from '../http/apiError';
import { defineCall } from '../http/route';
import { actorOf, logOperation } from '../audit/operationLog';
import { pushGatewayConfig } from './gatewayPush';
import { reportsOf, signalsOf, withLiveValues } from './managedEquipment';
import { refuse } from '../http/refusal';
import {
  checkSignalRows,
  readSignalFile,
  SignalFileProblem,
  writeSignalFile,
  XLSX_MAX_INFLATED_BYTES,
} from './signalFile';
import { signalColumnsOf } from './signalRows';

const INSERT_BATCH = 1000;

const MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

async function nextSeq(db: Db, equipmentId: string): Promise<number> {
  const row = await db
    .selectFrom('signal')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirst();
  return (row?.seq ?? -1) + 1;
}

async function signalCount(db: Db, equipmentId: string): Promise<number> {
  const row = await db
    .selectFrom('signal')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function assertSignalNameFree(
  db: Db,
  request: FastifyRequest,
  equipmentId: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  let query = db
    .selectFrom('signal')
    .select('id')
    .where('equipment_id', '=', equipmentId)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw refuse(request, 'duplicate', { field: 'name', value: name });
  }
}

async function loadOwnSignal(ctx: AppContext, user: SessionUser, id: string) {
  const signal = await ctx.db
    .selectFrom('signal')
    .select(['id', 'equipment_id'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!signal) throw notFound();
  return { signal, equipment: await loadEquipment(ctx, user, signal.equipment_id) };
}

/**
 * The signal table and reports of an equipment. Every change is sent to the equipment's
 * gateway as a new configuration.
 */
export function registerSignalAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  const manageEquipment = { auth: AUTH.equipmentManage };
  const base = '/lfscada/equipment/multi';

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/query`, input: equipmentRefRequest, access: manageEquipment },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      return withLiveValues(app.live, await signalsOf(ctx.db, input.equipmentId));
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/add`, input: signalAddRequest, access: manageEquipment },
    async ({ input, user, request }) => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      await assertSignalNameFree(ctx.db, request, input.equipmentId, input.name);
      if ((await signalCount(ctx.db, input.equipmentId)) >= ADMIN_LIMITS.signalsPerEquipment) {
        throw refuse(request, 'tooManySignals', { max: ADMIN_LIMITS.signalsPerEquipment });
      }
      const { equipmentId, ...fields } = input;
      const id = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('signal')
          .values({
            ...signalColumnsOf(fields),
            equipment_id: equipmentId,
            seq: await nextSeq(trx, equipmentId),
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
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return { id };
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/edit`, input: signalEditRequest, access: manageEquipment },
    async ({ input, user, request }) => {
      const { signal, equipment } = await loadOwnSignal(ctx, user, input.id);
      const { id, ...fields } = input;
      await assertSignalNameFree(ctx.db, request, equipment.id, fields.name, signal.id);
      const ref = { signalId: String(signal.id), equipmentId: equipment.id };
      const [latest] = await app.live.currentValues([
        { signalId: ref.signalId, equipId: ref.equipmentId },
      ]);
      // Alarm writes already queued for the old rules land before the records are judged.
      await app.live.alarms.settled();
      const review = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('signal')
          .set(signalColumnsOf(fields))
          .where('id', '=', signal.id)
          .execute();
        // An open alarm is judged against the new rules in the same transaction.
        const review = await app.live.alarms.reviewSignalRules(
          trx,
          ref,
          fields.alarmRules,
          latest,
          ctx.now(),
        );
        await logOperation(trx, actorOf(user, request), 'signal.edit', {
          id,
          ...fields,
          ...(review.closed.length > 0 ? { closedAlarms: review.closed } : {}),
        });
        return review;
      });
      review.apply();
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      await app.live.judgeLatestValue(equipment.gateway_id, latest, ctx.now());
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/delete`, input: signalDeleteRequest, access: manageEquipment },
    async ({ input, user, request }) => {
      const ids = [...new Set(input.ids.map(Number))];
      const rows = await ctx.db
        .selectFrom('signal')
        .select(['id', 'equipment_id'])
        .where('id', 'in', ids)
        .execute();
      const equipmentIds = [...new Set(rows.map((r) => r.equipment_id))];
      if (rows.length !== ids.length || equipmentIds.length !== 1) throw notFound();
      const equipment = await loadEquipment(ctx, user, equipmentIds[0] ?? '');
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('signal').where('id', 'in', ids).execute();
        await logOperation(trx, actorOf(user, request), 'signal.delete', {
          equipmentId: equipment.id,
          ids,
        });
      });
      await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/import`, input: signalImportRequest, access: manageEquipment },
    async ({ input, user, request }): Promise<SignalImportResult> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      let rows;
      try {
        rows = await readSignalFile(input.format, Buffer.from(input.content, 'base64'));
      } catch (error) {
        if (!(error instanceof SignalFileProblem)) throw error;
        if (error.kind === 'missingColumn') {
          throw refuse(request, 'importMissingColumn', { field: error.detail });
        }
        if (error.kind === 'tooManyRows') {
          throw refuse(request, 'tooManySignals', { max: ADMIN_LIMITS.signalsPerEquipment });
        }
        throw error.kind === 'tooLarge'
          ? refuse(request, 'importTooLarge', { max: XLSX_MAX_INFLATED_BYTES / 1024 / 1024 })
          : refuse(request, 'importUnreadable', { reason: error.detail });
      }
      const existing = await signalsOf(ctx.db, input.equipmentId);
      const { good, errors } = checkSignalRows(
        rows,
        existing.map((s) => s.name),
      );
      if (existing.length + good.length > ADMIN_LIMITS.signalsPerEquipment) {
        throw refuse(request, 'tooManySignals', { max: ADMIN_LIMITS.signalsPerEquipment });
      }
      if (good.length > 0) {
        // The good rows go in together or not at all.
        await ctx.db.transaction().execute(async (trx) => {
          const first = await nextSeq(trx, input.equipmentId);
          const rows = good.map(({ fields }, i) => ({
            ...signalColumnsOf(fields),
            equipment_id: input.equipmentId,
            seq: first + i,
          }));
          // PostgreSQL takes at most 65,535 parameters a statement: 13 columns × 1,000 rows fit.
          for (let start = 0; start < rows.length; start += INSERT_BATCH) {
            await trx
              .insertInto('signal')
              .values(rows.slice(start, start + INSERT_BATCH))
              .execute();
          }
          await logOperation(trx, actorOf(user, request), 'signal.import', {
            equipmentId: input.equipmentId,
            format: input.format,
            imported: good.length,
            refusedRows: errors.map((e) => e.row),
          });
        });
        await pushGatewayConfig(ctx, app.live, equipment.gateway_id);
      }
      return { imported: good.length, errors };
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/export`, input: signalExportRequest, access: manageEquipment },
    async ({ input, user }): Promise<FileDownload> => {
      const equipment = await loadEquipment(ctx, user, input.equipmentId);
      const data = await writeSignalFile(input.format, await signalsOf(ctx.db, equipment.id));
      const safeName = equipment.name.replace(/[\\/:*?"<>|\s]+/g, '_');
      return {
        filename: `${safeName}-signals.${input.format}`,
        mimeType: MIME[input.format],
        base64: data.toString('base64'),
      };
    },
  );

  registerReportCalls(app, ctx);
}

async function assertReportSignals(
  db: Db,
  request: FastifyRequest,
  equipmentId: string,
  signalIds: string[],
): Promise<void> {
  if (signalIds.length === 0) return;
  const unique = [...new Set(signalIds.map(Number))];
  const rows = await db
    .selectFrom('signal')
    .select('id')
    .where('equipment_id', '=', equipmentId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) {
    throw refuse(request, 'unknownReference', { field: 'signalIds' });
  }
}

async function assertReportNameFree(
  db: Db,
  request: FastifyRequest,
  equipmentId: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  let query = db
    .selectFrom('report')
    .select('id')
    .where('equipment_id', '=', equipmentId)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw refuse(request, 'duplicate', { field: 'name', value: name });
  }
}

function registerReportCalls(app: FastifyInstance, ctx: AppContext): void {
  const manageEquipment = { auth: AUTH.equipmentManage };
  const base = '/lfscada/equipment/multi/report';

  const loadReport = async (user: SessionUser, id: string) => {
    const report = await ctx.db
      .selectFrom('report')
      .select(['id', 'equipment_id', 'name'])
      .where('id', '=', Number(id))
      .executeTakeFirst();
    if (!report) throw notFound();
    await loadEquipment(ctx, user, report.equipment_id);
    return report;
  };

  defineCall(
    app,
    ctx,
    { url: `${base}/query`, input: equipmentRefRequest, access: manageEquipment },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      return reportsOf(ctx.db, input.equipmentId);
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/add`, input: reportAddRequest, access: manageEquipment },
    async ({ input, user, request }) => {
      await loadEquipment(ctx, user, input.equipmentId);
      await assertReportNameFree(ctx.db, request, input.equipmentId, input.name);
      await assertReportSignals(ctx.db, request, input.equipmentId, input.signalIds);
      return ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('report')
          .values({
            equipment_id: input.equipmentId,
            name: input.name,
            signal_ids: JSON.stringify([...new Set(input.signalIds)]),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logOperation(trx, actorOf(user, request), 'report.add', { ...input, id: row.id });
        return { id: String(row.id) };
      });
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/edit`, input: reportEditRequest, access: manageEquipment },
    async ({ input, user, request }) => {
      const report = await loadReport(user, input.id);
      await assertReportNameFree(ctx.db, request, report.equipment_id, input.name, report.id);
      await assertReportSignals(ctx.db, request, report.equipment_id, input.signalIds);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('report')
          .set({ name: input.name, signal_ids: JSON.stringify([...new Set(input.signalIds)]) })
          .where('id', '=', report.id)
          .execute();
        await logOperation(trx, actorOf(user, request), 'report.edit', { ...input });
      });
      return null;
    },
  );

  defineCall(
    app,
    ctx,
    { url: `${base}/delete`, input: reportDeleteRequest, access: manageEquipment },
    async ({ input, user, request }) => {
      const report = await loadReport(user, input.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('report').where('id', '=', report.id).execute();
        await logOperation(trx, actorOf(user, request), 'report.delete', {
          id: input.id,
          name: report.name,
        });
      });
      return null;
    },
  );
}

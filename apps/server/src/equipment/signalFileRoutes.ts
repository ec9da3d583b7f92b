import {
  ADMIN_LIMITS,
  signalExportRequest,
  signalImportRequest,
  type FileDownload,
  type SignalImportResult,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { actorOf, logOperation } from '../access/operationLog';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { refuse } from '../http/refusal';
import { defineCall } from '../http/route';
import { pushGatewayConfig } from '../gateways/gatewayPush';
import { signalsOf } from './managedEquipment';
import {
  checkSignalRows,
  readSignalFile,
  SignalFileProblem,
  writeSignalFile,
  XLSX_MAX_INFLATED_BYTES,
} from './signalFile';
import { nextSignalSeq, signalColumnsOf } from './signalRows';

const INSERT_BATCH = 1000;

const MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * An equipment's signal table as a CSV or XLSX file, both ways: an import adds the good rows
 * together and names the refused ones; an export downloads the table.
 */
export function registerSignalFileCalls(app: FastifyInstance, ctx: AppContext): void {
  const base = '/lfscada/equipment/multi';

  defineCall(
    app,
    ctx,
    { url: `${base}/signal/import`, input: signalImportRequest, action: 'equipment.manage' },
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
          const first = await nextSignalSeq(trx, input.equipmentId);
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
    { url: `${base}/signal/export`, input: signalExportRequest, action: 'equipment.manage' },
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
}

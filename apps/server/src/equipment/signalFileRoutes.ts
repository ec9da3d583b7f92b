import {
  ADMIN_LIMITS,
  signalExportRequest,
  signalImportRequest,
  type FileDownload,
  type SignalImportResult,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { refuse } from '../http/refusal';
import { declareCalls } from '../http/route';
import { signalsOf } from './managedEquipment';
import {
  readSignalFile,
  SignalFileProblem,
  writeSignalFile,
  XLSX_MAX_INFLATED_BYTES,
} from './signalFile';
import { storeSignalImport } from './signalImportCommand';
import { planSignalImport } from './signalImportPlan';

const MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * An equipment's signal table as a CSV or XLSX file, both ways: an import adds (and in update
 * mode changes) the good rows together and names the refused ones, or with `preview` only says
 * what it would do; an export downloads the table.
 */
export function registerSignalFileCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  const base = '/lfscada/equipment/multi';

  call(
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
      const stored = await signalsOf(ctx.db, input.equipmentId);
      const plan = planSignalImport(
        rows,
        // The file has no column for confirmation: an import neither compares nor changes it.
        stored.map(({ id, equipmentId: _equipment, confirmWrite: _kept, ...fields }) => ({
          id: Number(id),
          fields,
        })),
        input.mode,
      );
      if (stored.length + plan.adds.length > ADMIN_LIMITS.signalsPerEquipment) {
        throw refuse(request, 'tooManySignals', { max: ADMIN_LIMITS.signalsPerEquipment });
      }
      if (!input.preview && plan.adds.length + plan.changes.length > 0) {
        await storeSignalImport(ctx, app.live, { user, request, equipment, input, plan });
      }
      return {
        preview: input.preview,
        imported: plan.adds.length,
        updated: plan.changes.length,
        unchanged: plan.unchanged,
        errors: plan.errors,
        added: plan.adds.map((add) => add.fields.name),
        changed: plan.changes.map((change) => ({
          name: change.fields.name,
          fields: change.changed,
        })),
      };
    },
  );

  call(
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

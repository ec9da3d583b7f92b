import type { PickerReport, PickerSignal } from '@lf/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { signalsWithEquipment } from '../equipment/managedEquipment';
import { notFound } from '../http/apiError';

/** Signals with their equipment as the pickers show them, filtered by `where`. */
function signalRows(db: Kysely<Database>) {
  return signalsWithEquipment(db).select([
    'signal.data_type',
    'signal.access',
    'signal.min',
    'signal.max',
    'signal.seq',
  ]);
}

type SignalRow = Awaited<ReturnType<ReturnType<typeof signalRows>['execute']>>[number];

function pickerSignal(row: SignalRow): PickerSignal {
  return {
    signalId: String(row.id),
    equipId: row.equipment_id,
    signalTitle: row.name,
    equipTitle: row.equipment_name,
    unit: row.unit,
    dataType: row.data_type,
    access: row.access,
    min: row.min,
    max: row.max,
  };
}

/** The reports of the equipment (of the organisation), by equipment name, as the picker lists them. */
export async function pickerReports(
  db: Kysely<Database>,
  orgId: string,
  equipmentIds: string[],
): Promise<PickerReport[]> {
  const rows = await db
    .selectFrom('report')
    .innerJoin('equipment', 'equipment.id', 'report.equipment_id')
    .select([
      'report.id',
      'report.name',
      'report.signal_ids',
      'equipment.id as equipment_id',
      'equipment.name as equipment_name',
    ])
    .where('report.equipment_id', 'in', equipmentIds)
    .where('equipment.org_id', '=', orgId)
    .orderBy('equipment.name')
    .orderBy('report.id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    signalIds: row.signal_ids,
  }));
}

/** A report by id, of any organisation: the caller checks its equipment. */
export async function reportById(db: Kysely<Database>, reportId: string) {
  const report = await db
    .selectFrom('report')
    .selectAll()
    .where('id', '=', Number(reportId))
    .executeTakeFirst();
  if (!report) throw notFound();
  return report;
}

/** The report's signals in its own column order; signals deleted since are left out. */
export async function pickerSignalsOfReport(
  db: Kysely<Database>,
  report: Awaited<ReturnType<typeof reportById>>,
): Promise<PickerSignal[]> {
  const ids = report.signal_ids.map(Number).filter(Number.isSafeInteger);
  if (ids.length === 0) return [];
  const rows = await signalRows(db)
    .where('signal.id', 'in', ids)
    .where('signal.equipment_id', '=', report.equipment_id)
    .execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return report.signal_ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [pickerSignal(row)] : [];
  });
}

/** The equipment's signals, in their order. */
export async function pickerSignalsOfEquipment(
  db: Kysely<Database>,
  equipmentId: string,
): Promise<PickerSignal[]> {
  const rows = await signalRows(db)
    .where('signal.equipment_id', '=', equipmentId)
    .orderBy('signal.seq')
    .orderBy('signal.id')
    .execute();
  return rows.map(pickerSignal);
}

/** Those of the signals that exist on the bound equipment, by id. */
export async function boundPickerSignals(
  db: Kysely<Database>,
  ids: number[],
  boundEquipmentIds: string[],
): Promise<PickerSignal[]> {
  if (ids.length === 0 || boundEquipmentIds.length === 0) return [];
  const rows = await signalRows(db)
    .where('signal.id', 'in', ids)
    .where('signal.equipment_id', 'in', boundEquipmentIds)
    .orderBy('signal.id')
    .execute();
  return rows.map(pickerSignal);
}

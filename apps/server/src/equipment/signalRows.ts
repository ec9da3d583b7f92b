import { alarmRules, type SignalDefinition, type SignalFields } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SignalTable } from '../db/schema';
import { refuse } from '../http/refusal';
import { pointAddressOf } from './signalPoints';

/** A stored signal as the manage area shows it (without its live value). */
export function signalDefinitionOf(
  row: Selectable<SignalTable>,
): Omit<SignalDefinition, 'value' | 'ts'> {
  const rules = alarmRules.safeParse(row.alarm_rules);
  const pointAddress = pointAddressOf(row.point);
  return {
    id: String(row.id),
    equipmentId: row.equipment_id,
    name: row.name,
    unit: row.unit,
    area: row.area,
    address: row.address,
    dataType: row.data_type,
    wordOrder: row.word_order,
    scale: row.scale,
    offset: row.offset,
    access: row.access,
    min: row.min,
    max: row.max,
    alarmRules: rules.success ? rules.data : [],
    confirmWrite: row.confirm_write,
    ...(pointAddress !== undefined && { pointAddress }),
  };
}

/** How a Modbus register becomes a signal's value: where it is read, its type and its scaling. */
export type RegisterReading = Pick<
  SignalDefinition,
  'area' | 'address' | 'dataType' | 'wordOrder' | 'scale' | 'offset' | 'access'
>;

/** A signal's register reading, as the agent's configuration and a model template both carry it. */
export function registerReadingOf({
  area,
  address,
  dataType,
  wordOrder,
  scale,
  offset,
  access,
}: RegisterReading): RegisterReading {
  return { area, address, dataType, wordOrder, scale, offset, access };
}

/** The columns of a signal defined by the administrator. */
export function signalColumnsOf(
  fields: SignalFields,
): Omit<Insertable<SignalTable>, 'equipment_id'> {
  return {
    name: fields.name,
    unit: fields.unit,
    area: fields.area,
    address: fields.address,
    data_type: fields.dataType,
    word_order: fields.wordOrder,
    scale: fields.scale,
    offset: fields.offset,
    access: fields.access,
    min: fields.min ?? null,
    max: fields.max ?? null,
    alarm_rules: JSON.stringify(fields.alarmRules),
    confirm_write: fields.confirmWrite ?? null,
  };
}

/** The seq the next signal of an equipment takes (signals keep the order they were added in). */
export async function nextSignalSeq(db: Db, equipmentId: string): Promise<number> {
  const row = await db
    .selectFrom('signal')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirst();
  return (row?.seq ?? -1) + 1;
}

/** Refuses a signal or report name that another one of the same equipment already has. */
export async function assertNameFreeOnEquipment(
  db: Db,
  request: FastifyRequest,
  table: 'signal' | 'report',
  named: { equipmentId: string; name: string; exceptId?: number },
): Promise<void> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where('equipment_id', '=', named.equipmentId)
    .where('name', '=', named.name);
  if (named.exceptId !== undefined) query = query.where('id', '!=', named.exceptId);
  if (await query.executeTakeFirst()) {
    throw refuse(request, 'duplicate', { field: 'name', value: named.name });
  }
}

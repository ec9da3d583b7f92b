import { alarmRules, type SignalDefinition, type SignalFields } from '@lf/protocol';
import type { Insertable, Selectable } from 'kysely';
import type { SignalTable } from '../db/schema';

/** A stored signal as the manage area shows it (without its live value). */
export function signalDefinitionOf(
  row: Selectable<SignalTable>,
): Omit<SignalDefinition, 'value' | 'ts'> {
  const rules = alarmRules.safeParse(row.alarm_rules);
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
  };
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
  };
}

import {
  modelTemplate,
  PROTOCOLS,
  type HardwareRow,
  type ModelRow,
  type ModelTemplate,
  type ProtocolRow,
} from '@lf/protocol';
import type { Db } from '../../db/database';
import { driverOf, reportsOf, signalsOf } from '../../equipment/managedEquipment';
import { registerReadingOf } from '../../equipment/signalRows';

/** The organisation's gateway hardware models, each with how many gateways use it. */
export async function listHardware(db: Db, orgId: string): Promise<HardwareRow[]> {
  const rows = await db
    .selectFrom('hardware_model')
    .selectAll('hardware_model')
    .select((eb) =>
      eb
        .selectFrom('gateway')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('gateway.hardware_id', '=', 'hardware_model.id')
        .as('gateway_count'),
    )
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    firmwareVersion: r.firmware_version,
    description: r.description,
    gatewayCount: Number(r.gateway_count ?? 0),
  }));
}

/** Every driver protocol, enabled unless the organisation turned it off, with its equipment count. */
export async function listProtocols(db: Db, orgId: string): Promise<ProtocolRow[]> {
  const settings = await db
    .selectFrom('protocol_setting')
    .selectAll()
    .where('org_id', '=', orgId)
    .execute();
  const counts = await db
    .selectFrom('equipment_driver')
    .innerJoin('equipment', 'equipment.id', 'equipment_driver.equipment_id')
    .select(['equipment_driver.protocol', (eb) => eb.fn.countAll<string>().as('n')])
    .where('equipment.org_id', '=', orgId)
    .groupBy('equipment_driver.protocol')
    .execute();
  return PROTOCOLS.map((p) => ({
    ...p,
    enabled: settings.find((s) => s.protocol === p.id)?.enabled ?? true,
    equipmentCount: Number(counts.find((c) => c.protocol === p.id)?.n ?? 0),
  }));
}

/** The organisation's equipment models, by name. */
export async function listModels(db: Db, orgId: string): Promise<ModelRow[]> {
  const rows = await db
    .selectFrom('equipment_model')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    template: modelTemplate.parse(r.template),
    gmtModified: new Date(r.updated_at).toISOString(),
  }));
}

/** Whether another row of the organisation's table already has the name. */
export async function nameTaken(
  db: Db,
  table: 'hardware_model' | 'equipment_model',
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where('org_id', '=', orgId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A model template from an existing equipment: its driver, signals and reports. */
export async function templateOfEquipment(db: Db, equipmentId: string): Promise<ModelTemplate> {
  const signals = await signalsOf(db, equipmentId);
  const nameOf = new Map(signals.map((s) => [s.id, s.name]));
  return {
    driver: await driverOf(db, equipmentId),
    signals: signals.map((s) => ({
      name: s.name,
      unit: s.unit,
      ...registerReadingOf(s),
      min: s.min,
      max: s.max,
      alarmRules: s.alarmRules,
    })),
    reports: (await reportsOf(db, equipmentId)).map((r) => ({
      name: r.name,
      signalNames: r.signalIds.flatMap((id) => nameOf.get(id) ?? []),
    })),
  };
}

/** Whether the organisation turned this driver protocol off (a protocol is on unless it did). */
export async function protocolTurnedOff(db: Db, orgId: string, protocol: string): Promise<boolean> {
  const off = await db
    .selectFrom('protocol_setting')
    .select('protocol')
    .where('org_id', '=', orgId)
    .where('protocol', '=', protocol)
    .where('enabled', '=', false)
    .executeTakeFirst();
  return off !== undefined;
}

import {
  driverConfig,
  type DriverConfig,
  type GatewayRow,
  type ManagedEquipment,
  type ReportDefinition,
  type SignalDefinition,
} from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { EquipmentTable, GatewayTable } from '../db/schema';
import type { LivePlane } from '../ingest/livePlane';
import { signalDefinitionOf } from './signalRows';
import { gatewayState } from './views';

export async function driverOf(db: Db, equipmentId: string): Promise<DriverConfig | null> {
  const row = await db
    .selectFrom('equipment_driver')
    .select(['protocol', 'settings'])
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = driverConfig.safeParse({ protocol: row.protocol, settings: row.settings });
  return parsed.success ? parsed.data : null;
}

/** The equipment's signal rows, in their order. */
export async function signalRowsOf(db: Db, equipmentId: string) {
  return db
    .selectFrom('signal')
    .selectAll()
    .where('equipment_id', '=', equipmentId)
    .orderBy('seq')
    .orderBy('id')
    .execute();
}

/**
 * Signals joined to their equipment, with the names a list that shows both needs; callers add
 * their own columns and filters.
 */
export function signalsWithEquipment(db: Db) {
  return db
    .selectFrom('signal')
    .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
    .select([
      'signal.id',
      'signal.name',
      'signal.unit',
      'equipment.id as equipment_id',
      'equipment.name as equipment_name',
    ]);
}

export async function signalsOf(
  db: Db,
  equipmentId: string,
): Promise<Omit<SignalDefinition, 'value' | 'ts'>[]> {
  return (await signalRowsOf(db, equipmentId)).map(signalDefinitionOf);
}

export async function reportsOf(db: Db, equipmentId: string): Promise<ReportDefinition[]> {
  const rows = await db
    .selectFrom('report')
    .selectAll()
    .where('equipment_id', '=', equipmentId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    equipmentId: r.equipment_id,
    name: r.name,
    signalIds: r.signal_ids.map(String),
  }));
}

export async function gatewayRowsOf(
  db: Db,
  gateways: Selectable<GatewayTable>[],
): Promise<GatewayRow[]> {
  if (gateways.length === 0) return [];
  const equipment = await db
    .selectFrom('equipment')
    .select(['id', 'name', 'gateway_id'])
    .where(
      'gateway_id',
      'in',
      gateways.map((g) => g.id),
    )
    .orderBy('name')
    .execute();
  const sparkplug = await db
    .selectFrom('sparkplug_node')
    .select(['gateway_id', 'group_id'])
    .where(
      'gateway_id',
      'in',
      gateways.map((g) => g.id),
    )
    .execute();
  const groupOf = new Map(sparkplug.map((n) => [n.gateway_id, n.group_id]));
  return gateways.map((g) => ({
    id: g.id,
    ...gatewayState(g),
    hardwareId: g.hardware_id,
    agentVersion: g.agent_version,
    opcuaThumbprint: g.opcua_thumbprint,
    sparkplugGroup: groupOf.get(g.id) ?? null,
    lastSeen: g.last_seen ? new Date(g.last_seen).toISOString() : null,
    equipment: equipment
      .filter((e) => e.gateway_id === g.id)
      .map((e) => ({ id: e.id, name: e.name })),
  }));
}

/** Signals with their latest values (from the live cache, else the newest stored sample). */
export async function withLiveValues(
  live: LivePlane,
  signals: Omit<SignalDefinition, 'value' | 'ts'>[],
): Promise<SignalDefinition[]> {
  const values = await live.currentValues(
    signals.map((s) => ({ signalId: s.id, equipId: s.equipmentId })),
  );
  const valueOf = new Map(values.map((v) => [v.signalId, v]));
  return signals.map((s) => ({
    ...s,
    value: valueOf.get(s.id)?.value ?? null,
    ts: valueOf.get(s.id)?.ts ?? null,
  }));
}

/** The equipment with its gateway, driver, signals (with live values) and reports. */
export async function managedEquipment(
  ctx: AppContext,
  live: LivePlane,
  equipment: Selectable<EquipmentTable>,
): Promise<ManagedEquipment> {
  const gateway = equipment.gateway_id
    ? await ctx.db
        .selectFrom('gateway')
        .selectAll()
        .where('id', '=', equipment.gateway_id)
        .executeTakeFirst()
    : undefined;
  const [gatewayRow] = gateway ? await gatewayRowsOf(ctx.db, [gateway]) : [];
  return {
    id: equipment.id,
    name: equipment.name,
    type: equipment.type,
    model: equipment.model,
    location: equipment.location,
    lat: equipment.lat,
    lng: equipment.lng,
    latSignalId: equipment.lat_signal_id === null ? null : String(equipment.lat_signal_id),
    lngSignalId: equipment.lng_signal_id === null ? null : String(equipment.lng_signal_id),
    description: equipment.description,
    image: equipment.image,
    display: equipment.display,
    gateway: gatewayRow ?? null,
    driver: await driverOf(ctx.db, equipment.id),
    signals: await withLiveValues(live, await signalsOf(ctx.db, equipment.id)),
    reports: await reportsOf(ctx.db, equipment.id),
  };
}

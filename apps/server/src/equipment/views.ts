import type {
  EquipmentCounts,
  EquipmentDetail,
  EquipmentSummary,
  GatewayRecord,
  SignalView,
} from '@lf/protocol';
import { signalConfirmsWrite } from '@lf/protocol';
import { sql, type Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { EquipmentTable, GatewayTable, SignalTable } from '../db/schema';
import type { LivePlane } from '../ingest/livePlane';
import { grantsInForce } from '../access/grants';

/** Builds the list rows of some equipment for one user (marks, groups, online, alarms). */
export async function summarize(
  ctx: AppContext,
  userId: string,
  equipment: Selectable<EquipmentTable>[],
): Promise<EquipmentSummary[]> {
  if (equipment.length === 0) return [];
  const ids = equipment.map((e) => e.id);
  const gatewayIds = [...new Set(equipment.flatMap((e) => (e.gateway_id ? [e.gateway_id] : [])))];
  const [marks, groups, gateways, alarms, shares] = await Promise.all([
    ctx.db
      .selectFrom('equipment_mark')
      .selectAll()
      .where('user_id', '=', userId)
      .where('equipment_id', 'in', ids)
      .execute(),
    ctx.db
      .selectFrom('equipment_group_member')
      .innerJoin('equipment_group', 'equipment_group.id', 'equipment_group_member.group_id')
      .select(['equipment_group_member.equipment_id', 'equipment_group_member.group_id'])
      .where('equipment_group.user_id', '=', userId)
      .where('equipment_group_member.equipment_id', 'in', ids)
      .execute(),
    gatewayIds.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('gateway')
          .select(['id', 'online'])
          .where('id', 'in', gatewayIds)
          .execute(),
    activeAlarmCounts(ctx, ids),
    grantsInForce(ctx, userId, ids),
  ]);
  const markOf = new Map(marks.map((m) => [m.equipment_id, m]));
  const onlineOf = new Map(gateways.map((g) => [g.id, g.online]));
  return equipment.map((e) => ({
    id: e.id,
    name: e.name,
    type: e.type,
    display: e.display,
    model: e.model,
    gatewayId: e.gateway_id,
    online: e.gateway_id ? (onlineOf.get(e.gateway_id) ?? false) : false,
    alarmCount: alarms.get(e.id) ?? 0,
    starred: markOf.get(e.id)?.starred ?? false,
    top: markOf.get(e.id)?.top ?? false,
    followed: markOf.get(e.id)?.followed ?? false,
    groupIds: groups.filter((g) => g.equipment_id === e.id).map((g) => g.group_id),
    gmtCreate: new Date(e.created_at).toISOString(),
    share: shares.get(e.id) ?? null,
  }));
}

export async function detail(
  ctx: AppContext,
  userId: string,
  equipment: Selectable<EquipmentTable>,
): Promise<EquipmentDetail> {
  const [summary] = await summarize(ctx, userId, [equipment]);
  const signals = await ctx.db
    .selectFrom('signal')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('equipment_id', '=', equipment.id)
    .executeTakeFirstOrThrow();
  return {
    ...(summary as EquipmentSummary),
    description: equipment.description,
    location:
      equipment.lat !== null && equipment.lng !== null
        ? { lat: equipment.lat, lng: equipment.lng }
        : null,
    signalCount: Number(signals.count),
    moving: equipment.lat_signal_id !== null && equipment.lng_signal_id !== null,
    gmtModified: new Date(equipment.updated_at).toISOString(),
  };
}

async function activeAlarmCounts(
  ctx: AppContext,
  equipmentIds: string[],
): Promise<Map<string, number>> {
  const rows = await ctx.db
    .selectFrom('alarm')
    .select(['equipment_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('equipment_id', 'in', equipmentIds)
    .where('end_at', 'is', null)
    .groupBy('equipment_id')
    .execute();
  return new Map(rows.map((r) => [r.equipment_id ?? '', Number(r.count)]));
}

/**
 * A gateway's link and reporting state as every gateway view shows it: the monitor's records and
 * the manage area's rows.
 */
export function gatewayState(
  g: Selectable<GatewayTable>,
): Pick<GatewayRecord, 'name' | 'online' | 'vpn' | 'economizeOpen' | 'economizeMode' | 'interval'> {
  return {
    name: g.name,
    online: g.online,
    vpn: g.vpn,
    economizeOpen: g.economize_open,
    economizeMode: g.economize_mode,
    interval: g.interval_s,
  };
}

export async function gatewayRecords(
  ctx: AppContext,
  equipment: Selectable<EquipmentTable>[],
): Promise<GatewayRecord[]> {
  const gatewayIds = [...new Set(equipment.flatMap((e) => (e.gateway_id ? [e.gateway_id] : [])))];
  if (gatewayIds.length === 0) return [];
  const gateways = await ctx.db
    .selectFrom('gateway')
    .selectAll()
    .where('id', 'in', gatewayIds)
    .execute();
  const byId = new Map(gateways.map((g) => [g.id, g]));
  return equipment.flatMap((e) => {
    const g = e.gateway_id ? byId.get(e.gateway_id) : undefined;
    if (!g) return [];
    return [
      {
        equipmentId: e.id,
        gatewayId: g.id,
        ...gatewayState(g),
        lastSeen: g.last_seen ? new Date(g.last_seen).toISOString() : null,
      },
    ];
  });
}

/** Signals with their latest values and whether any of their alarms is active. */
export async function signalViews(
  ctx: AppContext,
  live: LivePlane,
  signals: Selectable<SignalTable>[],
): Promise<SignalView[]> {
  if (signals.length === 0) return [];
  const values = await live.currentValues(
    signals.map((s) => ({ signalId: String(s.id), equipId: s.equipment_id })),
  );
  const valueOf = new Map(values.map((v) => [v.signalId, v]));
  const alarmed = await ctx.db
    .selectFrom('alarm')
    .select('signal_id')
    .distinct()
    .where(
      'signal_id',
      'in',
      signals.map((s) => s.id),
    )
    .where('end_at', 'is', null)
    .execute();
  const alarmedSet = new Set(alarmed.map((a) => String(a.signal_id)));
  return signals.map((s) => {
    const value = valueOf.get(String(s.id));
    return {
      signalId: String(s.id),
      equipId: s.equipment_id,
      name: s.name,
      unit: s.unit,
      area: s.area,
      address: s.address,
      dataType: s.data_type,
      access: s.access,
      min: s.min,
      max: s.max,
      value: value?.value ?? null,
      ts: value?.ts ?? null,
      quality: value?.quality ?? null,
      alarm: alarmedSet.has(String(s.id)),
      confirmWrite: signalConfirmsWrite({ dataType: s.data_type, confirmWrite: s.confirm_write }),
    };
  });
}

/** SPEC §3 counts over some equipment. */
export async function equipmentCounts(
  ctx: AppContext,
  equipmentIds: string[],
): Promise<EquipmentCounts> {
  if (equipmentIds.length === 0) {
    return {
      equipment_count: 0,
      online_count: 0,
      offline_count: 0,
      alarm_equipment: 0,
      alarm_count: 0,
    };
  }
  const row = await ctx.db
    .selectFrom('equipment')
    .leftJoin('gateway', 'gateway.id', 'equipment.gateway_id')
    .select([
      (eb) => eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where gateway.online)`.as('online'),
    ])
    .where('equipment.id', 'in', equipmentIds)
    .executeTakeFirstOrThrow();
  const alarms = await ctx.db
    .selectFrom('alarm')
    .select([
      (eb) => eb.fn.countAll<string>().as('alarms'),
      sql<string>`count(distinct equipment_id)`.as('equipment'),
    ])
    .where('equipment_id', 'in', equipmentIds)
    .where('end_at', 'is', null)
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const online = Number(row.online);
  return {
    equipment_count: total,
    online_count: online,
    offline_count: total - online,
    alarm_equipment: Number(alarms.equipment),
    alarm_count: Number(alarms.alarms),
  };
}

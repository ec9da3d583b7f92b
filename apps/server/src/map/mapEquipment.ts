import type { LiveSignalValue, MapEquipment } from '@lf/protocol';
import { sql } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { scope } from '../access/scope';
import type { LivePlane } from '../ingest/livePlane';

/** Key values shown in a marker's pop-up. */
export const KEY_VALUES_PER_EQUIPMENT = 4;

interface KeySignalRow {
  id: number;
  equipment_id: string;
  name: string;
  unit: string;
}

/**
 * Every equipment the user reaches (the organisation's within the data range, and equipment
 * shared with the user) as the map shows it: state, position (the live position signals of a
 * moving equipment, else its typed location) and the first signals' live values; alarms of
 * shared equipment count only where the grant carries the alarms. Five queries whatever the
 * count, each on an index of the organisation or equipment.
 */
export async function mapEquipmentOf(
  ctx: AppContext,
  live: LivePlane,
  user: SessionUser,
): Promise<MapEquipment[]> {
  const orgId = user.orgId;
  const reach = await scope(ctx, user, 'map.view');
  const sharedIds = reach.sharedIds;
  const [equipment, gateways, alarms, keySignals] = await Promise.all([
    ctx.db
      .selectFrom('equipment')
      .select([
        'id',
        'name',
        'type',
        'model',
        'lat',
        'lng',
        'gateway_id',
        'lat_signal_id',
        'lng_signal_id',
      ])
      .where(reach.equipment('equipment'))
      .orderBy('name')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('gateway')
      .select(['id', 'online'])
      .where((eb) =>
        sharedIds.length === 0
          ? eb('org_id', '=', orgId)
          : eb.or([
              eb('org_id', '=', orgId),
              eb.exists(
                eb
                  .selectFrom('equipment as shared')
                  .select('shared.id')
                  .whereRef('shared.gateway_id', '=', 'gateway.id')
                  .where('shared.id', 'in', sharedIds),
              ),
            ]),
      )
      .execute(),
    ctx.db
      .selectFrom('alarm')
      .innerJoin('equipment as alarm_equipment', 'alarm_equipment.id', 'alarm.equipment_id')
      .select(['alarm.equipment_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where(reach.for('equipment.alarms').equipment('alarm_equipment'))
      .where('alarm.end_at', 'is', null)
      .groupBy('alarm.equipment_id')
      .execute(),
    sql<KeySignalRow>`
      select id, equipment_id, name, unit from (
        select s.id, s.equipment_id, s.name, s.unit,
               row_number() over (partition by s.equipment_id order by s.seq, s.id) as n
        from signal s join equipment e on e.id = s.equipment_id
        where ${reach.equipment('e')}
          and s.id is distinct from e.lat_signal_id and s.id is distinct from e.lng_signal_id
      ) ranked
      where n <= ${KEY_VALUES_PER_EQUIPMENT}
      order by equipment_id, n`
      .execute(ctx.db)
      .then((result) => result.rows),
  ]);
  const online = new Map(gateways.map((g) => [g.id, g.online]));
  const alarmCount = new Map(alarms.map((a) => [a.equipment_id ?? '', Number(a.count)]));
  const watched = [
    ...keySignals.map((s) => ({ signalId: String(s.id), equipId: s.equipment_id })),
    ...equipment.flatMap((e) =>
      e.lat_signal_id !== null && e.lng_signal_id !== null
        ? [
            { signalId: String(e.lat_signal_id), equipId: e.id },
            { signalId: String(e.lng_signal_id), equipId: e.id },
          ]
        : [],
    ),
  ];
  const values = new Map<string, LiveSignalValue>(
    (await live.currentValues(watched)).map((v) => [v.signalId, v]),
  );
  const keysOf = new Map<string, KeySignalRow[]>();
  for (const signal of keySignals) {
    const list = keysOf.get(signal.equipment_id) ?? [];
    list.push(signal);
    keysOf.set(signal.equipment_id, list);
  }
  return equipment.map((e) => {
    const fix = livePosition(values, e.lat_signal_id, e.lng_signal_id);
    return {
      id: e.id,
      name: e.name,
      type: e.type,
      model: e.model,
      online: e.gateway_id ? (online.get(e.gateway_id) ?? false) : false,
      alarmCount: alarmCount.get(e.id) ?? 0,
      lat: fix?.lat ?? e.lat,
      lng: fix?.lng ?? e.lng,
      positionTs: fix?.ts ?? null,
      position:
        e.lat_signal_id !== null && e.lng_signal_id !== null
          ? { latSignalId: String(e.lat_signal_id), lngSignalId: String(e.lng_signal_id) }
          : null,
      keyValues: (keysOf.get(e.id) ?? []).map((s) => {
        const value = values.get(String(s.id));
        return {
          signalId: String(s.id),
          name: s.name,
          unit: s.unit,
          value: value && value.quality === 'good' ? value.value : null,
          ts: value?.ts ?? null,
        };
      }),
    };
  });
}

/** The position the two signals hold, when both are good numbers in range. */
function livePosition(
  values: Map<string, LiveSignalValue>,
  latSignal: number | null,
  lngSignal: number | null,
): { lat: number; lng: number; ts: number } | null {
  if (latSignal === null || lngSignal === null) return null;
  const lat = values.get(String(latSignal));
  const lng = values.get(String(lngSignal));
  if (!lat || !lng || lat.quality !== 'good' || lng.quality !== 'good') return null;
  if (typeof lat.value !== 'number' || typeof lng.value !== 'number') return null;
  if (Math.abs(lat.value) > 90 || Math.abs(lng.value) > 180) return null;
  return { lat: lat.value, lng: lng.value, ts: Math.max(lat.ts, lng.ts) };
}

/** The ids of the equipment the map shows the user (what their map permission reaches). */
export async function mapEquipmentIds(ctx: AppContext, user: SessionUser): Promise<string[]> {
  const reach = await scope(ctx, user, 'map.view');
  const rows = await ctx.db
    .selectFrom('equipment')
    .select('id')
    .where(reach.equipment('equipment'))
    .execute();
  return rows.map((row) => row.id);
}

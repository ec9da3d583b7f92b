import type {
  GatewayAlarmPush,
  LiveSignalValue,
  MapEquipment,
  MapState,
  SignalAlarmPush,
} from '@lf/protocol';

/** Marker colours by state: alarm red, online green, offline grey (antd's palette). */
export const STATE_COLOUR: Record<MapState, string> = {
  alarm: '#f5222d',
  online: '#52c41a',
  offline: '#8c8c8c',
};

export function stateOf(equipment: Pick<MapEquipment, 'online' | 'alarmCount'>): MapState {
  if (equipment.alarmCount > 0) return 'alarm';
  return equipment.online ? 'online' : 'offline';
}

export type StateFilter = MapState | 'all';

/** The side list: name contains the keyword (any case), in the chosen state. */
export function filterEquipment(
  list: readonly MapEquipment[],
  keyword: string,
  state: StateFilter,
): MapEquipment[] {
  const needle = keyword.trim().toLowerCase();
  return list.filter(
    (e) =>
      (needle === '' || e.name.toLowerCase().includes(needle)) &&
      (state === 'all' || stateOf(e) === state),
  );
}

export function countByState(list: readonly MapEquipment[]): Record<MapState, number> {
  const counts: Record<MapState, number> = { online: 0, offline: 0, alarm: 0 };
  for (const e of list) counts[stateOf(e)] += 1;
  return counts;
}

/**
 * Live values applied to the map's equipment: position signals move the marker, key values
 * change the pop-up. A value replaces the held one only when it is not older (ARCHITECTURE
 * "Live values"). Returns the same list when nothing changed.
 */
export function applyValues(
  list: readonly MapEquipment[],
  values: readonly LiveSignalValue[],
): readonly MapEquipment[] {
  const byEquipment = new Map<string, LiveSignalValue[]>();
  for (const value of values) {
    const held = byEquipment.get(value.equipId) ?? [];
    held.push(value);
    byEquipment.set(value.equipId, held);
  }
  let changed = false;
  const next = list.map((e) => {
    const incoming = byEquipment.get(e.id);
    if (!incoming) return e;
    let updated = e;
    for (const value of incoming) updated = applyValue(updated, value);
    if (updated !== e) changed = true;
    return updated;
  });
  return changed ? next : list;
}

function applyValue(e: MapEquipment, value: LiveSignalValue): MapEquipment {
  const good = value.quality === 'good' && typeof value.value === 'number';
  if (e.position && good && (e.positionTs ?? 0) <= value.ts) {
    const v = value.value as number;
    if (value.signalId === e.position.latSignalId && Math.abs(v) <= 90)
      return { ...e, lat: v, positionTs: value.ts };
    if (value.signalId === e.position.lngSignalId && Math.abs(v) <= 180)
      return { ...e, lng: v, positionTs: value.ts };
  }
  const index = e.keyValues.findIndex((k) => k.signalId === value.signalId);
  const held = e.keyValues[index];
  if (!held || (held.ts ?? 0) > value.ts) return e;
  const keyValues = [...e.keyValues];
  keyValues[index] = {
    ...held,
    value: value.quality === 'good' ? value.value : null,
    ts: value.ts,
  };
  return { ...e, keyValues };
}

export function applyGateway(
  list: readonly MapEquipment[],
  push: GatewayAlarmPush,
): readonly MapEquipment[] {
  const ids = new Set(push.equipIds);
  return list.map((e) =>
    ids.has(e.id) && e.online !== push.online ? { ...e, online: push.online } : e,
  );
}

export function applyAlarm(
  list: readonly MapEquipment[],
  push: SignalAlarmPush,
): readonly MapEquipment[] {
  return list.map((e) =>
    e.id === push.equipId
      ? { ...e, alarmCount: Math.max(0, e.alarmCount + (push.active ? 1 : -1)) }
      : e,
  );
}

import {
  TRACK_LIMITS,
  type TrackPoint,
  type TrackQueryRequest,
  type TrackResponse,
} from '@lf/protocol';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { EquipmentTable } from '../db/schema';
import { ApiError } from '../http/apiError';
import { Code } from '@lf/protocol';
import { checkTimeRange } from '../history/historyQuery';
import { findStopSpans, pathLengthM, simplifyTrack, stopsOf } from './trackRules';

const MINUTE_MS = 60_000;

/** The equipment's two position signals; an equipment without them has no track. */
export function positionSignalsOf(equipment: Selectable<EquipmentTable>): {
  lat: number;
  lng: number;
} {
  if (equipment.lat_signal_id === null || equipment.lng_signal_id === null) {
    throw new ApiError(Code.BAD_REQUEST, 'trackNoPosition', {}, { field: 'equipmentId' });
  }
  return { lat: equipment.lat_signal_id, lng: equipment.lng_signal_id };
}

/**
 * Every good position stored in the range, oldest first: the latitude and longitude samples of
 * one reading (same time stamp, as one Modbus block or one GM message delivers them). Each series
 * is read as one range of the (signal_id, ts) primary key and the two are paired by time here:
 * a join made the database probe the index once per position (25 s for 30 days at 10 s).
 */
export async function readPositions(
  db: Db,
  signals: { lat: number; lng: number },
  startTime: number,
  endTime: number,
): Promise<TrackPoint[]> {
  const series = (signalId: number) =>
    sql<{ t: number; v: number }>`
      select (extract(epoch from ts) * 1000)::float8 as t, value as v
      from signal_value
      where signal_id = ${signalId} and ts >= ${new Date(startTime)} and ts <= ${new Date(endTime)}
        and not bad and value is not null
      order by ts`
      .execute(db)
      .then((result) => result.rows);
  const [lats, lngs] = await Promise.all([series(signals.lat), series(signals.lng)]);
  return pairByTime(lats, lngs);
}

/** Latitude and longitude samples of the same time, both in range, as positions. */
export function pairByTime(
  lats: readonly { t: number; v: number }[],
  lngs: readonly { t: number; v: number }[],
): TrackPoint[] {
  const points: TrackPoint[] = [];
  let j = 0;
  for (const lat of lats) {
    const t = Number(lat.t);
    while (j < lngs.length && Number((lngs[j] as { t: number }).t) < t) j++;
    const lng = lngs[j];
    if (!lng || Number(lng.t) !== t) continue;
    const la = Number(lat.v);
    const lo = Number(lng.v);
    if (Math.abs(la) <= 90 && Math.abs(lo) <= 180) points.push([t, la, lo]);
  }
  return points;
}

/** The track of one equipment: its simplified path, stops and length, and its other signals. */
export async function queryTrack(
  db: Db,
  equipment: Selectable<EquipmentTable>,
  query: TrackQueryRequest,
): Promise<TrackResponse> {
  checkTimeRange(query);
  const position = positionSignalsOf(equipment);
  const [points, signals] = await Promise.all([
    readPositions(db, position, query.startTime, query.endTime),
    db
      .selectFrom('signal')
      .select(['id', 'name', 'unit'])
      .where('equipment_id', '=', equipment.id)
      .where('id', 'not in', [position.lat, position.lng])
      .orderBy('seq')
      .orderBy('id')
      .execute(),
  ]);
  const minutes = query.stopMinutes ?? TRACK_LIMITS.stopMinutesDefault;
  const spans = findStopSpans(points, minutes * MINUTE_MS, TRACK_LIMITS.stopRadiusM);
  return {
    equipmentId: equipment.id,
    name: equipment.name,
    rawCount: points.length,
    points: simplifyTrack(points, spans, TRACK_LIMITS.drawPointsMax),
    stops: stopsOf(points, spans),
    distanceM: Math.round(pathLengthM(points)),
    signals: signals.map((s) => ({ signalId: String(s.id), name: s.name, unit: s.unit })),
  };
}

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
 * one reading (same time stamp, as one Modbus block or one GM message delivers them), read from
 * the (signal_id, ts) primary key of both series.
 */
export async function readPositions(
  db: Db,
  signals: { lat: number; lng: number },
  startTime: number,
  endTime: number,
): Promise<TrackPoint[]> {
  const { rows } = await sql<{ t: number; lat: number; lng: number }>`
    select (extract(epoch from la.ts) * 1000)::float8 as t, la.value as lat, lo.value as lng
    from signal_value la
    join signal_value lo on lo.signal_id = ${signals.lng} and lo.ts = la.ts
    where la.signal_id = ${signals.lat}
      and la.ts >= ${new Date(startTime)} and la.ts <= ${new Date(endTime)}
      and not la.bad and not lo.bad
      and la.value between -90 and 90 and lo.value between -180 and 180
    order by la.ts`.execute(db);
  return rows.map((row) => [Number(row.t), Number(row.lat), Number(row.lng)]);
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

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
/**
 * At most this many positions are read for the map: a longer range is read as the first
 * position of each time bucket (range / this, whole seconds), found by one primary-key probe per
 * bucket. 30 days at 10 s is 259,200 positions, read in 2 × 1–4 s; sampled to 20,000 (one per
 * 130 s) in ≈ 0.3–0.7 s. Exports read every position.
 */
export const TRACK_SAMPLES_MAX = 20_000;

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
 * a join made the database probe the index once per position (25 s for 30 days at 10 s). Each
 * series comes back as ONE text value ("ms,value;ms,value;…"): 259,200 rows cost 6.8 s through
 * PGlite's worker thread as row objects, 1.2 s as two arrays, 0.6 s as text (docs/performance.md).
 * PostgreSQL prints a float8 with the shortest text that reads back exactly, so nothing is lost.
 */
export async function readPositions(
  db: Db,
  signals: { lat: number; lng: number },
  startTime: number,
  endTime: number,
): Promise<TrackPoint[]> {
  const series = (signalId: number) =>
    sql<{ samples: string | null }>`
      select string_agg(
        (extract(epoch from ts) * 1000)::bigint::text || ',' || value::text, ';' order by ts
      ) as samples
      from signal_value
      where signal_id = ${signalId} and ts >= ${new Date(startTime)} and ts <= ${new Date(endTime)}
        and not bad and value is not null`
      .execute(db)
      .then((result) => parseSamples(result.rows[0]?.samples ?? null));
  const [lats, lngs] = await Promise.all([series(signals.lat), series(signals.lng)]);
  return pairByTime(lats, lngs);
}

/** "ms,value;ms,value" (a series read as one text value) as samples, oldest first. */
export function parseSamples(text: string | null): { t: number; v: number }[] {
  if (!text) return [];
  return text.split(';').map((sample) => {
    const comma = sample.indexOf(',');
    return { t: Number(sample.slice(0, comma)), v: Number(sample.slice(comma + 1)) };
  });
}

/** The time bucket a range is sampled by: whole seconds, at most TRACK_SAMPLES_MAX buckets. */
export function sampleBucketMs(startTime: number, endTime: number): number {
  return Math.max(1, Math.ceil((endTime - startTime + 1) / TRACK_SAMPLES_MAX / 1000)) * 1000;
}

/**
 * The positions drawn on the map: every one when the range holds no more than one per bucket,
 * else the first good latitude of each bucket with the longitude of the same time stamp.
 */
export async function readSampledPositions(
  db: Db,
  signals: { lat: number; lng: number },
  startTime: number,
  endTime: number,
): Promise<TrackPoint[]> {
  const step = `${sampleBucketMs(startTime, endTime) / 1000} seconds`;
  const [start, end] = [new Date(startTime), new Date(endTime)];
  const result = await sql<{ samples: string | null }>`
    select string_agg(t::text || ',' || la::text || ',' || lo::text, ';' order by t) as samples
    from (
      select (extract(epoch from a.ts) * 1000)::bigint as t, a.value as la, b.value as lo
      from generate_series(${start}::timestamptz, ${end}::timestamptz, ${step}::interval) as g
      cross join lateral (
        select ts, value from signal_value
        where signal_id = ${signals.lat} and ts >= g and ts < g + ${step}::interval
          and ts <= ${end} and not bad and value is not null
        order by ts limit 1
      ) as a
      join signal_value as b on b.signal_id = ${signals.lng} and b.ts = a.ts
        and not b.bad and b.value is not null
    ) as sampled`.execute(db);
  const text = result.rows[0]?.samples;
  if (!text) return [];
  const points: TrackPoint[] = [];
  for (const sample of text.split(';')) {
    const [t, la, lo] = sample.split(',').map(Number) as [number, number, number];
    if (Math.abs(la) <= 90 && Math.abs(lo) <= 180) points.push([t, la, lo]);
  }
  return points;
}

/**
 * How many positions are stored in the range: latitude and longitude samples of the same time,
 * as `readPositions` pairs them (and the export writes them), counted on the primary key.
 */
async function countPositions(
  db: Db,
  signals: { lat: number; lng: number },
  startTime: number,
  endTime: number,
): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*) as n
    from signal_value lat
    join signal_value lng on lng.signal_id = ${signals.lng} and lng.ts = lat.ts
    where lat.signal_id = ${signals.lat}
      and lat.ts >= ${new Date(startTime)} and lat.ts <= ${new Date(endTime)}
      and not lat.bad and lat.value is not null and not lng.bad and lng.value is not null`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
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
  const [points, rawCount, signals] = await Promise.all([
    readSampledPositions(db, position, query.startTime, query.endTime),
    countPositions(db, position, query.startTime, query.endTime),
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
    rawCount,
    points: simplifyTrack(points, spans, TRACK_LIMITS.drawPointsMax),
    stops: stopsOf(points, spans),
    distanceM: Math.round(pathLengthM(points)),
    signals: signals.map((s) => ({ signalId: String(s.id), name: s.name, unit: s.unit })),
  };
}

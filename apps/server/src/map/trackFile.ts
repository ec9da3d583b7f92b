import { TRACK_LIMITS, type FileDownload, type TrackExportRequest } from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { EquipmentTable } from '../db/schema';
import { notFound } from '../http/apiError';
import { requestLocale } from '../http/locale';
import { checkTimeRange } from '../history/historyQuery';
import { fileDownload, trackCsv, trackGpx, trackXlsx, type TrackExport } from './trackExport';
import { positionSignalsOf, readPositions } from './trackQuery';
import { findStopSpans, stopsOf } from './trackRules';

const HEADERS = {
  'zh-CN': { time: '时间', lat: '纬度', lng: '经度', stop: '停留', sheet: '轨迹' },
  en: { time: 'Time', lat: 'Latitude', lng: 'Longitude', stop: 'Stop', sheet: 'Track' },
} as const;

const stopName = { 'zh-CN': (n: number) => `停留 ${n}`, en: (n: number) => `Stop ${n}` } as const;

/**
 * The track file of one equipment: every stored position in the range (not the simplified
 * path), its stops, and the chosen signals' values at each position.
 */
export async function exportTrackFile(
  db: Db,
  equipment: Selectable<EquipmentTable>,
  input: TrackExportRequest,
  request: FastifyRequest,
): Promise<FileDownload> {
  checkTimeRange(input);
  const position = positionSignalsOf(equipment);
  const chosen = [...new Set(input.signalIds ?? [])].map(Number);
  const signals =
    chosen.length === 0
      ? []
      : await db
          .selectFrom('signal')
          .select(['id', 'name', 'unit'])
          .where('equipment_id', '=', equipment.id)
          .where('id', 'in', chosen)
          .execute();
  if (signals.length !== chosen.length) throw notFound();
  const points = await readPositions(db, position, input.startTime, input.endTime);
  const minutes = input.stopMinutes ?? TRACK_LIMITS.stopMinutesDefault;
  const stops = stopsOf(points, findStopSpans(points, minutes * 60_000, TRACK_LIMITS.stopRadiusM));
  const byId = new Map(signals.map((s) => [s.id, s]));
  const columns = await Promise.all(
    chosen.map(async (id) => {
      const signal = byId.get(id);
      return {
        name: signal?.name ?? '',
        unit: signal?.unit ?? '',
        samples: await samplesOf(db, id, input.startTime, input.endTime),
      };
    }),
  );
  const locale = requestLocale(request);
  const headers = HEADERS[locale];
  const data: TrackExport = {
    equipmentName: equipment.name,
    points,
    stops,
    columns,
    zoneOffset: input.zoneOffset ?? 480,
    headers,
  };
  const file =
    input.format === 'csv'
      ? trackCsv(data)
      : input.format === 'xlsx'
        ? await trackXlsx(data, headers.sheet)
        : trackGpx(data, stopName[locale]);
  // \s covers tabs and line breaks; other control characters cannot be typed into a name.
  const safeName = equipment.name.replace(/[\\/:*?"<>|\s]+/g, '_');
  return fileDownload(`${safeName}-${headers.sheet}`, input.format, file);
}

/** A signal's samples in the range, with the last one before it (its value at the start). */
async function samplesOf(
  db: Db,
  signalId: number,
  startTime: number,
  endTime: number,
): Promise<[number, number | null][]> {
  const [before, inRange] = await Promise.all([
    db
      .selectFrom('signal_value')
      .select(['ts', 'value', 'bad'])
      .where('signal_id', '=', signalId)
      .where('ts', '<', new Date(startTime))
      .orderBy('ts', 'desc')
      .limit(1)
      .execute(),
    db
      .selectFrom('signal_value')
      .select(['ts', 'value', 'bad'])
      .where('signal_id', '=', signalId)
      .where('ts', '>=', new Date(startTime))
      .where('ts', '<=', new Date(endTime))
      .orderBy('ts')
      .execute(),
  ]);
  return [...before, ...inRange].map((row) => [
    new Date(row.ts).getTime(),
    row.bad ? null : row.value,
  ]);
}

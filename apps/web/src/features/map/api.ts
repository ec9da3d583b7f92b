import type {
  FileDownload,
  MapConfig,
  MapEquipment,
  TrackExportFormat,
  TrackResponse,
} from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../api/client';
import { historyCurve } from '../monitor/schemas';

/**
 * The device map's calls, their answers checked against the contract's types (`satisfies`),
 * so a change of the contract fails the build here.
 */

const signalValue = z.union([z.number(), z.boolean(), z.null()]);

const mapEquipment = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['eg', 'gm']),
  model: z.string(),
  online: z.boolean(),
  alarmCount: z.number(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  positionTs: z.number().nullable(),
  position: z.object({ latSignalId: z.string(), lngSignalId: z.string() }).nullable(),
  keyValues: z.array(
    z.object({
      signalId: z.string(),
      name: z.string(),
      unit: z.string(),
      value: signalValue,
      ts: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<MapEquipment>;

const mapConfig = z.object({
  tiles: z.string().nullable(),
  coords: z.enum(['wgs84', 'gcj02']),
  attribution: z.string(),
}) satisfies z.ZodType<MapConfig>;

const trackResponse = z.object({
  equipmentId: z.string(),
  name: z.string(),
  rawCount: z.number(),
  points: z.array(z.tuple([z.number(), z.number(), z.number()])),
  stops: z.array(
    z.object({ start: z.number(), end: z.number(), lat: z.number(), lng: z.number() }),
  ),
  distanceM: z.number(),
  signals: z.array(z.object({ signalId: z.string(), name: z.string(), unit: z.string() })),
}) satisfies z.ZodType<TrackResponse>;

const fileDownload = z.object({
  filename: z.string(),
  mimeType: z.string(),
  base64: z.string(),
}) satisfies z.ZodType<FileDownload>;

export const mapKeys = {
  equipment: ['map', 'equipment'] as const,
  config: ['map', 'config'] as const,
  track: (query: TrackQuery) => ['map', 'track', query] as const,
};

export const queryMapEquipment = () =>
  call('/lfscada/map/equipment/queryAll', z.array(mapEquipment));
export const queryMapConfig = () => call('/lfscada/map/config', mapConfig);

export interface TrackQuery {
  equipmentId: string;
  startTime: number;
  endTime: number;
  stopMinutes: number;
}

export const queryTrack = (query: TrackQuery) =>
  call('/lfscada/map/track/query', trackResponse, { ...query });

export const exportTrack = (
  query: TrackQuery,
  format: TrackExportFormat,
  signalIds: string[],
): Promise<FileDownload> =>
  call('/lfscada/map/track/export', fileDownload, {
    ...query,
    format,
    signalIds: signalIds.join(','),
    // Minutes east of UTC, as the browser shows times.
    zoneOffset: -new Date(query.startTime).getTimezoneOffset(),
  });

/** The chosen signals' history over the track's range, to read their values at the playhead. */
export const queryTrackSignals = (query: TrackQuery, signalIds: string[]) =>
  call('/lfscada/monitor/multi/history/queryAll', historyCurve, {
    equipmentId: query.equipmentId,
    signalIds: signalIds.join(','),
    startTime: query.startTime,
    endTime: query.endTime,
    mode: 'curve',
  });

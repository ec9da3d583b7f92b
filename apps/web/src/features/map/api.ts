import {
  fileDownload,
  historyCurveResponse,
  mapConfig,
  mapEquipment,
  trackResponse,
  type FileDownload,
  type TrackExportFormat,
} from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../api/client';

/** The device map's calls; their answers' schemas are the protocol's. */

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
  call('/lfscada/monitor/multi/history/queryAll', historyCurveResponse, {
    equipmentId: query.equipmentId,
    signalIds: signalIds.join(','),
    startTime: query.startTime,
    endTime: query.endTime,
    mode: 'curve',
  });

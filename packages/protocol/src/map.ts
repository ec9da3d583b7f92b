import { z } from 'zod';
import { equipmentId, formIdList, signalId, type EquipmentType } from './equipment';
import { formInt } from './form';
import { epochMs } from './monitor';

/**
 * Device map and track playback (SPEC §1 "Other areas", §2 "Device map; track playback with
 * export"). Coordinates are WGS-84 degrees everywhere: stored, sent and drawn.
 */

export const TRACK_LIMITS = {
  /** Stationary longer than this many minutes counts as a stop, unless the request says otherwise. */
  stopMinutesDefault: 5,
  stopMinutesMax: 24 * 60,
  /** A truck "stationary" stays within this many metres of where it stopped (GPS jitter). */
  stopRadiusM: 30,
  /** The simplified path sent for drawing has at most this many points. */
  drawPointsMax: 5000,
  /** Other signals shown at the scrubber's time. */
  signalsMax: 10,
} as const;

export const TRACK_EXPORT_FORMATS = ['csv', 'xlsx', 'gpx'] as const;
export type TrackExportFormat = (typeof TRACK_EXPORT_FORMATS)[number];

/** POST /lfscada/map/equipment/queryAll (no payload) → MapEquipment[] */
export const mapEquipmentRequest = z.object({});
/** POST /lfscada/websocket/map/token (no payload) → LiveToken for /lfscada/ws/eg/signal/subscribe/{token}, all the map's equipment */
export const mapTokenRequest = z.object({});

export type MapState = 'online' | 'offline' | 'alarm';

export interface MapKeyValue {
  signalId: string;
  name: string;
  unit: string;
  value: number | boolean | null;
  ts: number | null;
}

export interface MapEquipment {
  id: string;
  name: string;
  type: EquipmentType;
  model: string;
  online: boolean;
  alarmCount: number;
  /** Where it is: the live position signals' values when bound and known, else the typed location. */
  lat: number | null;
  lng: number | null;
  /** Time of the position when it comes from the position signals. */
  positionTs: number | null;
  /** The two signals a moving equipment reports its position in, or null for a fixed one. */
  position: { latSignalId: string; lngSignalId: string } | null;
  /** The first signals (by order) other than the position, with their live values. */
  keyValues: MapKeyValue[];
}

/** POST /lfscada/map/track/query → TrackResponse */
export const trackQueryRequest = z.object({
  equipmentId,
  startTime: epochMs,
  endTime: epochMs,
  stopMinutes: formInt.pipe(z.number().int().min(1).max(TRACK_LIMITS.stopMinutesMax)).optional(),
});
export type TrackQueryRequest = z.infer<typeof trackQueryRequest>;

/** POST /lfscada/map/track/export → FileDownload: every stored position, not the simplified path */
export const trackExportRequest = trackQueryRequest.extend({
  format: z.enum(TRACK_EXPORT_FORMATS),
  /** Other signals added as columns (CSV, Excel), their last value at or before each point. */
  signalIds: formIdList(signalId, TRACK_LIMITS.signalsMax).optional(),
  /** Minutes east of UTC the CSV and Excel times are written in (the browser's zone; default UTC+8). */
  zoneOffset: formInt.pipe(z.number().int().min(-840).max(840)).optional(),
});
export type TrackExportRequest = z.infer<typeof trackExportRequest>;

/** [epoch ms, latitude, longitude] */
export type TrackPoint = [number, number, number];

export interface TrackStop {
  start: number;
  end: number;
  lat: number;
  lng: number;
}

export interface TrackResponse {
  equipmentId: string;
  name: string;
  /**
   * Positions stored in the range. The map reads at most 20,000 of them (the first of each time
   * bucket on a long range); exports read them all.
   */
  rawCount: number;
  /** The path simplified for drawing (Douglas–Peucker), stop boundaries kept. */
  points: TrackPoint[];
  stops: TrackStop[];
  /** Length of the path driven, metres (from the positions read for the map). */
  distanceM: number;
  /** The equipment's other signals, to choose from for the values at the scrubber's time. */
  signals: { signalId: string; name: string; unit: string }[];
}

/** POST /lfscada/map/config (no payload) → MapConfig: the tile source the server is set up with */
export const mapConfigRequest = z.object({});
export interface MapConfig {
  /** XYZ tile URL template (LF_MAP_TILES), or null for the offline basemap. */
  tiles: string | null;
  /** The tiles' datum: GCJ-02 for Chinese providers, whose tiles are offset (LF_MAP_TILES_COORDS). */
  coords: 'wgs84' | 'gcj02';
  attribution: string;
}

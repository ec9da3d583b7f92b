import { z } from 'zod';
import { EQUIPMENT_TYPES, equipmentId, formIdList, shownValue, signalId } from './equipment';
import { formInt } from './form';
import { epochMs, reportColumn } from './monitor';

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

export const mapKeyValue = z.object({
  signalId: z.string(),
  name: z.string(),
  unit: z.string(),
  value: shownValue,
  ts: z.number().nullable(),
});
export type MapKeyValue = z.infer<typeof mapKeyValue>;

export const mapEquipment = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  model: z.string(),
  online: z.boolean(),
  alarmCount: z.number(),
  /** Where it is: the live position signals' values when bound and known, else the typed location. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Time of the position when it comes from the position signals. */
  positionTs: z.number().nullable(),
  /** The two signals a moving equipment reports its position in, or null for a fixed one. */
  position: z.object({ latSignalId: z.string(), lngSignalId: z.string() }).nullable(),
  /** The first signals (by order) other than the position, with their live values. */
  keyValues: z.array(mapKeyValue),
});
export type MapEquipment = z.infer<typeof mapEquipment>;

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
export const trackPoint = z.tuple([z.number(), z.number(), z.number()]);
export type TrackPoint = z.infer<typeof trackPoint>;

export const trackStop = z.object({
  start: z.number(),
  end: z.number(),
  lat: z.number(),
  lng: z.number(),
});
export type TrackStop = z.infer<typeof trackStop>;

export const trackResponse = z.object({
  equipmentId: z.string(),
  name: z.string(),
  /**
   * Positions stored in the range. The map reads at most 20,000 of them (the first of each time
   * bucket on a long range); exports read them all.
   */
  rawCount: z.number(),
  /** The path simplified for drawing (Douglas–Peucker), stop boundaries kept. */
  points: z.array(trackPoint),
  stops: z.array(trackStop),
  /** Length of the path driven, metres (from the positions read for the map). */
  distanceM: z.number(),
  /** The equipment's other signals, to choose from for the values at the scrubber's time. */
  signals: z.array(reportColumn),
});
export type TrackResponse = z.infer<typeof trackResponse>;

/** POST /lfscada/map/config (no payload) → MapConfig: the tile source the server is set up with */
export const mapConfigRequest = z.object({});
export const mapConfig = z.object({
  /** XYZ tile URL template (LF_MAP_TILES), or null for the offline basemap. */
  tiles: z.string().nullable(),
  /** The tiles' datum: GCJ-02 for Chinese providers, whose tiles are offset (LF_MAP_TILES_COORDS). */
  coords: z.enum(['wgs84', 'gcj02']),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfig>;

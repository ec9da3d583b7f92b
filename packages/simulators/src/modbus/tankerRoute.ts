/**
 * The demo's tanker truck: it shuttles water between the two demo pump stations in Shanghai on a
 * fixed route, loads at station 1, unloads at station 2, waits at a traffic light halfway. Its
 * state is a pure function of the clock, so the live simulator and the history the demo seeds
 * for the past day describe the same journey. Coordinates are WGS-84.
 */

export type LatLng = readonly [lat: number, lng: number];

/**
 * Station 1's filling bay → station 2's unloading bay along the roads (roughly), as driven on
 * the outbound leg. The bays lie a little way from the stations' own markers.
 */
export const TANKER_ROUTE: readonly LatLng[] = [
  [31.2318, 121.4756],
  [31.236, 121.48],
  [31.245, 121.483],
  [31.256, 121.486],
  [31.265, 121.492],
  [31.276, 121.495],
  [31.287, 121.499],
  [31.2972, 121.5036],
];

export const TANKER = {
  /** Cruising speed, m/s (36 km/h in town). */
  speed: 10,
  /** Loading or unloading at a station, ms: longer than the default stop threshold (5 min). */
  dwellMs: 10 * 60_000,
  /** The traffic light halfway, ms: shorter than any sensible stop threshold. */
  lightMs: 60_000,
  capacity: 12,
} as const;

export interface TankerState {
  lat: number;
  lng: number;
  /** km/h */
  speedKmh: number;
  /** Degrees clockwise from north. */
  heading: number;
  /** Water on board, m³. */
  cargo: number;
  engineOn: boolean;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = toRad(b[0] - a[0]);
  const dLng = toRad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a[0])) * Math.cos(toRad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function bearing(a: LatLng, b: LatLng): number {
  const y = Math.sin(toRad(b[1] - a[1])) * Math.cos(toRad(b[0]));
  const x =
    Math.cos(toRad(a[0])) * Math.sin(toRad(b[0])) -
    Math.sin(toRad(a[0])) * Math.cos(toRad(b[0])) * Math.cos(toRad(b[1] - a[1]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const legs = TANKER_ROUTE.slice(1).map((to, i) => {
  const from = TANKER_ROUTE[i] as LatLng;
  return { from, to, length: distanceM(from, to) };
});
export const ROUTE_LENGTH_M = legs.reduce((sum, leg) => sum + leg.length, 0);
/** Whole milliseconds, so that the loop repeats exactly at any epoch time. */
const DRIVE_MS = Math.round((ROUTE_LENGTH_M / TANKER.speed) * 1000);
/** One leg: drive half, wait at the light, drive the other half. */
const LEG_MS = DRIVE_MS + TANKER.lightMs;
/** Out, unload, back, load. */
export const TANKER_LOOP_MS = 2 * (LEG_MS + TANKER.dwellMs);

/** Where along the outbound route a distance lies, and the heading there. */
function along(distance: number): { at: LatLng; heading: number } {
  let left = Math.max(0, Math.min(distance, ROUTE_LENGTH_M));
  for (const leg of legs) {
    if (left <= leg.length) {
      const f = leg.length === 0 ? 0 : left / leg.length;
      return {
        at: [
          leg.from[0] + (leg.to[0] - leg.from[0]) * f,
          leg.from[1] + (leg.to[1] - leg.from[1]) * f,
        ],
        heading: bearing(leg.from, leg.to),
      };
    }
    left -= leg.length;
  }
  const last = legs[legs.length - 1] as (typeof legs)[number];
  return { at: last.to, heading: bearing(last.from, last.to) };
}

/** Distance driven after `ms` on a leg that starts moving at 0, or null while at the light. */
function legProgress(ms: number): number | null {
  const half = DRIVE_MS / 2;
  if (ms < half) return (ms / 1000) * TANKER.speed;
  if (ms < half + TANKER.lightMs) return null;
  return ((ms - TANKER.lightMs) / 1000) * TANKER.speed;
}

/** The truck at epoch time `t` (ms). */
export function tankerStateAt(t: number): TankerState {
  const phase = ((t % TANKER_LOOP_MS) + TANKER_LOOP_MS) % TANKER_LOOP_MS;
  const unloadStart = LEG_MS;
  const backStart = LEG_MS + TANKER.dwellMs;
  const loadStart = backStart + LEG_MS;
  const stationary = (at: LatLng, heading: number, cargo: number): TankerState => ({
    lat: at[0],
    lng: at[1],
    speedKmh: 0,
    heading,
    cargo,
    engineOn: false,
  });
  if (phase < unloadStart || (phase >= backStart && phase < loadStart)) {
    const outbound = phase < unloadStart;
    const inLeg = outbound ? phase : phase - backStart;
    const driven = legProgress(inLeg);
    const distance = driven ?? ROUTE_LENGTH_M / 2;
    const { at, heading } = along(outbound ? distance : ROUTE_LENGTH_M - distance);
    return {
      lat: at[0],
      lng: at[1],
      speedKmh: driven === null ? 0 : TANKER.speed * 3.6,
      heading: outbound ? heading : (heading + 180) % 360,
      cargo: outbound ? TANKER.capacity : 0,
      engineOn: true,
    };
  }
  const end = TANKER_ROUTE[TANKER_ROUTE.length - 1] as LatLng;
  const start = TANKER_ROUTE[0] as LatLng;
  if (phase < backStart) {
    const done = (phase - unloadStart) / TANKER.dwellMs;
    return stationary(end, along(ROUTE_LENGTH_M).heading, TANKER.capacity * (1 - done));
  }
  const done = (phase - loadStart) / TANKER.dwellMs;
  return stationary(start, (along(0).heading + 180) % 360, TANKER.capacity * done);
}

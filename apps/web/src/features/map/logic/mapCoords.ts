import gcoord from 'gcoord';

/**
 * Everything the product stores and sends is WGS-84. Chinese tile providers (AMap, Tencent,
 * Google China) draw in GCJ-02, offset by a few hundred metres: on such tiles each point is
 * shifted into GCJ-02 just before drawing (gcoord), never stored so.
 */
export type TileCoords = 'wgs84' | 'gcj02';

export type LatLngTuple = [number, number];

export function toMapCoords(lat: number, lng: number, coords: TileCoords): LatLngTuple {
  if (coords === 'wgs84') return [lat, lng];
  const [gLng, gLat] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return [gLat, gLng];
}

/**
 * A point picked on the map (click or drag) back into WGS-84 for storing, rounded to 6 decimals
 * (≈ 0.1 m, finer than any GPS fix) and the longitude wrapped into −180…180 (the map copies the
 * world sideways).
 */
export function fromMapCoords(lat: number, lng: number, coords: TileCoords): LatLngTuple {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  const clamped = Math.max(-90, Math.min(90, lat));
  if (coords === 'wgs84') return [round(clamped), round(wrapped)];
  const [wLng, wLat] = gcoord.transform([wrapped, clamped], gcoord.GCJ02, gcoord.WGS84) as [
    number,
    number,
  ];
  return [round(wLat), round(wLng)];
}

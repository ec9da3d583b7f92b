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

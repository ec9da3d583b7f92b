import { describe, expect, it } from 'vitest';
import { fromMapCoords, toMapCoords } from './mapCoords';

describe('a point picked on the map, stored in WGS-84', () => {
  it('keeps a WGS-84 pick, rounded to 6 decimals', () => {
    expect(fromMapCoords(31.230412345, 121.473712345, 'wgs84')).toEqual([31.230412, 121.473712]);
  });

  it('wraps a longitude picked on a copy of the world beside the first', () => {
    expect(fromMapCoords(31.2, 121.4 + 360, 'wgs84')).toEqual([31.2, 121.4]);
    expect(fromMapCoords(31.2, -238.6, 'wgs84')).toEqual([31.2, 121.4]);
    expect(fromMapCoords(10, 180, 'wgs84')).toEqual([10, -180]);
  });

  it('keeps the latitude on the globe', () => {
    expect(fromMapCoords(91.5, 0, 'wgs84')).toEqual([90, 0]);
    expect(fromMapCoords(-95, 0, 'wgs84')).toEqual([-90, 0]);
  });

  it('undoes the GCJ-02 shift of Chinese tiles to within a metre', () => {
    const [gLat, gLng] = toMapCoords(31.2304, 121.4737, 'gcj02');
    const [lat, lng] = fromMapCoords(gLat, gLng, 'gcj02');
    // 1e-5 degrees is about a metre.
    expect(Math.abs(lat - 31.2304)).toBeLessThan(1e-5);
    expect(Math.abs(lng - 121.4737)).toBeLessThan(1e-5);
  });

  it('leaves points outside China as picked on GCJ-02 tiles', () => {
    expect(fromMapCoords(48.8566, 2.3522, 'gcj02')).toEqual([48.8566, 2.3522]);
  });
});

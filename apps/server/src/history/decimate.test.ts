import { describe, expect, it } from 'vitest';
import { bucketWidth, minMaxPoints } from './decimate';

describe('bucketWidth', () => {
  it('cuts the range into equal slices covering both ends', () => {
    expect(bucketWidth(0, 999, 10)).toBe(100);
    expect(bucketWidth(0, 1000, 10)).toBe(101);
  });
  it('never gives an empty slice', () => {
    expect(bucketWidth(5, 5, 100)).toBe(1);
  });
});

describe('minMaxPoints', () => {
  it('keeps both extremes of every slice, slices in time order', () => {
    const points = minMaxPoints(
      [
        { bucket: 1, lo: -3, hi: 9 },
        { bucket: 0, lo: 1, hi: 5 },
      ],
      1000,
      100,
    );
    expect(points).toEqual([
      [1025, 1],
      [1075, 5],
      [1125, -3],
      [1175, 9],
    ]);
  });
  it('gives one point for a flat slice', () => {
    expect(minMaxPoints([{ bucket: 2, lo: 4, hi: 4 }], 0, 10)).toEqual([[25, 4]]);
  });
  it('marks a slice holding only bad samples as a gap', () => {
    expect(minMaxPoints([{ bucket: 0, lo: null, hi: null }], 0, 10)).toEqual([[5, null]]);
  });
  it('places every point inside the requested range', () => {
    const width = bucketWidth(0, 9999, 7);
    const rows = Array.from({ length: 7 }, (_, bucket) => ({
      bucket,
      lo: 0,
      hi: 1,
    }));
    for (const [ts] of minMaxPoints(rows, 0, width)) {
      expect(ts).toBeGreaterThanOrEqual(0);
      expect(ts).toBeLessThanOrEqual(9999);
    }
  });
});

import type { HistoryPoint } from '@lf/protocol';

/** Width in ms of each of `buckets` equal slices of [start, end] (at least 1 ms). */
export function bucketWidth(startMs: number, endMs: number, buckets: number): number {
  return Math.max(1, Math.ceil((endMs - startMs + 1) / buckets));
}

export interface BucketExtremes {
  bucket: number;
  /** Null when the slice holds only bad samples. */
  lo: number | null;
  hi: number | null;
}

/**
 * Min/max decimation: each slice with data becomes its minimum and its maximum, placed inside
 * the slice. Drawn one slice per pixel, the curve covers exactly the vertical extent of the raw
 * data, so no peak is lost however long the range (the order of the two inside one pixel is
 * invisible, so it is not computed).
 */
export function minMaxPoints(
  rows: readonly BucketExtremes[],
  startMs: number,
  width: number,
): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  for (const row of [...rows].sort((a, b) => a.bucket - b.bucket)) {
    const sliceStart = startMs + row.bucket * width;
    if (row.lo === null || row.hi === null || row.lo === row.hi) {
      points.push([sliceStart + Math.floor(width / 2), row.lo]);
      continue;
    }
    points.push([sliceStart + Math.floor(width / 4), row.lo]);
    points.push([sliceStart + Math.floor((3 * width) / 4), row.hi]);
  }
  return points;
}

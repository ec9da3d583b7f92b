import type { FileDownload, TrackPoint, TrackStop } from '@lf/protocol';
import { XMLBuilder } from 'fast-xml-parser';
import { addInertRows, csvFile, newWorkbook } from '../http/files/spreadsheetFile';

/**
 * A track as a file: CSV (UTF-8 with a byte-order mark, so Excel keeps Chinese), Excel, or
 * GPX 1.1 (one track segment of every position, stops as waypoints) for QGIS and GPS tools.
 */

export interface ExportColumn {
  name: string;
  unit: string;
  /** The signal's samples in time order, to look up the value at or before each point. */
  samples: [number, number | null][];
}

export interface TrackExport {
  equipmentName: string;
  points: readonly TrackPoint[];
  stops: readonly TrackStop[];
  columns: readonly ExportColumn[];
  zoneOffset: number;
  headers: { time: string; lat: string; lng: string; stop: string };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in a fixed zone, minutes east of UTC. */
export function zonedTime(ts: number, offsetMinutes: number): string {
  const d = new Date(ts + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Rows of the table: time, latitude, longitude, stop number, then each column's value. */
export function trackRows(data: TrackExport): (string | number | null)[][] {
  const cursors = data.columns.map(() => -1);
  let stop = 0;
  return data.points.map(([ts, lat, lng]) => {
    while (stop < data.stops.length && (data.stops[stop] as TrackStop).end < ts) stop++;
    const current = data.stops[stop];
    const inStop = current !== undefined && current.start <= ts && ts <= current.end;
    const values = data.columns.map((column, c) => {
      let i = cursors[c] as number;
      while (
        i + 1 < column.samples.length &&
        (column.samples[i + 1] as [number, number | null])[0] <= ts
      )
        i++;
      cursors[c] = i;
      return i < 0 ? null : (column.samples[i] as [number, number | null])[1];
    });
    return [zonedTime(ts, data.zoneOffset), lat, lng, inStop ? stop + 1 : null, ...values];
  });
}

function headerRow(data: TrackExport): string[] {
  return [
    `${data.headers.time} (${zoneLabel(data.zoneOffset)})`,
    data.headers.lat,
    data.headers.lng,
    data.headers.stop,
    ...data.columns.map((c) => (c.unit ? `${c.name} (${c.unit})` : c.name)),
  ];
}

export function trackCsv(data: TrackExport): Buffer {
  return csvFile([headerRow(data), ...trackRows(data)], { recordDelimiter: '\r\n' });
}

export async function trackXlsx(data: TrackExport, sheetName: string): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const [header] = addInertRows(sheet, [headerRow(data)]);
  if (header) header.font = { bold: true };
  addInertRows(sheet, trackRows(data));
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 22 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Characters XML 1.0 cannot carry at all (NUL and other controls) are dropped. */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (text: string) => text.replace(XML_FORBIDDEN, '');

const iso = (ts: number) => new Date(ts).toISOString();

export function trackGpx(data: TrackExport, stopLabel: (n: number) => string): Buffer {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
  });
  const name = xmlText(data.equipmentName);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    gpx: {
      '@_version': '1.1',
      '@_creator': 'LFSCADA',
      '@_xmlns': 'http://www.topografix.com/GPX/1/1',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation':
        'http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd',
      metadata: {
        name,
        time: iso(data.points[0]?.[0] ?? Date.now()),
      },
      // GPX 1.1 orders the children: wpt, then rte, then trk.
      wpt: data.stops.map((stop, i) => ({
        '@_lat': stop.lat,
        '@_lon': stop.lng,
        time: iso(stop.start),
        name: xmlText(stopLabel(i + 1)),
        desc: `${iso(stop.start)} – ${iso(stop.end)}`,
      })),
      trk: {
        name,
        trkseg: {
          trkpt: data.points.map(([ts, lat, lng]) => ({
            '@_lat': lat,
            '@_lon': lng,
            time: iso(ts),
          })),
        },
      },
    },
  };
  return Buffer.from(builder.build(document) as string, 'utf8');
}

export const TRACK_MIME: Record<'csv' | 'xlsx' | 'gpx', string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  gpx: 'application/gpx+xml',
};

export function fileDownload(
  name: string,
  format: 'csv' | 'xlsx' | 'gpx',
  data: Buffer,
): FileDownload {
  return {
    filename: `${name}.${format}`,
    mimeType: TRACK_MIME[format],
    base64: data.toString('base64'),
  };
}

import { inflateRawSync } from 'node:zlib';

/** Why a zip (an .xlsx) is refused before exceljs reads it. */
export class ZipRefused extends Error {
  constructor(
    readonly kind: 'notZip' | 'tooLarge',
    detail: string,
  ) {
    super(detail);
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** All entries together, inflated. */
  maxTotalBytes: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

function findEndOfDirectory(data: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipRefused('notZip', 'no zip directory');
}

/**
 * Inflates every entry of a zip with a hard bound on what it may produce (the sizes a zip
 * declares can lie: a zip bomb declares little and inflates to gigabytes), so memory stays
 * bounded whatever the file. Answers the inflated entries by name; throws `ZipRefused`.
 */
export function inflateZipWithinBounds(data: Buffer, limits: ZipLimits): Map<string, Buffer> {
  if (data.length < 22) throw new ZipRefused('notZip', 'too short for a zip');
  const end = findEndOfDirectory(data);
  const count = data.readUInt16LE(end + 10);
  if (count > limits.maxEntries) {
    throw new ZipRefused('tooLarge', `${count} entries, at most ${limits.maxEntries}`);
  }
  let at = data.readUInt32LE(end + 16);
  let left = limits.maxTotalBytes;
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ZipRefused('notZip', 'broken zip directory');
    }
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) {
      throw new ZipRefused('notZip', 'broken zip entry');
    }
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressed > data.length) throw new ZipRefused('notZip', 'truncated zip entry');
    const raw = data.subarray(start, start + compressed);
    let inflated: Buffer;
    if (method === 0) {
      inflated = raw;
    } else if (method === 8) {
      try {
        // One byte more than allowed: reaching it means the entry is too large.
        inflated = inflateRawSync(raw, { maxOutputLength: left + 1 });
      } catch (error) {
        if (error instanceof RangeError) {
          throw new ZipRefused('tooLarge', `inflates past ${limits.maxTotalBytes} bytes`);
        }
        throw new ZipRefused('notZip', `broken zip entry ${name}`);
      }
    } else {
      throw new ZipRefused('notZip', `compression method ${method}`);
    }
    if (inflated.length > left) {
      throw new ZipRefused('tooLarge', `inflates past ${limits.maxTotalBytes} bytes`);
    }
    left -= inflated.length;
    entries.set(name, inflated);
  }
  return entries;
}

/** Rows of the worksheets of an inflated .xlsx: counted in their XML, before exceljs reads it. */
export function countSheetRows(entries: Map<string, Buffer>): number {
  let rows = 0;
  for (const [name, xml] of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    for (let at = xml.indexOf('<row'); at !== -1; at = xml.indexOf('<row', at + 4)) {
      const next = xml[at + 4];
      // `<row ` or `<row>`, not `<rowBreaks`.
      if (next === 0x20 || next === 0x3e || next === 0x2f) rows += 1;
    }
  }
  return rows;
}

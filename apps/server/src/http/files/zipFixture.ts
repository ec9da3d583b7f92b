import { deflateRawSync } from 'node:zlib';

/**
 * The fields the local header and the central directory entry share, in the same layout from
 * "version needed to extract" on: at 4 in the local header, at 6 in the entry (after "version
 * made by").
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  fields: { compressed: number; size: number; nameBytes: Buffer },
): void {
  header.writeUInt16LE(20, at); // version needed to extract
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt32LE(fields.compressed, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameBytes.length, at + 22);
}

/**
 * A zip of deflated entries, written by hand so a test can make it lie: `declared` replaces the
 * inflated size its headers state (a zip bomb states a small one).
 */
export function zipOf(entries: Record<string, Buffer>, declared?: number): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name, 'utf8');
    const fields = { compressed: data.length, size: declared ?? content.length, nameBytes };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    writeEntryFields(entry, 6, fields);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

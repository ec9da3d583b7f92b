import type { HistoryRow } from './historyStores';

/** `PGCOPY\n\377\r\n\0`, then no flags and no header extension. */
const HEADER = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);
/** PostgreSQL counts time stamps in microseconds from 2000-01-01 UTC. */
const PG_EPOCH_US = 946_684_800_000_000;
const TWO_32 = 4_294_967_296;
/** Field count, then each field's length and bytes: 4 + 8 + 8 + 1 bytes of data. */
const ROW_BYTES = 2 + 4 + 4 + 4 + 8 + 4 + 8 + 4 + 1;

/**
 * The rows in PostgreSQL's binary COPY format for `(signal_id integer, ts timestamptz,
 * value double precision, bad boolean)`, in one Buffer: no number or date is printed by Node
 * nor parsed by the database, which is what the text format cost on both sides. Time stamps
 * are whole milliseconds, as the text format stored them.
 */
export function copyBinary(rows: readonly HistoryRow[]): Buffer {
  const buffer = Buffer.allocUnsafe(HEADER.length + rows.length * ROW_BYTES + 2);
  HEADER.copy(buffer, 0);
  let at = HEADER.length;
  for (const row of rows) {
    at = buffer.writeInt16BE(4, at);
    at = buffer.writeInt32BE(4, at);
    at = buffer.writeInt32BE(row.signalId, at);
    // Below 2^53 µs (year 2255) a double holds the microseconds exactly; split into two words.
    const micros = Math.trunc(row.ts) * 1000 - PG_EPOCH_US;
    const high = Math.floor(micros / TWO_32);
    at = buffer.writeInt32BE(8, at);
    at = buffer.writeInt32BE(high, at);
    at = buffer.writeUInt32BE(micros - high * TWO_32, at);
    if (row.value === null) {
      at = buffer.writeInt32BE(-1, at);
    } else {
      at = buffer.writeInt32BE(8, at);
      at = buffer.writeDoubleBE(row.value, at);
    }
    at = buffer.writeInt32BE(1, at);
    at = buffer.writeUInt8(row.bad ? 1 : 0, at);
  }
  at = buffer.writeInt16BE(-1, at);
  return buffer.subarray(0, at);
}

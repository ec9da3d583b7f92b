/**
 * The frames of a Siemens S7 conversation as far as a client such as `nodes7` takes it:
 * TPKT (RFC 1006) around COTP (ISO 8073) around S7comm. Only what a PLC answers is built here:
 * the connection confirm, the setup-communication acknowledgement and the read/write answers.
 * Offsets follow the S7comm layout documented by the Wireshark dissector (packet-s7comm.c).
 */

export const TPKT_HEADER = 4;
/** TPKT + COTP data header (`02 f0 80`). */
const DT_HEADER = 7;

export const COTP = { connectRequest: 0xe0, connectConfirm: 0xd0, data: 0xf0 } as const;
export const S7_FUNCTION = { setup: 0xf0, read: 0x04, write: 0x05 } as const;

/** S7 area codes of the item addresses. */
export const S7_AREA_CODE = { I: 0x81, Q: 0x82, M: 0x83, DB: 0x84 } as const;

/** Data item return codes (0xff: success). */
export const ITEM_RETURN = {
  success: 0xff,
  addressOutOfRange: 0x05,
  dataTypeNotSupported: 0x06,
  objectDoesNotExist: 0x0a,
} as const;

/** Transport sizes of data items. */
const TRANSPORT = { bit: 0x03, byteWordDword: 0x04, octets: 0x09 } as const;

/** Splits complete TPKT packets off the front of a stream buffer. */
export function takePackets(buffer: Buffer): { packets: Buffer[]; rest: Buffer } {
  const packets: Buffer[] = [];
  let offset = 0;
  while (buffer.length - offset >= TPKT_HEADER) {
    const length = buffer.readUInt16BE(offset + 2);
    if (length < TPKT_HEADER) throw new Error('TPKT length below its header');
    if (buffer.length - offset < length) break;
    packets.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return { packets, rest: buffer.subarray(offset) };
}

function tpkt(body: Buffer): Buffer {
  const header = Buffer.from([0x03, 0x00, 0x00, 0x00]);
  header.writeUInt16BE(TPKT_HEADER + body.length, 2);
  return Buffer.concat([header, body]);
}

/** The remote TSAP a connection request asks for (rack × 32 + slot in its low byte). */
export function requestedTsap(packet: Buffer): number | null {
  // COTP CR: length, code, dst ref (2), src ref (2), class, then parameters (code, len, value).
  let offset = TPKT_HEADER + 7;
  const end = TPKT_HEADER + 1 + (packet[TPKT_HEADER] ?? 0);
  while (offset + 2 <= end && offset + 2 <= packet.length) {
    const code = packet[offset] ?? 0;
    const length = packet[offset + 1] ?? 0;
    if (code === 0xc2 && length === 2) return packet.readUInt16BE(offset + 2);
    offset += 2 + length;
  }
  return null;
}

export function connectConfirm(remoteTsap: number): Buffer {
  const body = Buffer.from([
    0x11,
    COTP.connectConfirm,
    0x00,
    0x01,
    0x00,
    0x02,
    0x00,
    0xc0,
    0x01,
    0x0a,
    0xc1,
    0x02,
    0x01,
    0x00,
    0xc2,
    0x02,
    0x00,
    0x00,
  ]);
  body.writeUInt16BE(remoteTsap, 16);
  return tpkt(body);
}

/** The S7 job inside a COTP data packet: its PDU reference, parameters and data. */
export interface S7Job {
  pduRef: number;
  fn: number;
  params: Buffer;
  data: Buffer;
}

export function parseJob(packet: Buffer): S7Job | null {
  if (packet[5] !== COTP.data || packet[DT_HEADER] !== 0x32 || packet[DT_HEADER + 1] !== 0x01) {
    return null;
  }
  const paramLength = packet.readUInt16BE(DT_HEADER + 6);
  const dataLength = packet.readUInt16BE(DT_HEADER + 8);
  const paramStart = DT_HEADER + 10;
  const params = packet.subarray(paramStart, paramStart + paramLength);
  const data = packet.subarray(paramStart + paramLength, paramStart + paramLength + dataLength);
  if (params.length !== paramLength || data.length !== dataLength || paramLength < 1) return null;
  return { pduRef: packet.readUInt16BE(DT_HEADER + 4), fn: params[0] ?? 0, params, data };
}

/** An ack-data answer (ROSCTR 3) to a job. */
export function ackData(pduRef: number, params: Buffer, data: Buffer): Buffer {
  const header = Buffer.alloc(3 + 12);
  header.set([0x02, 0xf0, 0x80, 0x32, 0x03], 0);
  header.writeUInt16BE(pduRef, 7);
  header.writeUInt16BE(params.length, 9);
  header.writeUInt16BE(data.length, 11);
  return tpkt(Buffer.concat([header, params, data]));
}

export function setupAck(job: S7Job, maxParallel: number, pduSize: number): Buffer {
  const params = Buffer.alloc(8);
  params[0] = S7_FUNCTION.setup;
  params.writeUInt16BE(maxParallel, 2);
  params.writeUInt16BE(maxParallel, 4);
  params.writeUInt16BE(pduSize, 6);
  return ackData(job.pduRef, params, Buffer.alloc(0));
}

/** One item of a read or write job: where, and how many bytes (or one bit). */
export interface S7Item {
  area: number;
  dbNumber: number;
  byte: number;
  bit: number;
  /** Bytes to read/write; for a bit item, 1. */
  count: number;
  isBit: boolean;
}

export function parseItems(params: Buffer): S7Item[] {
  const count = params[1] ?? 0;
  const items: S7Item[] = [];
  for (let i = 0; i < count; i++) {
    const at = 2 + i * 12;
    if (params.length < at + 12 || params[at] !== 0x12) throw new Error('malformed item');
    const transport = params[at + 3];
    const address = params.readUInt32BE(at + 8) & 0x00ffffff;
    items.push({
      area: params[at + 8] ?? 0,
      dbNumber: params.readUInt16BE(at + 6),
      byte: address >> 3,
      bit: address & 7,
      count: params.readUInt16BE(at + 4),
      isBit: transport === 0x01,
    });
  }
  return items;
}

/** A read's answer; `results` holds each item's bytes or its return code. */
export function readAck(job: S7Job, results: (Buffer | number)[]): Buffer {
  const parts: Buffer[] = [];
  results.forEach((result, i) => {
    if (typeof result === 'number') {
      parts.push(Buffer.from([result, 0x00, 0x00, 0x00]));
      return;
    }
    const head = Buffer.from([ITEM_RETURN.success, TRANSPORT.byteWordDword, 0, 0]);
    head.writeUInt16BE(result.length * 8, 2);
    parts.push(head, result);
    // Every item but the last is padded to an even length.
    if (result.length % 2 === 1 && i < results.length - 1) parts.push(Buffer.alloc(1));
  });
  return ackData(job.pduRef, Buffer.from([S7_FUNCTION.read, results.length]), Buffer.concat(parts));
}

/** The values of a write job, one per item (a bit item's value is its byte's low bit). */
export function writeValues(job: S7Job, count: number): Buffer[] {
  const values: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const transport = job.data[at + 1];
    const length = job.data.readUInt16BE(at + 2);
    const bytes =
      transport === TRANSPORT.bit
        ? 1
        : transport === TRANSPORT.octets
          ? length
          : Math.ceil(length / 8);
    values.push(job.data.subarray(at + 4, at + 4 + bytes));
    at += 4 + bytes + (bytes % 2 === 1 && i < count - 1 ? 1 : 0);
  }
  return values;
}

export function writeAck(job: S7Job, codes: number[]): Buffer {
  return ackData(job.pduRef, Buffer.from([S7_FUNCTION.write, codes.length]), Buffer.from(codes));
}

import { crc16modbus } from 'crc';

/**
 * Modbus RTU framing (Modbus over Serial Line v1.02, §2.5.1): unit id, PDU, CRC-16/MODBUS low
 * byte first. A request carries no length field, so its length follows from the function code.
 */

export const RTU_CRC_BYTES = 2;

/** `unit | pdu | crc` */
export function rtuFrame(unitId: number, pdu: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from([unitId]), pdu]);
  const crc = Buffer.alloc(RTU_CRC_BYTES);
  crc.writeUInt16LE(crc16modbus(body));
  return Buffer.concat([body, crc]);
}

export function crcMatches(frame: Buffer): boolean {
  if (frame.length < 4) return false;
  return crc16modbus(frame.subarray(0, -RTU_CRC_BYTES)) === frame.readUInt16LE(frame.length - 2);
}

/**
 * Length of the request frame at the start of `buffer`: a number once known, `undefined` while
 * more bytes are needed, `null` for a function code this device does not frame (the caller then
 * drops what it holds, as a serial device resynchronises on the silent interval).
 */
export function requestFrameLength(buffer: Buffer): number | undefined | null {
  const fc = buffer[1];
  if (fc === undefined) return undefined;
  if (fc >= 1 && fc <= 6) return 8;
  if (fc === 15 || fc === 16) {
    const byteCount = buffer[6];
    return byteCount === undefined ? undefined : 7 + byteCount + RTU_CRC_BYTES;
  }
  return null;
}

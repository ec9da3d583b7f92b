import type { SignalDataType, WordOrder } from '@lf/protocol';
import { DATA_TYPE_WORDS } from '@lf/protocol';

/**
 * Raw numbers in Modbus registers. Registers travel as their big-endian bytes (two bytes per
 * register, as on the wire); 32-bit values combine two registers in the signal's word order.
 * The simulated devices and the gateway agent's codec both use this.
 */

/** Puts the two registers of a 32-bit value into ABCD (big-endian) order. */
function toBigEndianWords(bytes: Buffer, wordOrder: WordOrder): Buffer {
  if (wordOrder === 'ABCD') return bytes;
  return Buffer.concat([bytes.subarray(2, 4), bytes.subarray(0, 2)]);
}

/** Raw (unscaled) number held by `bytes` (2 or 4 bytes, register order as read). */
export function decodeRaw(
  bytes: Buffer,
  dataType: Exclude<SignalDataType, 'bool'>,
  wordOrder: WordOrder,
): number {
  switch (dataType) {
    case 'int16':
      return bytes.readInt16BE(0);
    case 'uint16':
      return bytes.readUInt16BE(0);
    case 'int32':
      return toBigEndianWords(bytes, wordOrder).readInt32BE(0);
    case 'uint32':
      return toBigEndianWords(bytes, wordOrder).readUInt32BE(0);
    case 'float32':
      return toBigEndianWords(bytes, wordOrder).readFloatBE(0);
  }
}

/** Registers (as big-endian bytes) that hold `raw` in the given type and word order. */
export function encodeRaw(
  raw: number,
  dataType: Exclude<SignalDataType, 'bool'>,
  wordOrder: WordOrder,
): Buffer {
  const bytes = Buffer.alloc(DATA_TYPE_WORDS[dataType] * 2);
  switch (dataType) {
    case 'int16':
      bytes.writeInt16BE(raw, 0);
      return bytes;
    case 'uint16':
      bytes.writeUInt16BE(raw, 0);
      return bytes;
    case 'int32':
      bytes.writeInt32BE(raw, 0);
      break;
    case 'uint32':
      bytes.writeUInt32BE(raw, 0);
      break;
    case 'float32':
      bytes.writeFloatBE(raw, 0);
      break;
  }
  return toBigEndianWords(bytes, wordOrder);
}

import type { MqttSignalValue, S7Signal, S7Type } from '@lf/protocol';
import { parseS7Address, S7_DATA_TYPE } from '@lf/protocol';
import { rawToWrite, toEngineering, type RawRange, type RawWrite } from '../modbus/codec';

/** The S7 type of a signal's (already validated) address. */
export function s7TypeOf(signal: S7Signal): S7Type {
  const parsed = parseS7Address(signal.address);
  if (!parsed.ok) throw new Error(`signal ${signal.id}: bad S7 address ${signal.address}`);
  return parsed.address.type;
}

/** Engineering value of what nodes7 read (a boolean for BOOL, a number otherwise). */
export function s7Engineering(
  signal: S7Signal,
  type: S7Type,
  raw: number | boolean,
): MqttSignalValue {
  if (type === 'BOOL') return Boolean(raw);
  return toEngineering(Number(raw), { dataType: S7_DATA_TYPE[type], ...signal });
}

const RAW_LIMITS: Record<Exclude<S7Type, 'BOOL' | 'REAL'>, [number, number]> = {
  BYTE: [0, 255],
  WORD: [0, 65_535],
  INT: [-32_768, 32_767],
  DWORD: [0, 4_294_967_295],
  DINT: [-2_147_483_648, 2_147_483_647],
};
/** Checks a value to write (see rawToWrite) against the raw range of the address's S7 type. */
export function encodeS7Write(signal: S7Signal, type: S7Type, value: MqttSignalValue): RawWrite {
  const range: RawRange = type === 'BOOL' ? 'bit' : type === 'REAL' ? 'float32' : RAW_LIMITS[type];
  return rawToWrite(signal, range, type, value);
}

import type { AgentSignalConfig, MqttSignalValue, SignalDataType } from '@lf/protocol';
import { decodeRaw, encodeRaw } from '@lf/simulators';
import { LOCAL_FAILURE_CODE } from '../../deviceFailure';
import type { WriteRefusal } from '../driver';

/**
 * Conversion between Modbus registers/bits and engineering values. The packing of raw numbers
 * into registers is the one the simulated devices use (`@lf/simulators`): both ends of the wire
 * read one definition. The engineering side (scaling, write checks) serves the S7 driver too.
 */

/** Scaled arithmetic leaves binary noise (215 × 0.1 = 21.500000000000004); 12 digits drop it. */
export function tidy(n: number): number {
  return Number(n.toPrecision(12));
}

/** A float32 carries about 7 significant digits; more would only show conversion noise. */
function tidyFloat32(n: number): number {
  return Number.isFinite(n) ? Number(n.toPrecision(7)) : n;
}

/** Engineering value of a raw number (float32 tidied to its precision), for every driver. */
export function toEngineering(
  raw: number,
  signal: Pick<AgentSignalConfig, 'dataType' | 'scale' | 'offset'>,
): number {
  const value = signal.dataType === 'float32' ? tidyFloat32(raw) : raw;
  if (signal.scale === 1 && signal.offset === 0) return value;
  return tidy(value * signal.scale + signal.offset);
}

/** Engineering value of a register signal read as `bytes`. */
export function decodeRegisterSignal(bytes: Buffer, signal: AgentSignalConfig): number {
  if (signal.dataType === 'bool') throw new Error(`signal ${signal.id} is a bit signal`);
  return toEngineering(decodeRaw(bytes, signal.dataType, signal.wordOrder), signal);
}

/** What a register-like device type admits as a raw value to write. */
export type RawRange = 'bit' | 'float32' | readonly [low: number, high: number];

export interface WritableSignal {
  id: string;
  access: 'r' | 'rw';
  min?: number | undefined;
  max?: number | undefined;
  scale: number;
  offset: number;
}

export type RawWrite = { ok: true; raw: number | boolean } | ({ ok: false } & WriteRefusal);

const FLOAT32_MAX = 3.4028234663852886e38;

/**
 * The raw value a write puts on the device, checked in the order SPEC §8 names the refusals:
 * read-only, data type, the signal's min/max on the engineering value, then the raw range of
 * the device type (`typeName` says which in the refusal). Modbus and S7 differ only in how they
 * name their types and pack the raw value afterwards.
 */
export function rawToWrite(
  signal: WritableSignal,
  range: RawRange,
  typeName: string,
  value: MqttSignalValue,
): RawWrite {
  if (signal.access !== 'rw') {
    return {
      ok: false,
      code: LOCAL_FAILURE_CODE.readOnly,
      detail: `signal ${signal.id} is read-only`,
    };
  }
  if (range === 'bit') {
    const bit =
      typeof value === 'boolean' ? value : value === 1 ? true : value === 0 ? false : null;
    if (bit === null) {
      return { ok: false, code: LOCAL_FAILURE_CODE.dataType, detail: 'expected true/false or 1/0' };
    }
    return { ok: true, raw: bit };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, code: LOCAL_FAILURE_CODE.dataType, detail: 'expected a finite number' };
  }
  if (
    (signal.min !== undefined && value < signal.min) ||
    (signal.max !== undefined && value > signal.max)
  ) {
    return {
      ok: false,
      code: LOCAL_FAILURE_CODE.outOfLimit,
      detail: `${value} is outside [${signal.min ?? '-∞'}, ${signal.max ?? '∞'}]`,
    };
  }
  const unscaled = (value - signal.offset) / signal.scale;
  if (range === 'float32') {
    return Math.abs(unscaled) > FLOAT32_MAX
      ? { ok: false, code: LOCAL_FAILURE_CODE.outOfLimit, detail: `beyond the ${typeName} range` }
      : { ok: true, raw: unscaled };
  }
  const raw = Math.round(tidy(unscaled));
  const [low, high] = range;
  if (raw < low || raw > high) {
    return {
      ok: false,
      code: LOCAL_FAILURE_CODE.outOfLimit,
      detail: `raw ${raw} does not fit ${typeName}`,
    };
  }
  return { ok: true, raw };
}

const RAW_LIMITS: Record<Exclude<SignalDataType, 'bool' | 'float32'>, [number, number]> = {
  int16: [-32768, 32767],
  uint16: [0, 65535],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
};

export type EncodedWrite =
  | { area: 'coil'; address: number; value: boolean }
  | { area: 'holding'; address: number; bytes: Buffer };

export type EncodeResult =
  { ok: true; write: EncodedWrite } | { ok: false; code: number; detail: string };

/** Checks a value to write (see rawToWrite) and packs it for a coil or the holding registers. */
export function encodeWrite(signal: AgentSignalConfig, value: MqttSignalValue): EncodeResult {
  const { dataType } = signal;
  const range: RawRange =
    dataType === 'bool' ? 'bit' : dataType === 'float32' ? 'float32' : RAW_LIMITS[dataType];
  const checked = rawToWrite(signal, range, dataType, value);
  if (!checked.ok) return checked;
  const { raw } = checked;
  if (dataType === 'bool' || typeof raw === 'boolean') {
    return { ok: true, write: { area: 'coil', address: signal.address, value: raw === true } };
  }
  const bytes = encodeRaw(raw, dataType, signal.wordOrder);
  return { ok: true, write: { area: 'holding', address: signal.address, bytes } };
}

/** Bit `index` of a coil/discrete response (LSB first within each byte, as Modbus packs them). */
export function bitAt(packed: Buffer, index: number): boolean | undefined {
  const byte = packed[index >> 3];
  return byte === undefined ? undefined : (byte & (1 << (index & 7))) !== 0;
}

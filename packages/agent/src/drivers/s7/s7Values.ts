import type { MqttSignalValue, S7Signal, S7Type } from '@lf/protocol';
import { parseS7Address, S7_DATA_TYPE } from '@lf/protocol';
import { LOCAL_FAILURE_CODE } from '../../deviceFailure';
import type { WriteRefusal } from '../driver';
import { tidy, toEngineering } from '../modbus/codec';

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
const FLOAT32_MAX = 3.4028234663852886e38;

export type S7Encoded = { ok: true; raw: number | boolean } | ({ ok: false } & WriteRefusal);

/**
 * Checks and converts a value to write, in the order of the Modbus codec: read-only, data type,
 * the signal's min/max on the engineering value, then the raw range of the S7 type.
 */
export function encodeS7Write(signal: S7Signal, type: S7Type, value: MqttSignalValue): S7Encoded {
  if (signal.access !== 'rw') {
    return { ok: false, code: LOCAL_FAILURE_CODE.readOnly, detail: `${signal.id} is read-only` };
  }
  if (type === 'BOOL') {
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
  if (type === 'REAL') {
    return Math.abs(unscaled) > FLOAT32_MAX
      ? { ok: false, code: LOCAL_FAILURE_CODE.outOfLimit, detail: 'beyond the REAL range' }
      : { ok: true, raw: unscaled };
  }
  const raw = Math.round(tidy(unscaled));
  const [low, high] = RAW_LIMITS[type];
  if (raw < low || raw > high) {
    return {
      ok: false,
      code: LOCAL_FAILURE_CODE.outOfLimit,
      detail: `raw ${raw} does not fit ${type}`,
    };
  }
  return { ok: true, raw };
}

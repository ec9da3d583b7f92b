import type { MqttSignalValue, OpcuaSignal } from '@lf/protocol';
import { DataType, Variant, VariantArrayType } from 'node-opcua-client';
import { LOCAL_FAILURE_CODE } from '../../deviceFailure';

/**
 * Conversion between OPC UA Variants and the engineering values the cloud carries (numbers and
 * booleans). The node's own data type decides how a write is encoded: a server refuses a Double
 * written to an Int16 node (BadTypeMismatch), so the agent converts and range-checks first.
 */

const INTEGER_RANGES: Partial<Record<DataType, [number, number]>> = {
  [DataType.SByte]: [-128, 127],
  [DataType.Byte]: [0, 255],
  [DataType.Int16]: [-32768, 32767],
  [DataType.UInt16]: [0, 65535],
  [DataType.Int32]: [-2147483648, 2147483647],
  [DataType.UInt32]: [0, 4294967295],
  [DataType.Int64]: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  [DataType.UInt64]: [0, Number.MAX_SAFE_INTEGER],
};
const FLOAT_MAX = 3.4028234663852886e38;

/** Built-in types a signal can carry: booleans and numbers. */
export function isCarriedType(dataType: DataType): boolean {
  return (
    dataType === DataType.Boolean ||
    dataType === DataType.Float ||
    dataType === DataType.Double ||
    INTEGER_RANGES[dataType] !== undefined
  );
}

/** node-opcua hands 64-bit integers over as [high, low] 32-bit words. */
function int64Value(words: [number, number], signed: boolean): number {
  const [high, low] = words;
  const unsignedHigh = high >>> 0;
  const value = unsignedHigh * 2 ** 32 + (low >>> 0);
  return signed && high < 0 ? value - 2 ** 64 : value;
}

/** Scaled arithmetic leaves binary noise (21.5 × 0.1 = 2.1500000000000004); 12 digits drop it. */
function tidy(n: number): number {
  return Number(n.toPrecision(12));
}

/** A Float carries about 7 significant digits; more would only show conversion noise. */
function tidyFloat(n: number): number {
  return Number.isFinite(n) ? Number(n.toPrecision(7)) : n;
}

export type DecodedValue = { ok: true; value: MqttSignalValue } | { ok: false; code: number };

/** The engineering value of a node's Variant; arrays, strings and structures are type errors. */
export function decodeVariant(variant: Variant, signal: OpcuaSignal): DecodedValue {
  if (variant.arrayType !== VariantArrayType.Scalar || !isCarriedType(variant.dataType)) {
    return { ok: false, code: LOCAL_FAILURE_CODE.dataType };
  }
  if (variant.dataType === DataType.Boolean) return { ok: true, value: variant.value === true };
  let raw: number;
  if (variant.dataType === DataType.Int64 || variant.dataType === DataType.UInt64) {
    raw = int64Value(variant.value as [number, number], variant.dataType === DataType.Int64);
  } else {
    raw = Number(variant.value);
  }
  if (variant.dataType === DataType.Float) raw = tidyFloat(raw);
  if (!Number.isFinite(raw)) return { ok: false, code: LOCAL_FAILURE_CODE.dataType };
  if (signal.scale === 1 && signal.offset === 0) return { ok: true, value: raw };
  return { ok: true, value: tidy(raw * signal.scale + signal.offset) };
}

export type EncodedVariant =
  { ok: true; variant: Variant } | { ok: false; code: number; detail: string };

/**
 * The Variant that writes engineering `value` to a node of `dataType`: limits first (the
 * signal's min/max), then the inverse scaling, rounding for integer types and their range.
 */
export function encodeVariant(
  value: MqttSignalValue,
  dataType: DataType,
  signal: OpcuaSignal,
): EncodedVariant {
  if (signal.access !== 'rw') {
    return { ok: false, code: LOCAL_FAILURE_CODE.readOnly, detail: 'signal is read-only' };
  }
  if (dataType === DataType.Boolean) {
    if (typeof value === 'boolean') return { ok: true, variant: new Variant({ dataType, value }) };
    if (value === 0 || value === 1) {
      return { ok: true, variant: new Variant({ dataType, value: value === 1 }) };
    }
    return {
      ok: false,
      code: LOCAL_FAILURE_CODE.dataType,
      detail: 'Boolean node takes true/false',
    };
  }
  if (!isCarriedType(dataType)) {
    return {
      ok: false,
      code: LOCAL_FAILURE_CODE.dataType,
      detail: `node type ${DataType[dataType]} is not writable as a number`,
    };
  }
  const engineering = typeof value === 'boolean' ? Number(value) : value;
  if (
    (signal.min !== undefined && engineering < signal.min) ||
    (signal.max !== undefined && engineering > signal.max)
  ) {
    return { ok: false, code: LOCAL_FAILURE_CODE.outOfLimit, detail: 'outside the signal limits' };
  }
  const raw = (engineering - signal.offset) / signal.scale;
  const range = INTEGER_RANGES[dataType];
  if (range) {
    const rounded = Math.round(raw);
    if (rounded < range[0] || rounded > range[1]) {
      return {
        ok: false,
        code: LOCAL_FAILURE_CODE.outOfLimit,
        detail: `${DataType[dataType]} holds ${range[0]}…${range[1]}`,
      };
    }
    if (dataType === DataType.Int64 || dataType === DataType.UInt64) {
      const high = Math.floor(rounded / 2 ** 32);
      const low = rounded - high * 2 ** 32;
      return { ok: true, variant: new Variant({ dataType, value: [high | 0, low >>> 0] }) };
    }
    return { ok: true, variant: new Variant({ dataType, value: rounded }) };
  }
  if (dataType === DataType.Float && Math.abs(raw) > FLOAT_MAX) {
    return { ok: false, code: LOCAL_FAILURE_CODE.outOfLimit, detail: 'Float holds ±3.4e38' };
  }
  return { ok: true, variant: new Variant({ dataType, value: raw }) };
}

import type { ValueSample } from '@lf/protocol';
import { Code, DEVICE_ERRORS } from '@lf/protocol';

/**
 * Why a Modbus request failed, independent of the client library, and the SPEC §8 device code
 * the cloud shows for it.
 */
export type DeviceFailure =
  | { kind: 'exception'; exceptionCode: number }
  | { kind: 'timeout' }
  | { kind: 'offline' }
  | { kind: 'incomplete' }
  | { kind: 'protocol' }
  | { kind: 'unknown' }
  /** A protocol that names its own SPEC §8 code (OPC UA status codes, see drivers/opcua). */
  | { kind: 'code'; code: number };

/** Modbus exception codes (Modbus Application Protocol v1.1b3, §7). */
export const MODBUS_EXCEPTION = {
  illegalFunction: 1,
  illegalDataAddress: 2,
  illegalDataValue: 3,
  deviceFailure: 4,
  acknowledge: 5,
  deviceBusy: 6,
  memoryParityError: 8,
  gatewayPathUnavailable: 10,
  gatewayTargetFailedToRespond: 11,
} as const;

/** Codes the agent decides itself, before or instead of talking to the device. */
export const LOCAL_FAILURE_CODE = {
  variableMissing: 1714,
  dataType: 1722,
  outOfLimit: 2003,
  readOnly: 2004,
  expired: Code.ASYNC_TIMEOUT,
} as const;

const EXCEPTION_CODE: Record<number, number> = {
  [MODBUS_EXCEPTION.illegalFunction]: 1714,
  [MODBUS_EXCEPTION.illegalDataAddress]: 1721,
  [MODBUS_EXCEPTION.illegalDataValue]: 1713,
  [MODBUS_EXCEPTION.deviceFailure]: 1711,
  [MODBUS_EXCEPTION.acknowledge]: 1712,
  [MODBUS_EXCEPTION.deviceBusy]: 1712,
  [MODBUS_EXCEPTION.memoryParityError]: 1713,
  [MODBUS_EXCEPTION.gatewayPathUnavailable]: 99901,
  [MODBUS_EXCEPTION.gatewayTargetFailedToRespond]: 1715,
};

export const UNKNOWN_FAILURE_CODE = 90099;

/** The SPEC §8 code of a failure (see docs/decisions.md for the reasoning of each row). */
export function deviceFailureCode(failure: DeviceFailure): number {
  switch (failure.kind) {
    case 'exception':
      return EXCEPTION_CODE[failure.exceptionCode] ?? UNKNOWN_FAILURE_CODE;
    case 'timeout':
      return 1715;
    case 'offline':
      return 99901;
    case 'incomplete':
      return 99907;
    case 'protocol':
      return 1713;
    case 'unknown':
      return UNKNOWN_FAILURE_CODE;
    case 'code':
      return failure.code;
  }
}

/** Catalogue text (Chinese, the product's default) for a code; the web app localises by code. */
export function deviceFailureMessage(code: number): string {
  return DEVICE_ERRORS[code]?.zh ?? `通讯异常（${code}）`;
}

const OFFLINE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** Messages modbus-serial rejects with when an RTU answer is garbled or belongs elsewhere. */
const RTU_FRAME_ERRORS = ['CRC error', 'Data length error', 'Unexpected data error'];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Classifies what the jsmodbus client (TCP), the modbus-serial client (RTU) or a socket threw. jsmodbus rejects with
 * `{err: 'Timeout' | 'ModbusException' | 'Offline' | 'OutOfSync' | 'Protocol' | …, response}`;
 * sockets with Node errno codes; the agent's own `DeviceFailureError` carries a failure.
 */
export function classifyDeviceError(error: unknown): DeviceFailure {
  if (error instanceof DeviceFailureError) return error.failure;
  const kind = field(error, 'err');
  if (kind === 'ModbusException') {
    const exceptionCode = field(field(field(error, 'response'), 'body'), 'code');
    return typeof exceptionCode === 'number'
      ? { kind: 'exception', exceptionCode }
      : { kind: 'unknown' };
  }
  if (kind === 'Timeout') return { kind: 'timeout' };
  if (kind === 'Offline' || kind === 'ManuallyCleared') return { kind: 'offline' };
  if (kind === 'OutOfSync' || kind === 'Protocol' || kind === 'crcMismatch')
    return { kind: 'protocol' };
  // modbus-serial (RTU): Errors with a modbusCode for exceptions, a named timeout, and plain
  // messages for frames it could not take (its connection errors carry Node errnos).
  const modbusCode = field(error, 'modbusCode');
  if (typeof modbusCode === 'number') return { kind: 'exception', exceptionCode: modbusCode };
  if (field(error, 'name') === 'TransactionTimedOutError') return { kind: 'timeout' };
  const message = field(error, 'message');
  if (typeof message === 'string' && RTU_FRAME_ERRORS.some((prefix) => message.startsWith(prefix)))
    return { kind: 'protocol' };
  // Node puts the errno name in `code`; modbus-serial's own errors put it in `errno`.
  const errno = field(error, 'code') ?? field(error, 'errno');
  if (typeof errno === 'string' && OFFLINE_ERRNOS.has(errno)) return { kind: 'offline' };
  if (errno === 'ETIMEDOUT') return { kind: 'offline' };
  return { kind: 'unknown' };
}

/** A readable text for anything thrown (jsmodbus rejects with plain objects, not Errors). */
export function errorText(error: unknown): string {
  const message = field(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

export class DeviceFailureError extends Error {
  constructor(
    readonly failure: DeviceFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DeviceFailureError';
  }
}

/** Every signal of a failed request, marked bad with the failure's code. */
export function failedSamples(
  signalIds: readonly string[],
  code: number,
  ts: number,
): ValueSample[] {
  return signalIds.map((signalId) => ({ signalId, value: null, ts, quality: 'bad', code }));
}

import type { StatusCode } from 'node-opcua-client';
import { deviceFailureCode, LOCAL_FAILURE_CODE } from '../../deviceFailure';

/**
 * OPC UA status codes → the SPEC §8 device codes the cloud shows. A value is of good quality
 * only with a Good status: the cloud has two qualities, and an Uncertain value (a sensor that
 * stopped updating, a value out of its instrument range) is not one an operator should act on
 * unmarked, so it counts as bad with the code of its cause.
 */

const OFFLINE = deviceFailureCode({ kind: 'offline' });
const TIMEOUT = deviceFailureCode({ kind: 'timeout' });
const DEVICE_FAULT = 1711;
const DEVICE_BUSY = 1712;
const BAD_ADDRESS = 99904;

const BY_NAME: Record<string, number> = {
  BadNodeIdUnknown: LOCAL_FAILURE_CODE.variableMissing,
  BadAttributeIdInvalid: LOCAL_FAILURE_CODE.variableMissing,
  BadNodeIdInvalid: BAD_ADDRESS,
  BadNotReadable: LOCAL_FAILURE_CODE.variableMissing,
  BadNotWritable: LOCAL_FAILURE_CODE.readOnly,
  BadUserAccessDenied: LOCAL_FAILURE_CODE.readOnly,
  BadTypeMismatch: LOCAL_FAILURE_CODE.dataType,
  BadDataEncodingInvalid: LOCAL_FAILURE_CODE.dataType,
  BadOutOfRange: LOCAL_FAILURE_CODE.outOfLimit,
  BadTimeout: TIMEOUT,
  BadRequestTimeout: TIMEOUT,
  BadTooManyOperations: DEVICE_BUSY,
  BadTooManySessions: DEVICE_BUSY,
  BadResourceUnavailable: DEVICE_BUSY,
  BadServerHalted: OFFLINE,
  BadCommunicationError: OFFLINE,
  BadConnectionClosed: OFFLINE,
  BadConnectionRejected: OFFLINE,
  BadDisconnect: OFFLINE,
  BadNoCommunication: OFFLINE,
  BadNotConnected: OFFLINE,
  BadServerNotConnected: OFFLINE,
  BadSecureChannelClosed: OFFLINE,
  BadSessionClosed: OFFLINE,
  BadSessionIdInvalid: OFFLINE,
  BadWaitingForInitialData: OFFLINE,
  BadIdentityTokenRejected: OFFLINE,
  BadIdentityTokenInvalid: OFFLINE,
  BadCertificateUntrusted: OFFLINE,
  BadSecurityChecksFailed: OFFLINE,
  BadDeviceFailure: DEVICE_FAULT,
  BadSensorFailure: DEVICE_FAULT,
  BadConfigurationError: DEVICE_FAULT,
  BadOutOfService: DEVICE_FAULT,
  UncertainLastUsableValue: DEVICE_FAULT,
  UncertainSensorNotAccurate: DEVICE_FAULT,
  UncertainEngineeringUnitsExceeded: LOCAL_FAILURE_CODE.outOfLimit,
  UncertainSubNormal: DEVICE_FAULT,
  UncertainInitialValue: OFFLINE,
};

/** The device code of a status that is not Good. */
export function statusFailureCode(status: StatusCode): number {
  const name = status.name.split('#')[0] ?? '';
  return BY_NAME[name] ?? deviceFailureCode({ kind: 'unknown' });
}

/** The device code of an error a node-opcua call threw (a status code travels in its message). */
export function errorFailureCode(error: unknown): number {
  const message = error instanceof Error ? error.message : String(error);
  for (const [name, code] of Object.entries(BY_NAME)) if (message.includes(name)) return code;
  if (/timeout|timed out/i.test(message)) return TIMEOUT;
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|socket|closed|disconnect/i.test(message))
    return OFFLINE;
  return deviceFailureCode({ kind: 'unknown' });
}

export const OPCUA_OFFLINE_CODE = OFFLINE;

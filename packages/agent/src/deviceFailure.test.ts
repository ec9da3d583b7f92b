import { describe, expect, it } from 'vitest';
import {
  classifyDeviceError,
  DeviceFailureError,
  deviceFailureCode,
  deviceFailureMessage,
  errorText,
  failedSamples,
  MODBUS_EXCEPTION,
} from './deviceFailure';

describe('deviceFailureCode', () => {
  it('maps each Modbus exception to its catalogue code', () => {
    const expected: [number, number][] = [
      [MODBUS_EXCEPTION.illegalFunction, 1714],
      [MODBUS_EXCEPTION.illegalDataAddress, 1721],
      [MODBUS_EXCEPTION.illegalDataValue, 1713],
      [MODBUS_EXCEPTION.deviceFailure, 1711],
      [MODBUS_EXCEPTION.acknowledge, 1712],
      [MODBUS_EXCEPTION.deviceBusy, 1712],
      [MODBUS_EXCEPTION.memoryParityError, 1713],
      [MODBUS_EXCEPTION.gatewayPathUnavailable, 99901],
      [MODBUS_EXCEPTION.gatewayTargetFailedToRespond, 1715],
      [42, 90099],
    ];
    for (const [exceptionCode, code] of expected) {
      expect(deviceFailureCode({ kind: 'exception', exceptionCode })).toBe(code);
    }
  });

  it('maps transport failures', () => {
    expect(deviceFailureCode({ kind: 'timeout' })).toBe(1715);
    expect(deviceFailureCode({ kind: 'offline' })).toBe(99901);
    expect(deviceFailureCode({ kind: 'incomplete' })).toBe(99907);
    expect(deviceFailureCode({ kind: 'protocol' })).toBe(1713);
    expect(deviceFailureCode({ kind: 'unknown' })).toBe(90099);
  });
});

describe('classifyDeviceError', () => {
  it('reads jsmodbus rejections', () => {
    const exception = { err: 'ModbusException', response: { body: { code: 2 } } };
    expect(classifyDeviceError(exception)).toEqual({ kind: 'exception', exceptionCode: 2 });
    expect(classifyDeviceError({ err: 'Timeout' })).toEqual({ kind: 'timeout' });
    expect(classifyDeviceError({ err: 'Offline' })).toEqual({ kind: 'offline' });
    expect(classifyDeviceError({ err: 'OutOfSync' })).toEqual({ kind: 'protocol' });
  });

  it('reads modbus-serial rejections', () => {
    const exception = Object.assign(new Error('Modbus exception 2'), { modbusCode: 2 });
    expect(classifyDeviceError(exception)).toEqual({ kind: 'exception', exceptionCode: 2 });
    const timedOut = { name: 'TransactionTimedOutError', message: 'Timed out', errno: 'ETIMEDOUT' };
    expect(classifyDeviceError(timedOut)).toEqual({ kind: 'timeout' });
    expect(classifyDeviceError(new Error('CRC error'))).toEqual({ kind: 'protocol' });
    const notOpen = { name: 'PortNotOpenError', message: 'Port Not Open', errno: 'ECONNREFUSED' };
    expect(classifyDeviceError(notOpen)).toEqual({ kind: 'offline' });
  });

  it('reads socket errors and the agent own failures', () => {
    expect(classifyDeviceError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toEqual({
      kind: 'offline',
    });
    expect(classifyDeviceError(new DeviceFailureError({ kind: 'timeout' }, 'slow'))).toEqual({
      kind: 'timeout',
    });
    expect(classifyDeviceError(new Error('strange'))).toEqual({ kind: 'unknown' });
  });
});

describe('deviceFailureMessage', () => {
  it('uses the catalogue text and falls back to the generic text', () => {
    expect(deviceFailureMessage(1715)).toBe('响应超时');
    expect(deviceFailureMessage(4242)).toBe('通讯异常（4242）');
  });
});

describe('errorText', () => {
  it('reads messages of errors and of plain rejection objects', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText({ err: 'Timeout', message: 'Req timed out' })).toBe('Req timed out');
    expect(errorText('plain')).toBe('plain');
  });
});

describe('failedSamples', () => {
  it('marks every signal of a failed request bad with the failure code', () => {
    expect(failedSamples(['a', 'b'], 1715, 3)).toEqual([
      { signalId: 'a', value: null, ts: 3, quality: 'bad', code: 1715 },
      { signalId: 'b', value: null, ts: 3, quality: 'bad', code: 1715 },
    ]);
  });
});

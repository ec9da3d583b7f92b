import type { DeviceConfigOf } from '@lf/protocol';
import type { DriverContext, PolledDriver } from '../driver';
import { ModbusDriver } from '../modbus/modbusDriver';
import { ModbusRtuTransport } from './modbusRtuTransport';
import type { LineEndpoint } from './rtuLine';
import { acquireLine } from './rtuLine';

function rtuDriver(
  config: DeviceConfigOf<'modbus-rtu'> | DeviceConfigOf<'modbus-rtu-over-tcp'>,
  endpoint: LineEndpoint,
  context: DriverContext,
): PolledDriver {
  const line = acquireLine(endpoint, config.interFrameDelayMs, context.logger);
  return new ModbusDriver(
    config.signals,
    new ModbusRtuTransport(line, config.unitId, config.timeoutMs),
    context.now,
  );
}

/** Modbus RTU on a serial port (modbus-serial with serialport, where the machine has one). */
export function createModbusRtuDriver(
  config: DeviceConfigOf<'modbus-rtu'>,
  context: DriverContext,
): PolledDriver {
  const { path, baudRate, parity, dataBits, stopBits } = config;
  return rtuDriver(config, { kind: 'serial', path, baudRate, parity, dataBits, stopBits }, context);
}

/** Modbus RTU frames through a serial-device server's TCP port. */
export function createModbusRtuOverTcpDriver(
  config: DeviceConfigOf<'modbus-rtu-over-tcp'>,
  context: DriverContext,
): PolledDriver {
  return rtuDriver(config, { kind: 'tcp', host: config.host, port: config.port }, context);
}

import type { DeviceConfigOf } from '@lf/protocol';
import type { DriverContext, PolledDriver } from '../driver';
import { ModbusDriver } from '../modbus/modbusDriver';
import { ModbusTcpTransport } from './modbusTcpTransport';

/** Modbus TCP (MBAP over a socket per device, jsmodbus client). */
export function createModbusTcpDriver(
  config: DeviceConfigOf<'modbus-tcp'>,
  context: DriverContext,
): PolledDriver {
  return new ModbusDriver(
    config.signals,
    new ModbusTcpTransport(config, context.logger),
    context.now,
  );
}

import type { AgentDeviceConfig, DeviceConfigOf, ProtocolId } from '@lf/protocol';
import type { DeviceDriver, DriverContext } from './driver';
import { createModbusRtuDriver, createModbusRtuOverTcpDriver } from './modbusRtu';
import { createModbusTcpDriver } from './modbusTcp';
import { createOpcuaDriver } from './opcua';
import { createS7Driver } from './s7';

type DriverFactory<P extends ProtocolId> = (
  config: DeviceConfigOf<P>,
  context: DriverContext,
) => DeviceDriver;

/**
 * Every driver of the agent, keyed by protocol id. The protocol package's catalogue lists the
 * same ids: a protocol there without a driver here does not compile.
 */
export const DRIVERS: { [P in ProtocolId]: DriverFactory<P> } = {
  'modbus-tcp': createModbusTcpDriver,
  opcua: createOpcuaDriver,

  'modbus-rtu': createModbusRtuDriver,
  'modbus-rtu-over-tcp': createModbusRtuOverTcpDriver,
  s7: createS7Driver,
};

export function createDriver(config: AgentDeviceConfig, context: DriverContext): DeviceDriver {
  const factory = DRIVERS[config.driver] as DriverFactory<typeof config.driver>;
  return factory(config as DeviceConfigOf<typeof config.driver>, context);
}

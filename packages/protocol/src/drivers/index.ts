import { z } from 'zod';
import { agentSignalConfig, mqttIdentifier } from '../agentSignals';
import type { Bilingual } from '../i18n';
import { modbusRtuOverTcpSettings, modbusRtuSettings, modbusTcpSettings } from './modbus';
import { opcuaSignal } from '../opcua';
import { opcuaSettings } from './opcua';
import { s7Signal } from '../s7';
import { s7Settings, s7SettingsObject, tsapPair } from './s7';

export * from './modbus';
export * from './opcua';
export * from './s7';
export type { ParameterMeta, ProtocolParameter } from './parameters';
export { parametersOf } from './parameters';

/**
 * One device of the agent's configuration for a driver: the driver's settings (the same schema
 * the admin driver tab edits), the device id and the driver's signals.
 */
function deviceFields<P extends string, G extends z.ZodType>(driver: P, signal: G) {
  return { id: mqttIdentifier, driver: z.literal(driver), signals: z.array(signal).max(10_000) };
}

/** A driver whose device is its settings with the device fields. */
function driver<P extends string, Shape extends z.core.$ZodLooseShape, G extends z.ZodType>(
  id: P,
  name: Bilingual,
  settings: z.ZodObject<Shape>,
  signal: G,
) {
  return { name, settings, device: settings.extend(deviceFields(id, signal)) };
}

/**
 * The drivers the gateway agent implements, keyed by protocol id: display name, settings schema
 * (whose fields the admin screens show, see ./parameters.ts) and device schema. A new driver is
 * one entry here (and one in `agentDeviceConfig` and `driverConfig`) plus its folder in
 * packages/agent/src/drivers.
 */
export const DRIVER_CATALOGUE = {
  'modbus-tcp': driver(
    'modbus-tcp',
    { zh: 'Modbus TCP', en: 'Modbus TCP' },
    modbusTcpSettings,
    agentSignalConfig,
  ),
  opcua: driver('opcua', { zh: 'OPC UA', en: 'OPC UA' }, opcuaSettings, opcuaSignal),
  'modbus-rtu': driver(
    'modbus-rtu',
    { zh: 'Modbus RTU（串口）', en: 'Modbus RTU (serial)' },
    modbusRtuSettings,
    agentSignalConfig,
  ),
  'modbus-rtu-over-tcp': driver(
    'modbus-rtu-over-tcp',
    { zh: 'Modbus RTU over TCP（串口服务器）', en: 'Modbus RTU over TCP (serial server)' },
    modbusRtuOverTcpSettings,
    agentSignalConfig,
  ),
  // S7's settings check their two TSAPs together (both or neither): the device, an extended
  // object, applies that check again.
  s7: {
    name: { zh: '西门子 S7', en: 'Siemens S7' },
    settings: s7Settings,
    device: tsapPair(s7SettingsObject.extend(deviceFields('s7', s7Signal))),
  },
} as const satisfies Record<
  string,
  { name: Bilingual; settings: z.ZodObject; device: z.ZodObject }
>;

export type ProtocolId = keyof typeof DRIVER_CATALOGUE;
export const PROTOCOL_IDS = Object.keys(DRIVER_CATALOGUE) as [ProtocolId, ...ProtocolId[]];

/** A device of the agent's configuration, one shape per driver (discriminated by `driver`). */
export const agentDeviceConfig = z.discriminatedUnion('driver', [
  DRIVER_CATALOGUE['modbus-tcp'].device,
  DRIVER_CATALOGUE.opcua.device,

  DRIVER_CATALOGUE['modbus-rtu'].device,
  DRIVER_CATALOGUE['modbus-rtu-over-tcp'].device,
  DRIVER_CATALOGUE.s7.device,
]);
export type AgentDeviceConfig = z.infer<typeof agentDeviceConfig>;
export type AgentDeviceConfigInput = z.input<typeof agentDeviceConfig>;
/** A Modbus TCP device as a configuration file or a `config` command may give it. */
export type ModbusTcpDeviceInput = Extract<AgentDeviceConfigInput, { driver: 'modbus-tcp' }>;
/** The configuration of a device of one driver. */
export type DeviceConfigOf<P extends ProtocolId> = Extract<AgentDeviceConfig, { driver: P }>;

/** An equipment's driver as the admin driver tab saves it: a protocol and its settings. */
export const driverConfig = z.discriminatedUnion('protocol', [
  z.object({ protocol: z.literal('modbus-tcp'), settings: modbusTcpSettings }),
  z.object({ protocol: z.literal('opcua'), settings: opcuaSettings }),

  z.object({ protocol: z.literal('modbus-rtu'), settings: modbusRtuSettings }),
  z.object({ protocol: z.literal('modbus-rtu-over-tcp'), settings: modbusRtuOverTcpSettings }),
  z.object({ protocol: z.literal('s7'), settings: s7Settings }),
]);
export type DriverConfig = z.infer<typeof driverConfig>;

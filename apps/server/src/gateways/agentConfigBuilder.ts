import type {
  AgentConfig,
  AgentDeviceConfig,
  AgentRuntimeConfig,
  DriverConfig,
  EconomizeConfig,
  OpcuaSignal,
  S7Signal,
  SignalDefinition,
} from '@lf/protocol';
import { opcuaPoint, s7Point } from '@lf/protocol';
import { registerReadingOf } from '../equipment/signalRows';

export interface GatewayDevice {
  equipmentId: string;
  driver: DriverConfig | null;
  signals: (Pick<
    SignalDefinition,
    | 'id'
    | 'name'
    | 'area'
    | 'address'
    | 'dataType'
    | 'wordOrder'
    | 'scale'
    | 'offset'
    | 'access'
    | 'min'
    | 'max'
  > & {
    /** Where a driver other than Modbus finds the signal (`opcuaPoint`, `s7Point`). */
    point?: unknown;
  })[];
}

export interface GatewaySettings {
  id: string;
  economizeMode: 'time' | 'smart';
  /** Seconds between reports while monitoring is not open. */
  interval: number;
}

type GatewaySignal = GatewayDevice['signals'][number];

const limits = (s: GatewaySignal) => ({
  ...(s.min === null ? {} : { min: s.min }),
  ...(s.max === null ? {} : { max: s.max }),
});

/** A signal of an OPC UA device: its point (NodeId, sampling, deadband); none without one. */
function opcuaSignalOf(s: GatewaySignal): OpcuaSignal[] {
  const point = opcuaPoint.safeParse(s.point);
  if (!point.success) return [];
  return [
    {
      id: s.id,
      name: s.name,
      ...point.data,
      access: s.access,
      scale: s.scale,
      offset: s.offset,
      ...limits(s),
    },
  ];
}

/** A signal of an S7 device: its S7 address (the type comes with it); none without one. */
function s7SignalOf(s: GatewaySignal): S7Signal[] {
  const point = s7Point.safeParse(s.point);
  if (!point.success) return [];
  return [
    {
      id: s.id,
      name: s.name,
      address: point.data.address,
      access: s.access,
      scale: s.scale,
      offset: s.offset,
      ...limits(s),
    },
  ];
}

/**
 * One agent device per equipment of the gateway that has a driver; an equipment without one
 * is not polled. Device ids are equipment ids; signal ids are the server's signal keys.
 */
export function agentDevices(devices: GatewayDevice[]): AgentDeviceConfig[] {
  return devices.flatMap((device): AgentDeviceConfig[] => {
    if (!device.driver) return [];
    const { protocol, settings } = device.driver;
    if (protocol === 'opcua') {
      return [
        {
          id: device.equipmentId,
          driver: 'opcua',
          ...settings,
          signals: device.signals.flatMap(opcuaSignalOf),
        } as AgentDeviceConfig,
      ];
    }
    if (protocol === 's7') {
      return [
        {
          id: device.equipmentId,
          driver: 's7',
          ...settings,
          signals: device.signals.flatMap(s7SignalOf),
        } as AgentDeviceConfig,
      ];
    }
    // protocol and settings come from one parsed driverConfig, so they agree; TypeScript cannot
    // correlate two members of one union, hence the assertion.
    return [
      {
        ...settings,
        id: device.equipmentId,
        driver: protocol,
        signals: device.signals.map((s) => ({
          id: s.id,
          name: s.name,
          ...registerReadingOf(s),
          ...limits(s),
        })),
      } as AgentDeviceConfig,
    ];
  });
}

export function economizeOf(gateway: GatewaySettings): EconomizeConfig {
  return {
    mode: gateway.economizeMode,
    slowIntervalMs: gateway.interval * 1000,
    fastIntervalMs: 1000,
    fullRefreshMs: 600_000,
  };
}

/** What a `config` command carries to a running agent. */
export function runtimeConfigOf(
  gateway: GatewaySettings,
  devices: GatewayDevice[],
): AgentRuntimeConfig {
  return { devices: agentDevices(devices), economize: economizeOf(gateway) };
}

/** The file an edge box runs with `npm run gateway -- --config FILE`. */
export function agentConfigFileOf(
  gateway: GatewaySettings,
  devices: GatewayDevice[],
  credentials: { brokerUrl: string; password: string },
): AgentConfig {
  return {
    gatewayId: gateway.id,
    brokerUrl: credentials.brokerUrl,
    username: gateway.id,
    password: credentials.password,
    keepaliveSeconds: 30,
    economize: economizeOf(gateway),
    buffer: {
      dir: `./buffer/${gateway.id}`,
      maxBytes: 64 * 1024 * 1024,
      segmentBytes: 1024 * 1024,
    },
    devices: agentDevices(devices),
  };
}

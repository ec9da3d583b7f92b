import { agentConfig, agentRuntimeConfig } from '@lf/protocol';
import { describe, expect, it } from 'vitest';
import { agentConfigFileOf, runtimeConfigOf, type GatewayDevice } from './agentConfigBuilder';

const gateway = { id: 'gw-1', economizeMode: 'smart' as const, interval: 30 };
const signal = {
  id: '7',
  name: 'level',
  area: 'holding' as const,
  address: 4,
  dataType: 'float32' as const,
  wordOrder: 'ABCD' as const,
  scale: 2,
  offset: 0,
  access: 'rw' as const,
  min: null,
  max: 10,
};
const withDriver: GatewayDevice = {
  equipmentId: '0b7c1f5e-1111-4222-8333-944445555666',
  driver: {
    protocol: 'modbus-tcp',
    settings: { host: '10.0.0.5', port: 1502, unitId: 3, timeoutMs: 500, pollIntervalMs: 2000 },
  },
  signals: [signal],
};
const withoutDriver: GatewayDevice = { equipmentId: 'e2', driver: null, signals: [signal] };

describe('agent configuration of a gateway', () => {
  it('makes one device per equipment with a driver, valid for the agent', () => {
    const file = agentConfigFileOf(gateway, [withDriver, withoutDriver], {
      brokerUrl: 'mqtt://cloud:1884',
      password: 'secret',
    });
    const parsed = agentConfig.parse(file);
    expect(parsed.devices).toHaveLength(1);
    expect(parsed.devices[0]).toMatchObject({
      id: withDriver.equipmentId,
      host: '10.0.0.5',
      port: 1502,
      unitId: 3,
      pollIntervalMs: 2000,
    });
    expect(parsed.devices[0]?.signals[0]).toMatchObject({ id: '7', scale: 2, max: 10 });
    expect(parsed.devices[0]?.signals[0]).not.toHaveProperty('min');
    expect(parsed).toMatchObject({ gatewayId: 'gw-1', username: 'gw-1', password: 'secret' });
    expect(parsed.economize).toMatchObject({ mode: 'smart', slowIntervalMs: 30_000 });
  });

  it('sends the same devices in a config command', () => {
    const runtime = agentRuntimeConfig.parse(runtimeConfigOf(gateway, [withDriver]));
    expect(runtime.devices[0]?.signals).toHaveLength(1);
    expect(runtime.economize?.mode).toBe('smart');
  });

  it('makes S7 devices whose signals carry their S7 address, skipping signals without one', () => {
    const s7Device: GatewayDevice = {
      equipmentId: 'plc-1',
      driver: {
        protocol: 's7',
        settings: {
          host: '10.0.0.9',
          port: 102,
          rack: 0,
          slot: 1,
          timeoutMs: 1000,
          pollIntervalMs: 1000,
        },
      },
      signals: [
        { ...signal, id: '8', access: 'r', point: { address: 'DB1,REAL4' } },
        { ...signal, id: '9', point: null },
      ],
    };
    const runtime = agentRuntimeConfig.parse(runtimeConfigOf(gateway, [s7Device, withDriver]));
    expect(runtime.devices.map((d) => d.driver)).toEqual(['s7', 'modbus-tcp']);
    expect(runtime.devices[0]).toMatchObject({ driver: 's7', host: '10.0.0.9', rack: 0, slot: 1 });
    expect(runtime.devices[0]?.signals).toEqual([
      { id: '8', name: 'level', address: 'DB1,REAL4', access: 'r', scale: 2, offset: 0, max: 10 },
    ]);
  });
});

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
});

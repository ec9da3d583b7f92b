import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync } from 'mqtt';
import { startAgent, type AgentHandle } from '@lf/agent';
import { startSimulator, type SimulatorHandle } from '@lf/simulators';
import { agentConfig, type GatewayCredentials, type SignalDefinition } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './adminHelpers';
import { seededUser, type Client } from './harness';
import { gatewayOnline, startLiveServer, waitFor, type LiveServer } from './liveHarness';

let server: LiveServer;
let simulator: SimulatorHandle;
let agent: AgentHandle | undefined;
let admin: Client;
let equipmentId: string;
let credentials: GatewayCredentials;
const bufferDir = mkdtempSync(join(tmpdir(), 'lf-admin-agent-'));
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const speedSignal = {
  name: '1#泵转速',
  unit: '%',
  area: 'holding',
  address: 2,
  dataType: 'uint16',
  access: 'rw',
};

async function speed(): Promise<SignalDefinition | undefined> {
  const signals = await ok<SignalDefinition[]>(admin, '/lfscada/equipment/multi/signal/query', {
    equipmentId,
  });
  return signals.find((s) => s.name === speedSignal.name);
}

const isOnline = () => gatewayOnline(server.db, 'gw-live-admin');

beforeAll(async () => {
  server = await startLiveServer();
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', seed: 3 });
  admin = await seededUser(server.app, 'admin');
}, 60_000);

afterAll(async () => {
  await agent?.stop();
  await simulator?.stop();
  await server?.close();
  rmSync(bufferDir, { recursive: true, force: true });
});

describe('changes reach a running gateway', () => {
  it('runs an agent with the downloaded configuration and shows its values', async () => {
    credentials = await ok(admin, '/lfscada/gateway/add', {
      id: 'gw-live-admin',
      name: '现场网关',
    });
    equipmentId = (
      await ok<{ id: string }>(admin, '/lfscada/equipment/multi/add', {
        name: '现场泵站',
        gatewayId: 'gw-live-admin',
      })
    ).id;
    await ok(admin, '/lfscada/equipment/multi/driver/edit', {
      id: equipmentId,
      driver: {
        protocol: 'modbus-tcp',
        settings: { host: '127.0.0.1', port: simulator.port, pollIntervalMs: 200 },
      },
    });
    await ok(admin, '/lfscada/equipment/multi/signal/add', { equipmentId, ...speedSignal });
    credentials = await ok(admin, '/lfscada/gateway/rotateCredentials', {
      id: 'gw-live-admin',
      brokerUrl: server.brokerUrl,
    });
    const config = agentConfig.parse({
      ...credentials.config,
      buffer: { dir: bufferDir },
      economize: { mode: 'smart', slowIntervalMs: 200 },
    });
    agent = await startAgent(config, { logger: silent, reconnectPeriodMs: 200 });
    await waitFor(async () => (await isOnline()) === true, 20_000);
    await waitFor(async () => (await speed())?.value === 80, 20_000);
  }, 60_000);

  it('applies a new scale without restarting the agent', async () => {
    const current = await speed();
    await ok(admin, '/lfscada/equipment/multi/signal/edit', {
      id: current?.id,
      ...speedSignal,
      scale: 0.5,
    });
    await waitFor(async () => (await speed())?.value === 40, 20_000);
  }, 40_000);

  it('picks up a signal added while running', async () => {
    await ok(admin, '/lfscada/equipment/multi/signal/add', {
      equipmentId,
      name: '2#罐液位设定',
      area: 'holding',
      address: 0,
      dataType: 'float32',
    });
    await waitFor(async () => {
      const signals = await ok<SignalDefinition[]>(admin, '/lfscada/equipment/multi/signal/query', {
        equipmentId,
      });
      return signals.find((s) => s.name === '2#罐液位设定')?.value === 3;
    }, 40_000);
  }, 40_000);

  it('rotating the credentials ends the live session and refuses the old password', async () => {
    const old = credentials.config.password ?? '';
    const rotated = await ok<GatewayCredentials>(admin, '/lfscada/gateway/rotateCredentials', {
      id: 'gw-live-admin',
      brokerUrl: server.brokerUrl,
    });
    await waitFor(async () => (await isOnline()) === false, 20_000);
    const connect = (password: string) =>
      connectAsync(server.brokerUrl, {
        clientId: 'gw-live-admin',
        username: 'gw-live-admin',
        password,
        reconnectPeriod: 0,
        connectTimeout: 3000,
      });
    await expect(connect(old)).rejects.toThrow();
    // The old agent keeps retrying with the old password and stays out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await isOnline()).toBe(false);
    const fresh = await connect(rotated.config.password ?? '');
    expect(fresh.connected).toBe(true);
    await fresh.endAsync();
  }, 40_000);
});

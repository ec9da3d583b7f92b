import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import type { AgentHandle } from '../src/agent';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import { startTestAgent, stopAgentRig, watchGateway, type GatewayWatcher } from './agentHarness';
import type { CounterDevice, FaultBehaviour, TestBroker } from './helpers';
import {
  capturedSamples,
  counterDeviceConfig,
  freePort,
  startCounterDevice,
  startFaultyDevice,
  startTestBroker,
  tempDir,
  waitFor,
} from './helpers';

const GATEWAY = 'gw-faults';
let broker: TestBroker;
let device: CounterDevice;
let agent: AgentHandle;
let gateway: GatewayWatcher;
let behaviour: FaultBehaviour = { exception: 2 };
const dir = tempDir();

beforeAll(async () => {
  broker = await startTestBroker();
  device = await startFaultyDevice(() => behaviour);
  const unreachablePort = await freePort();
  agent = await startTestAgent({
    gatewayId: GATEWAY,
    brokerUrl: broker.url,
    bufferDir: dir,
    devices: [
      {
        id: 'faulty',
        driver: 'modbus-tcp',
        host: '127.0.0.1',
        port: device.port,
        // Long enough that a loaded machine's exception reply still beats it; only the silent
        // case waits it out.
        timeoutMs: 1_500,
        pollIntervalMs: 60_000,
        signals: [
          { id: 'f.setpoint', area: 'holding', address: 0, dataType: 'uint16', access: 'rw' },
        ],
      },
      {
        id: 'gone',
        driver: 'modbus-tcp',
        host: '127.0.0.1',
        port: unreachablePort,
        timeoutMs: 200,
        pollIntervalMs: 60_000,
        signals: [{ id: 'g.level', area: 'input', address: 0, dataType: 'float32' }],
      },
    ],
  });
  gateway = await watchGateway(broker.url, GATEWAY, 'faults-test');
  await agent.whenConnected();
});

afterAll(() => stopAgentRig({ agent, gateway, device, broker, bufferDir: dir }));

let counter = 0;
const run = (
  cmd:
    | { type: 'write'; signalId: string; value: number | boolean }
    | { type: 'read'; signalId: string },
) => gateway.command({ ...cmd, uuid: `c${counter++}` });

describe('device failures become catalogue codes', () => {
  it('publishes bad samples with the failure code when a poll fails', async () => {
    await waitFor(
      () => capturedSamples(broker.messages).some((s) => s.signalId === 'f.setpoint'),
      'bad sample',
    );
    const samples = capturedSamples(broker.messages);
    expect(samples.find((s) => s.signalId === 'f.setpoint')).toMatchObject({
      quality: 'bad',
      value: null,
      code: 1721,
    });
    expect(samples.find((s) => s.signalId === 'g.level')).toMatchObject({
      quality: 'bad',
      code: 99901,
    });
  });

  it('maps each Modbus exception of a write and a read', async () => {
    const expected: [number, number][] = [
      [1, 1714],
      [2, 1721],
      [3, 1713],
      [4, 1711],
      [6, 1712],
      [10, 99901],
      [11, 1715],
    ];
    for (const [exception, code] of expected) {
      behaviour = { exception };
      expect(await run({ type: 'write', signalId: 'f.setpoint', value: 5 })).toMatchObject({
        status: 'failure',
        code,
      });
      expect(await run({ type: 'read', signalId: 'f.setpoint' })).toMatchObject({
        status: 'failure',
        code,
      });
    }
  });

  it('answers 1715 when the device does not respond', async () => {
    behaviour = 'silent';
    const reply = await run({ type: 'write', signalId: 'f.setpoint', value: 5 });
    expect(reply).toMatchObject({ status: 'failure', code: 1715, message: '响应超时' });
  });

  it('answers 99901 when the device cannot be reached', async () => {
    expect(await run({ type: 'read', signalId: 'g.level' })).toMatchObject({
      status: 'failure',
      code: 99901,
    });
  });
});

describe('device recovery', () => {
  it('reports the device down with 99901, then good values again once it is back', async () => {
    const counter = await startCounterDevice();
    const port = counter.port;
    const recoveryDir = tempDir();
    const logger = memoryLogger();
    const recovering = await startAgent(
      {
        gatewayId: 'gw-recovery',
        brokerUrl: broker.url,
        economize: { slowIntervalMs: 100 },
        buffer: { dir: recoveryDir },
        devices: [{ ...counterDeviceConfig(port, 'rec'), timeoutMs: 200 }],
      },
      { logger },
    );
    const latest = () =>
      capturedSamples(
        broker.messages.filter((m) => m.topic === mqttTopics.values('gw-recovery')),
      ).at(-1);
    await waitFor(() => latest()?.quality === 'good', 'good values');
    await counter.stop();
    await waitFor(() => latest()?.code === 99901, 'device down');
    const again = await startCounterDevice(port);
    await waitFor(() => latest()?.quality === 'good', 'values after the device is back', 15_000);
    expect(logger.lines.map((l) => l.message)).toEqual(
      expect.arrayContaining(['device read failed', 'device read recovered']),
    );
    await recovering.stop();
    await again.stop();
    fs.rmSync(recoveryDir, { recursive: true, force: true });
  }, 20_000);
});

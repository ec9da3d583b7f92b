import fs from 'node:fs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EconomizeMode } from '@lf/protocol';
import { mqttTopics } from '@lf/protocol';
import type { AgentHandle } from '../src/agent';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import type { CounterDevice, TestBroker } from './helpers';
import {
  capturedSamples,
  counterDeviceConfig,
  sleep,
  startCounterDevice,
  startTestBroker,
  tempDir,
  waitFor,
} from './helpers';

let broker: TestBroker;
let device: CounterDevice;
let commander: mqtt.MqttClient;
const dirs: string[] = [];

beforeAll(async () => {
  broker = await startTestBroker();
  device = await startCounterDevice();
  commander = await mqtt.connectAsync(broker.url, { clientId: 'economize-test' });
});

afterAll(async () => {
  await commander.endAsync();
  await device.stop();
  await broker.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function agentIn(mode: EconomizeMode, gatewayId: string): Promise<AgentHandle> {
  const dir = tempDir();
  dirs.push(dir);
  const agent = await startAgent(
    {
      gatewayId,
      brokerUrl: broker.url,
      economize: { mode, slowIntervalMs: 60_000, fastIntervalMs: 100 },
      buffer: { dir },
      devices: [counterDeviceConfig(device.port, gatewayId)],
    },
    { logger: memoryLogger() },
  );
  await agent.whenConnected();
  return agent;
}

const countOf = (gatewayId: string) =>
  capturedSamples(broker.messages.filter((m) => m.topic === mqttTopics.values(gatewayId))).length;

const open = (gatewayId: string, command: object) =>
  commander.publishAsync(mqttTopics.cmd(gatewayId), JSON.stringify({ type: 'open', ...command }), {
    qos: 1,
  });

describe('economize', () => {
  it('publishes the first poll at once, then only at the slow interval', async () => {
    const agent = await agentIn('time', 'gw-slow');
    await waitFor(() => countOf('gw-slow') === 1, 'first values');
    await sleep(400);
    expect(countOf('gw-slow')).toBe(1);
    expect(agent.stats().reads).toBeGreaterThan(4);
    await agent.stop();
  });

  it('smart mode publishes every poll while open, and stops when the delay expires', async () => {
    const agent = await agentIn('smart', 'gw-smart');
    await waitFor(() => countOf('gw-smart') === 1, 'first values');
    await open('gw-smart', { delay: 1, interval: 30 });
    await waitFor(() => countOf('gw-smart') >= 8, 'values at poll rate', 1000);
    await waitFor(() => !agent.stats().open, 'delay to expire', 2000);
    await sleep(150);
    const settled = countOf('gw-smart');
    await sleep(400);
    expect(countOf('gw-smart')).toBe(settled);
    await agent.stop();
  });

  it('time mode publishes at the interval of the open command, not at poll rate', async () => {
    const agent = await agentIn('time', 'gw-time');
    await waitFor(() => countOf('gw-time') === 1, 'first values');
    await open('gw-time', { delay: 30, interval: 0.25 });
    await waitFor(() => agent.stats().open, 'open');
    const readsBefore = agent.stats().reads;
    const before = countOf('gw-time');
    // Counted against the agent's own polls, not the wall clock: a loaded machine slows both.
    await waitFor(() => countOf('gw-time') - before >= 3, 'three publications at the interval');
    const published = countOf('gw-time') - before;
    const polls = agent.stats().reads - readsBefore;
    expect(polls).toBeGreaterThan(published * 2);
    await agent.stop();
  });
});

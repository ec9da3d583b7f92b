import fs from 'node:fs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentConfigInput, ReplyPayload, StatusPayload, ValueSample } from '@lf/protocol';
import { mqttTopics, replyPayload, statusPayload } from '@lf/protocol';
import type { AgentHandle } from '../src/agent';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import type { CounterDevice, TcpProxy, TestBroker } from './helpers';
import {
  capturedSamples,
  counterDeviceConfig,
  sleep,
  startCounterDevice,
  startTcpProxy,
  startTestBroker,
  tempDir,
  waitFor,
} from './helpers';

let broker: TestBroker;
let device: CounterDevice;
let proxy: TcpProxy;
const dirs: string[] = [];

beforeAll(async () => {
  broker = await startTestBroker();
  device = await startCounterDevice();
  proxy = await startTcpProxy(broker.port);
});

afterAll(async () => {
  await proxy.close();
  await device.stop();
  await broker.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function config(gatewayId: string, dir: string): AgentConfigInput {
  return {
    gatewayId,
    brokerUrl: `mqtt://127.0.0.1:${proxy.port}`,
    economize: { slowIntervalMs: 100 },
    buffer: { dir },
    devices: [counterDeviceConfig(device.port, gatewayId)],
  };
}

const samplesOf = (gatewayId: string): ValueSample[] =>
  capturedSamples(broker.messages.filter((m) => m.topic.startsWith(`lf/v1/${gatewayId}/`)));

/** Takes the link down between two publishes, so nothing is half-acknowledged. */
async function cutWhenIdle(agent: AgentHandle): Promise<void> {
  await waitFor(() => agent.stats().inFlight === 0, 'no publish in flight');
  proxy.cut();
}

function expectInOrderOnce(samples: ValueSample[]): void {
  const values = samples.map((s) => Number(s.value));
  for (let i = 1; i < values.length; i++)
    expect(values[i]).toBeGreaterThan(values[i - 1] as number);
  expect(new Set(samples.map((s) => `${s.signalId}@${s.ts}`)).size).toBe(samples.length);
}

describe('store-and-forward', () => {
  it('buffers while the broker is unreachable and replays in order, nothing lost or doubled', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const agent = await startAgent(config('gw-outage', dir), {
      logger: memoryLogger(),
      reconnectPeriodMs: 100,
    });
    await waitFor(() => samplesOf('gw-outage').length >= 3, 'first values');
    const watcher = await mqtt.connectAsync(broker.url, { clientId: 'status-watcher' });
    const statuses: StatusPayload[] = [];
    const replies: ReplyPayload[] = [];
    watcher.on('message', (topic, payload) => {
      const json = JSON.parse(payload.toString()) as unknown;
      if (topic === mqttTopics.status('gw-outage')) statuses.push(statusPayload.parse(json));
      else replies.push(replyPayload.parse(json));
    });
    await watcher.subscribeAsync([mqttTopics.status('gw-outage'), mqttTopics.reply('gw-outage')], {
      qos: 1,
    });
    await waitFor(() => statuses.at(-1)?.online === true, 'retained online status');

    await cutWhenIdle(agent);
    const atCut = agent.stats().appendedSamples;
    await waitFor(() => statuses.at(-1)?.online === false, 'last will: offline');
    await waitFor(() => agent.stats().appendedSamples >= atCut + 8, 'values produced while down');
    expect(agent.stats().connected).toBe(false);
    expect(agent.stats().bufferedBytes).toBeGreaterThan(0);
    await proxy.restore();
    await waitFor(
      () =>
        agent.stats().bufferedBytes === 0 &&
        samplesOf('gw-outage').length === agent.stats().appendedSamples,
      'replay to finish',
    );
    await waitFor(() => statuses.at(-1)?.online === true, 'online again');
    // Commands still arrive after the reconnect (the subscription was renewed).
    const read = JSON.stringify({
      type: 'read',
      uuid: 'after-outage',
      signalId: 'gw-outage.count',
    });
    await watcher.publishAsync(mqttTopics.cmd('gw-outage'), read, { qos: 1 });
    expect(
      await waitFor(() => replies.find((r) => r.uuid === 'after-outage'), 'reply'),
    ).toMatchObject({ code: 200 });
    await watcher.endAsync();
    await agent.stop();
    const samples = samplesOf('gw-outage');
    expect(samples.length).toBeGreaterThanOrEqual(atCut + 8);
    expect(samples.length).toBe(agent.stats().appendedSamples);
    expectInOrderOnce(samples);
    expect(agent.stats().droppedBatches).toBe(0);
  });

  it('replays to a broker that was stopped and started again', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const own = await startTestBroker();
    const port = own.port;
    const agent = await startAgent(
      { ...config('gw-broker', dir), brokerUrl: own.url },
      { logger: memoryLogger(), reconnectPeriodMs: 100 },
    );
    await waitFor(() => capturedSamples(own.messages).length >= 3, 'first values');
    await waitFor(() => agent.stats().inFlight === 0, 'no publish in flight');
    const before = own.messages;
    await own.close();
    const atStop = agent.stats().appendedSamples;
    await waitFor(() => agent.stats().appendedSamples >= atStop + 5, 'values produced while down');
    const again = await startTestBroker(port);
    await waitFor(
      () =>
        agent.stats().bufferedBytes === 0 &&
        capturedSamples([...before, ...again.messages]).length >= agent.stats().appendedSamples,
      'replay to the new broker',
    );
    await agent.stop();
    await again.close();
    const samples = capturedSamples([...before, ...again.messages]);
    const unique = new Set(samples.map((s) => s.ts));
    expect(unique.size).toBe(agent.stats().appendedSamples);
    expectInOrderOnce(samples);
  });

  it('keeps the buffer across an agent restart', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const first = await startAgent(config('gw-restart', dir), {
      logger: memoryLogger(),
      reconnectPeriodMs: 100,
    });
    await waitFor(() => samplesOf('gw-restart').length >= 3, 'first values');
    await cutWhenIdle(first);
    const atCut = first.stats().appendedSamples;
    await waitFor(() => first.stats().appendedSamples >= atCut + 5, 'values produced while down');
    await first.stop();
    const firstAppended = first.stats().appendedSamples;
    expect(samplesOf('gw-restart').length).toBeLessThan(firstAppended);
    expect(fs.readdirSync(dir).some((f) => f.endsWith('.seg'))).toBe(true);

    await proxy.restore();
    await sleep(50);
    const second = await startAgent(config('gw-restart', dir), {
      logger: memoryLogger(),
      reconnectPeriodMs: 100,
    });
    await waitFor(
      () =>
        second.stats().bufferedBytes === 0 &&
        samplesOf('gw-restart').length === firstAppended + second.stats().appendedSamples,
      'buffered values of the first run to arrive',
    );
    await second.stop();
    expectInOrderOnce(samplesOf('gw-restart'));
  });
});

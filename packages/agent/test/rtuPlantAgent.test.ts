import fs from 'node:fs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyPayload } from '@lf/protocol';
import { mqttTopics, replyPayload } from '@lf/protocol';
import { plantDeviceConfig, startSimulator, type SimulatorHandle } from '@lf/simulators';
import type { AgentHandle } from '../src/agent';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import type { TestBroker } from './helpers';
import { capturedSamples, startTestBroker, tempDir, waitFor } from './helpers';

/** The whole agent with the water plant behind a serial-device server (RTU over TCP). */
const GATEWAY = 'gw-rtu';
let broker: TestBroker;
let simulator: SimulatorHandle;
let agent: AgentHandle;
let client: mqtt.MqttClient;
const replies: ReplyPayload[] = [];
const dir = tempDir();

beforeAll(async () => {
  broker = await startTestBroker();
  simulator = await startSimulator({ framing: 'rtu-over-tcp', unitId: 7, tickMs: 100 });
  const { signals } = plantDeviceConfig({
    id: 'plant',
    port: simulator.port,
    pollIntervalMs: 100,
    signalIdOf: (key) => `rtu.${key}`,
  });
  agent = await startAgent(
    {
      gatewayId: GATEWAY,
      brokerUrl: broker.url,
      economize: { slowIntervalMs: 100 },
      buffer: { dir },
      devices: [
        {
          id: 'plant',
          driver: 'modbus-rtu-over-tcp',
          host: '127.0.0.1',
          port: simulator.port,
          unitId: 7,
          pollIntervalMs: 100,
          signals,
        },
      ],
    },
    { logger: memoryLogger(), reconnectPeriodMs: 200 },
  );
  client = await mqtt.connectAsync(broker.url, { clientId: 'rtu-test' });
  client.on('message', (_topic, payload) =>
    replies.push(replyPayload.parse(JSON.parse(payload.toString()))),
  );
  await client.subscribeAsync(mqttTopics.reply(GATEWAY), { qos: 1 });
  await agent.whenConnected();
});

afterAll(async () => {
  await agent.stop();
  await client.endAsync();
  await simulator.stop();
  await broker.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the agent with a Modbus RTU over TCP device', () => {
  it('publishes the plant values polled over RTU', async () => {
    const level = await waitFor(
      () => capturedSamples(broker.messages).find((s) => s.signalId === 'rtu.tank1Level'),
      'the tank level',
    );
    expect(level.quality).toBe('good');
    expect(level.value).toBeCloseTo(simulator.state().tank1Level, 0);
    expect(agent.stats().devices.plant).toMatchObject({ connected: true, lastFailureCode: null });
  });

  it('writes a setpoint through a command and the plant reads it', async () => {
    await client.publishAsync(
      mqttTopics.cmd(GATEWAY),
      JSON.stringify({ type: 'write', uuid: 'w1', signalId: 'rtu.tank2Setpoint', value: 3.5 }),
      { qos: 1 },
    );
    const reply = await waitFor(() => replies.find((r) => r.uuid === 'w1'), 'the reply');
    expect(reply).toMatchObject({ status: 'success' });
    expect(simulator.inputs().tank2Setpoint).toBeCloseTo(3.5, 5);
  });
});

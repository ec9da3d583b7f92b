import fs from 'node:fs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyPayload, ValueSample } from '@lf/protocol';
import { mqttTopics, replyPayload, valuesPayload } from '@lf/protocol';
import type { AgentHandle } from '../src/agent';
import { plantDeviceConfig, startSimulator, type SimulatorHandle } from '@lf/simulators';
import { startTestAgent } from './agentHarness';
import { tempDir, waitFor } from './helpers';

const MOSQUITTO_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function brokerAnswers(url: string): Promise<boolean> {
  try {
    const probe = await mqtt.connectAsync(url, { connectTimeout: 1000, reconnectPeriod: 0 });
    await probe.endAsync();
    return true;
  } catch {
    return false;
  }
}

const available = await brokerAnswers(MOSQUITTO_URL);
const title = available
  ? `basic flow against an external broker (${MOSQUITTO_URL})`
  : `basic flow against an external broker — SKIPPED: nothing answers on ${MOSQUITTO_URL}`;

/** Unique per run: the external broker may be shared with other test runs. */
const GATEWAY = `gw-ext-${process.pid}-${Date.now().toString(36)}`;

describe.skipIf(!available)(title, () => {
  let simulator: SimulatorHandle;
  let agent: AgentHandle;
  let client: mqtt.MqttClient;
  const samples: ValueSample[] = [];
  const replies: ReplyPayload[] = [];
  const dir = tempDir();

  beforeAll(async () => {
    simulator = await startSimulator({ tickMs: 100 });
    client = await mqtt.connectAsync(MOSQUITTO_URL, { clientId: `${GATEWAY}-test` });
    client.on('message', (topic, payload) => {
      const json = JSON.parse(payload.toString()) as unknown;
      if (topic === mqttTopics.values(GATEWAY)) samples.push(...valuesPayload.parse(json).values);
      if (topic === mqttTopics.reply(GATEWAY)) replies.push(replyPayload.parse(json));
    });
    await client.subscribeAsync([mqttTopics.values(GATEWAY), mqttTopics.reply(GATEWAY)], {
      qos: 1,
    });
    agent = await startTestAgent({
      gatewayId: GATEWAY,
      brokerUrl: MOSQUITTO_URL,
      bufferDir: dir,
      devices: [
        plantDeviceConfig({
          id: 'plant',
          port: simulator.port,
          pollIntervalMs: 100,
          signalIdOf: (k) => k,
        }),
      ],
    });
  });

  afterAll(async () => {
    await agent.stop();
    // Clear the retained status so the shared broker keeps no trace of this run.
    await client.publishAsync(mqttTopics.status(GATEWAY), '', { qos: 1, retain: true });
    await client.endAsync();
    await simulator.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers values and a write round trip', async () => {
    await waitFor(
      () => samples.some((s) => s.signalId === 'tank1Level'),
      'values through the broker',
    );
    await client.publishAsync(
      mqttTopics.cmd(GATEWAY),
      JSON.stringify({ type: 'write', uuid: 'ext-1', signalId: 'outletValvePosition', value: 25 }),
      { qos: 1 },
    );
    expect(await waitFor(() => replies.find((r) => r.uuid === 'ext-1'), 'reply')).toMatchObject({
      code: 200,
    });
    expect(simulator.inputs().outletValvePosition).toBe(25);
  });
});

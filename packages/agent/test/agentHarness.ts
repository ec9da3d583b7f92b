import fs from 'node:fs';
import mqtt from 'mqtt';
import type {
  AgentDeviceConfigInput,
  DownCommandInput,
  ReplyPayload,
  StatusPayload,
  ValueSample,
} from '@lf/protocol';
import { mqttTopics, replyPayload, statusPayload, valuesPayload } from '@lf/protocol';
import { startAgent, type AgentHandle } from '../src/agent';
import { memoryLogger } from '../src/logger';
import { waitFor, type TestBroker } from './helpers';

/**
 * An agent as most tests want it: a quiet logger, a fast reconnect, reporting every 100 ms so
 * a poll shows up on the broker within a test's patience.
 */
export function startTestAgent(config: {
  gatewayId: string;
  brokerUrl: string;
  bufferDir: string;
  devices: AgentDeviceConfigInput[];
}): Promise<AgentHandle> {
  return startAgent(
    {
      gatewayId: config.gatewayId,
      brokerUrl: config.brokerUrl,
      economize: { slowIntervalMs: 100 },
      buffer: { dir: config.bufferDir },
      devices: config.devices,
    },
    { logger: memoryLogger(), reconnectPeriodMs: 200 },
  );
}

/** What a test client sees of one gateway on the broker, and how it commands it. */
export interface GatewayWatcher {
  client: mqtt.MqttClient;
  samples: ValueSample[];
  replies: ReplyPayload[];
  statuses: StatusPayload[];
  /** Publishes a command and resolves with the agent's reply to its uuid. */
  command(cmd: DownCommandInput & { uuid: string }): Promise<ReplyPayload>;
  close(): Promise<void>;
}

/**
 * Subscribes to the gateway's values, replies and status, parsing each with the wire schema,
 * so a test fails on a payload the server would refuse.
 */
export async function watchGateway(
  brokerUrl: string,
  gatewayId: string,
  clientId: string,
): Promise<GatewayWatcher> {
  const client = await mqtt.connectAsync(brokerUrl, { clientId });
  const samples: ValueSample[] = [];
  const replies: ReplyPayload[] = [];
  const statuses: StatusPayload[] = [];
  client.on('message', (topic, payload) => {
    const json = JSON.parse(payload.toString()) as unknown;
    if (topic === mqttTopics.values(gatewayId)) samples.push(...valuesPayload.parse(json).values);
    if (topic === mqttTopics.reply(gatewayId)) replies.push(replyPayload.parse(json));
    if (topic === mqttTopics.status(gatewayId)) statuses.push(statusPayload.parse(json));
  });
  const topics = [mqttTopics.values, mqttTopics.reply, mqttTopics.status];
  await client.subscribeAsync(
    topics.map((topic) => topic(gatewayId)),
    { qos: 1 },
  );
  return {
    client,
    samples,
    replies,
    statuses,
    async command(cmd) {
      await client.publishAsync(mqttTopics.cmd(gatewayId), JSON.stringify(cmd), { qos: 1 });
      return waitFor(() => replies.find((r) => r.uuid === cmd.uuid), `reply ${cmd.uuid}`);
    },
    close: () => client.endAsync(),
  };
}

/** A whole test plant: the agent, a watcher of its gateway, the field device it polls, the broker. */
export interface AgentRig {
  agent: AgentHandle;
  gateway: GatewayWatcher;
  device: { stop(): Promise<void> };
  broker: TestBroker;
  bufferDir: string;
}

/**
 * Stops a test plant from the agent down, so nothing is left publishing into a closed broker or
 * polling a stopped device, then removes the agent's buffer.
 */
export async function stopAgentRig(rig: AgentRig): Promise<void> {
  await rig.agent.stop();
  await rig.gateway.close();
  await rig.device.stop();
  await rig.broker.close();
  fs.rmSync(rig.bufferDir, { recursive: true, force: true });
}

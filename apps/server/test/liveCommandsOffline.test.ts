import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import { seededUser, type Client } from './harness';
import {
  connectGateway,
  gatewayOnline,
  seedPlant,
  startLiveServer,
  waitFor,
  type LiveServer,
  type Plant,
} from './liveHarness';
import { commandOutcome, takeCommands, writeValue } from './plantWorld';

/**
 * A gateway that dies with writes pending (an agent killed, its host cut off) cannot answer them:
 * its last will settles them 1301 at once, instead of the operator waiting out the 60 s expiry.
 */
let server: LiveServer;
let dying: Plant;
let staying: Plant;
let stayingGateway: MqttClient;
let user: Client;

/** Connects a gateway that takes commands and never answers them, with its offline will. */
async function silentGateway(plant: Plant): Promise<MqttClient> {
  const client = await connectGateway(server.brokerUrl, plant, {
    will: {
      topic: mqttTopics.status(plant.gatewayId),
      payload: Buffer.from(JSON.stringify({ online: false, ts: Date.now() })),
      qos: 1,
      retain: true,
    },
  });
  await takeCommands({ server, plant, gateway: client }, () => undefined);
  return client;
}

beforeAll(async () => {
  server = await startLiveServer();
  dying = await seedPlant(server.db);
  staying = await seedPlant(server.db);
  stayingGateway = await silentGateway(staying);
  user = await seededUser(server.app, 'demo');
});

afterAll(async () => {
  await stayingGateway?.endAsync();
  await server?.close();
});

const write = async (signalId: string, value: string) => {
  const answer = await writeValue(user, signalId, value);
  expect(answer.code).toBe(200);
  return answer.data.uuid;
};

const callback = async (uuid: string) => (await commandOutcome(user, uuid)).data;

describe("a gateway's last will", () => {
  it('fails its pending writes 1301 at once, and leaves the other gateways alone', async () => {
    const gateway = await silentGateway(dying);
    const pending = await write(dying.level, '7');
    const elsewhere = await write(staying.level, '8');
    expect((await callback(pending)).status).toBe('pending');

    // The connection breaks without a DISCONNECT, as when the agent is killed: the broker
    // publishes the will.
    gateway.stream.destroy();
    await waitFor(async () => (await callback(pending)).status !== 'pending', 10_000);

    expect(await callback(pending)).toMatchObject({
      status: 'failure',
      code: 1301,
      message: '通讯超时',
    });
    expect(await gatewayOnline(server.db, dying.gatewayId)).toBe(false);
    expect((await callback(elsewhere)).status).toBe('pending');

    // A reply that still came from the device afterwards changes nothing.
    const late = await server.app.live.commands.settleFromReply(dying.gatewayId, {
      uuid: pending,
      status: 'success',
      code: 200,
      message: '成功',
      data: null,
    });
    expect(late).toBe(false);
    expect((await callback(pending)).code).toBe(1301);
  });
});

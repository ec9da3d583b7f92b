import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import { mqttTopics, type MqttRefusalReason, type MqttRefusalRow } from '@lf/protocol';
import { body, Client, seededUser } from './harness';
import {
  connectGateway,
  publishValues,
  seedPlant,
  startLiveServer,
  waitFor,
  type LiveServer,
  type Plant,
  outsiderClient,
} from './liveHarness';

/**
 * Issue 15, hostile MQTT through the embedded broker with real gateway connections: another
 * gateway's topics, wrong credentials, malformed payloads. Each is refused, nothing wrong is
 * stored, it is counted per gateway where an administrator reads it, and the gateway's valid
 * messages still land.
 */
let server: LiveServer;
let plant: Plant;
let other: Plant;
let admin: Client;

const rowsAt = async (signalId: string) =>
  server.db
    .selectFrom('signal_value')
    .select(['ts', 'value'])
    .where('signal_id', '=', Number(signalId))
    .execute();

async function refusals(gatewayId: string, as: Client = admin): Promise<MqttRefusalRow[]> {
  await server.app.live.refusals.flush();
  const reply = body<MqttRefusalRow[]>(
    await as.post('/lfscada/gateway/mqttRefusals', { id: gatewayId }),
  );
  expect(reply.code).toBe(200);
  return reply.data;
}

const countOf = (rows: MqttRefusalRow[], reason: MqttRefusalReason) =>
  rows.find((row) => row.reason === reason)?.count ?? 0;

function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.once('close', () => resolve()));
}

beforeAll(async () => {
  server = await startLiveServer();
  plant = await seedPlant(server.db);
  other = await seedPlant(server.db);
  admin = await seededUser(server.app, 'admin');
});

afterAll(async () => {
  await server?.close();
});

describe('a gateway reaching for another gateway', () => {
  it('publishing to its up topics: disconnected, nothing stored, counted with the topic', async () => {
    const ts = Date.now();
    for (const topic of [mqttTopics.values(plant.gatewayId), mqttTopics.status(plant.gatewayId)]) {
      const intruder = await connectGateway(server.brokerUrl, other);
      const gone = closed(intruder);
      intruder.publish(
        topic,
        JSON.stringify({ values: [{ signalId: plant.pressure, value: 99, ts }] }),
        { qos: 1 },
      );
      await gone;
      await intruder.endAsync(true);
    }
    expect(await rowsAt(plant.pressure)).toHaveLength(0);
    expect(server.app.live.cache.get(plant.pressure)).toBeUndefined();
    const rows = await refusals(other.gatewayId);
    expect(countOf(rows, 'foreignPublish')).toBe(2);
    expect(rows.find((row) => row.reason === 'foreignPublish')?.lastDetail).toBe(
      mqttTopics.status(plant.gatewayId),
    );
    // The gateway whose topics were targeted did nothing wrong.
    expect(await refusals(plant.gatewayId)).toEqual([]);
  });

  it('subscribing to its commands: not granted, receives none of them, counted', async () => {
    const intruder = await connectGateway(server.brokerUrl, other);
    const received: string[] = [];
    intruder.on('message', (topic) => received.push(topic));
    // A refused grant is 0x80 in the SUBACK (read from the packet: mqtt.js reports an error).
    const granted = new Promise<number[]>((resolve) => {
      intruder.on('packetreceive', (packet) => {
        if (packet.cmd === 'suback') resolve(packet.granted as number[]);
      });
    });
    intruder.subscribe(
      [mqttTopics.cmd(plant.gatewayId), 'lf/v1/+/down/cmd', mqttTopics.cmd(other.gatewayId)],
      { qos: 1 },
      () => undefined,
    );
    expect(await granted).toEqual([128, 128, 1]);
    await server.app.live.publish(plant.gatewayId, { type: 'open', delay: 60 });
    await server.app.live.publish(other.gatewayId, { type: 'open', delay: 60 });
    await waitFor(() => received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([mqttTopics.cmd(other.gatewayId)]);
    await intruder.endAsync();
    expect(countOf(await refusals(other.gatewayId), 'foreignSubscribe')).toBe(2);
  });

  it('connecting with a wrong password or a client id other than its own: refused, counted', async () => {
    await expect(
      connectGateway(server.brokerUrl, { gatewayId: other.gatewayId, gatewayPassword: 'wrong' }),
    ).rejects.toThrow();
    await expect(
      connectGateway(server.brokerUrl, other, { clientId: plant.gatewayId }),
    ).rejects.toThrow();
    await expect(
      connectGateway(server.brokerUrl, { gatewayId: 'no-such-gateway', gatewayPassword: 'x' }),
    ).rejects.toThrow();
    const rows = await refusals(other.gatewayId);
    expect(countOf(rows, 'badCredentials')).toBe(1);
    expect(countOf(rows, 'clientIdMismatch')).toBe(1);
    // An id that is no gateway is counted in the process (and logged), not stored.
    expect(server.app.live.refusals.totals.get('badCredentials')).toBe(2);
  });

  it('shows the counts only to administrators of the gateway’s organisation', async () => {
    const outsider = await outsiderClient(server);
    expect(await refusals(other.gatewayId, outsider)).toEqual([]);
    const anonymous = await new Client(server.app).post('/lfscada/gateway/mqttRefusals', {});
    expect(body(anonymous).code).toBe(1006);
  });
});

describe('malformed payloads on a gateway’s own topic', () => {
  let gateway: MqttClient;
  beforeAll(async () => {
    gateway = await connectGateway(server.brokerUrl, plant);
  });
  afterAll(async () => {
    await gateway?.endAsync();
  });

  it('refuses and counts each kind, stores none of it, and keeps the valid samples', async () => {
    const now = Date.now();
    const send = (topic: string, text: string) => gateway.publishAsync(topic, text, { qos: 1 });
    const values = mqttTopics.values(plant.gatewayId);
    await send(values, 'not json');
    await send(values, `{"values":[{"signalId":"${plant.level}","value":NaN,"ts":${now}}]}`);
    await send(values, JSON.stringify({ values: [{ signalId: plant.level }] }));
    await send(values, `{"values":[{"signalId":"${plant.level}","value":1e999,"ts":${now}}]}`);
    await send(
      values,
      JSON.stringify({ values: [{ signalId: `${plant.level}\u0000`, value: 1, ts: now }] }),
    );
    await send(
      mqttTopics.status(plant.gatewayId),
      JSON.stringify({ online: true, ts: now, agentVersion: 'v\u00001' }),
    );
    await send(
      mqttTopics.reply(plant.gatewayId),
      JSON.stringify({ uuid: 'u\u0000', status: 'success', code: 200, message: '', data: null }),
    );
    // One batch mixing good samples with an unknown signal and times far ahead and behind.
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.level, value: 1.5, ts: now },
      { signalId: '987654321', value: 1, ts: now },
      { signalId: other.level, value: 2, ts: now },
      { signalId: plant.level, value: 9, ts: now + 3_600_000 },
      { signalId: plant.level, value: 9, ts: now - 400 * 86_400_000 },
      { signalId: plant.pressure, value: 0.3, ts: now },
    ]);
    await waitFor(async () => (await rowsAt(plant.pressure)).length === 1);
    await server.app.live.history.flush();
    const level = await rowsAt(plant.level);
    expect(level.map((row) => [new Date(row.ts).getTime(), row.value])).toEqual([[now, 1.5]]);
    expect(await rowsAt(other.level)).toHaveLength(0);
    expect(server.app.live.cache.get(plant.level)).toMatchObject({ value: 1.5, ts: now });
    const online = await server.db
      .selectFrom('gateway')
      .select('agent_version')
      .where('id', '=', plant.gatewayId)
      .executeTakeFirstOrThrow();
    expect(online.agent_version).not.toContain('\u0000');

    const rows = await refusals(plant.gatewayId);
    expect(countOf(rows, 'notJson')).toBe(2);
    expect(countOf(rows, 'badShape')).toBe(2);
    expect(countOf(rows, 'nulCharacter')).toBe(3);
    expect(countOf(rows, 'unknownSignal')).toBe(2);
    expect(countOf(rows, 'timeOutOfRange')).toBe(2);
  });

  it('closes a connection sending a packet over 256 KiB, and one announcing 256 MB without sending it', async () => {
    let gone = closed(gateway);
    gateway.publish(mqttTopics.values(plant.gatewayId), 'x'.repeat(300 * 1024), { qos: 1 });
    await gone;
    await gateway.endAsync(true);
    // A PUBLISH header announcing the MQTT maximum (268,435,455 bytes) and nothing after it:
    // the broker closes on the header, it does not wait for (or buffer) the body.
    gateway = await connectGateway(server.brokerUrl, plant);
    gone = closed(gateway);
    (gateway.stream as NodeJS.WritableStream).write(Buffer.from([0x30, 0xff, 0xff, 0xff, 0x7f]));
    await gone;
    await gateway.endAsync(true);
    expect(countOf(await refusals(plant.gatewayId), 'packetTooLarge')).toBe(2);

    gateway = await connectGateway(server.brokerUrl, plant);
    // A full batch of 1,000 samples fits well under the limit.
    const ts = Date.now() + 1;
    await publishValues(
      gateway,
      plant.gatewayId,
      Array.from({ length: 1000 }, (_, i) => ({ signalId: plant.pressure, value: i, ts: ts + i })),
    );
    await waitFor(async () => (await rowsAt(plant.pressure)).length === 1001);
  });
});

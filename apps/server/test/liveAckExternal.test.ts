import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import { body, seededUser } from './harness';
import {
  connectGateway,
  MOSQUITTO,
  mosquittoAnswers,
  publishValues,
  refuseHistory,
  seedPlant,
  stallHistory,
  startLiveServer,
  waitFor,
  type LiveServer,
  type Plant,
  startAnotherInstance,
} from './liveHarness';
import { historyCount } from './storedRows';

/**
 * With an external broker the server's storing link acknowledges (PUBACK) a message only once
 * its rows are committed, and keeps its session (clean: false) so the broker queues what
 * arrives while the server is away (issue 15).
 */
describe.skipIf(!mosquittoAnswers)('acknowledging through an external broker', () => {
  const shareGroup = `a${randomUUID().slice(0, 8)}`;
  const sessionId = `lfscada-test-${randomUUID().slice(0, 8)}`;
  let server: LiveServer;
  let plant: Plant;
  let gateway: MqttClient;
  let successor: FastifyInstance | undefined;

  beforeAll(async () => {
    server = await startLiveServer({ mqttUrl: MOSQUITTO, shareGroup, sessionId });
    plant = await seedPlant(server.db, 'demo', `gw-ack-${randomUUID().slice(0, 8)}`);
    gateway = await connectGateway(MOSQUITTO, plant);
  });
  afterAll(async () => {
    await gateway?.endAsync();
    await successor?.close();
    await server?.close();
    // Drop the session this test left at the shared Mosquitto.
    const forget = await connectAsync(MOSQUITTO, { clientId: sessionId, clean: true });
    await forget.endAsync();
  });

  const stored = (ts: number) => historyCount(server.db, plant.pressure, { at: ts });

  it('sends the PUBACK only after the commit, while the socket already shows the value', async () => {
    const user = await seededUser(server.app, 'demo');
    const token = body<{ token: string }>(
      await user.post('/lfscada/websocket/monitor/token', { equipmentId: plant.equipmentId }),
    );
    const { socket, messages } = await server.openSocket(
      `/lfscada/ws/eg/signal/subscribe/${token.data.token}`,
    );
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.pressure, value: 0.1, ts: Date.now() - 1000 },
    ]);
    await waitFor(() => messages.some((m) => m.type === 'signalVal'));
    // What the storing link writes to the broker: a PUBACK starts with 0x40.
    const link = server.app.live['links'][0] as MqttClient;
    const pubacks: number[] = [];
    const write = link.stream.write.bind(link.stream) as (chunk: Buffer) => boolean;
    link.stream.write = ((chunk: Buffer) => {
      if (Buffer.isBuffer(chunk) && chunk[0] === 0x40) pubacks.push(chunk.readUInt16BE(2));
      return write(chunk);
    }) as typeof link.stream.write;

    const stall = await stallHistory(server.db);
    // The shared Mosquitto also carries other tests' gateways: follow this message's id.
    const ts = Date.now();
    let messageId: number | undefined;
    link.on('packetreceive', (packet) => {
      if (packet.cmd === 'publish' && String(packet.payload).includes(`"ts":${ts}`))
        messageId = packet.messageId;
    });
    await publishValues(gateway, plant.gatewayId, [{ signalId: plant.pressure, value: 0.66, ts }]);
    await waitFor(() =>
      messages.some(
        (m) =>
          m.type === 'signalVal' &&
          m.data.some((v) => v.signalId === plant.pressure && v.value === 0.66 && v.ts === ts),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messageId).toBeDefined();
    expect(pubacks).not.toContain(messageId);
    await stall.release();
    await waitFor(() => pubacks.includes(messageId as number));
    expect(await stored(ts)).toBe(1);
    socket.terminate();
  });

  it('never acknowledges a message whose commit failed: the broker delivers it again, stored once', async () => {
    const link = server.app.live['links'][0] as MqttClient;
    const refusal = await refuseHistory(server.db, plant.pressure);
    // The link drops its connection instead of acknowledging; its session keeps the message.
    const dropped = new Promise<void>((resolve) => link.once('close', () => resolve()));
    const ts = Date.now();
    await publishValues(gateway, plant.gatewayId, [{ signalId: plant.pressure, value: 0.55, ts }]);
    await dropped;
    expect(await stored(ts)).toBe(0);
    await refusal.lift();
    await waitFor(async () => (await stored(ts)) === 1, 15_000);
  });

  it('gets what was published while it was away once an instance with its session is back', async () => {
    await server.app.live.stop();
    const base = Date.now() - 30_000;
    for (let i = 0; i < 5; i++) {
      await gateway.publishAsync(
        mqttTopics.values(plant.gatewayId),
        JSON.stringify({ values: [{ signalId: plant.pressure, value: i, ts: base + i }] }),
        { qos: 1 },
      );
    }
    expect(await stored(base)).toBe(0);
    successor = await startAnotherInstance(server, { mqttUrl: MOSQUITTO, shareGroup, sessionId });
    for (let i = 0; i < 5; i++) await waitFor(async () => (await stored(base + i)) === 1);
  });
});

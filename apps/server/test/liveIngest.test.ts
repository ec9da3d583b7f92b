import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import { mqttTopics, renderLocalText, type MessagePage } from '@lf/protocol';
import type { Client } from './harness';
import { body } from './harness';
import {
  connectGateway,
  publishStatus,
  publishValues,
  seedPlant,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
  type Plant,
} from './liveHarness';
import { startPlantWorld, watchEquipment } from './plantWorld';
import { historyCount } from './storedRows';

let server: LiveServer;
let plant: Plant;
let other: Plant;
let gateway: MqttClient;
let user: Client;

const historyRows = (signalId: string) => historyCount(server.db, signalId);

beforeAll(async () => {
  ({ server, plant, gateway, operator: user } = await startPlantWorld());
  other = await seedPlant(server.db);
});

afterAll(async () => {
  await gateway?.endAsync();
  await server?.close();
});

describe('ingest through the embedded broker', () => {
  it('marks the gateway online from its retained status', async () => {
    await publishStatus(gateway, plant.gatewayId, true);
    await waitGatewayOnline(server.db, plant.gatewayId);
  });

  it('stores values once, however often a batch is delivered', async () => {
    const ts = Date.now() - 10_000;
    const batch = [
      { signalId: plant.level, value: 3.5, ts },
      { signalId: plant.pressure, value: 0.42, ts },
      { signalId: plant.level, value: 3.6, ts: ts + 1000 },
    ];
    await publishValues(gateway, plant.gatewayId, batch);
    await publishValues(gateway, plant.gatewayId, batch);
    await waitFor(async () => (await historyRows(plant.level)) === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.app.live.history.flush();
    expect(await historyRows(plant.level)).toBe(2);
    expect(await historyRows(plant.pressure)).toBe(1);
    expect(server.app.live.cache.get(plant.level)).toMatchObject({ value: 3.6, ts: ts + 1000 });
  });

  it('keeps the newer live value when an older one is replayed', async () => {
    const held = server.app.live.cache.get(plant.level);
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.level, value: 1, ts: (held?.ts ?? 0) - 5000 },
    ]);
    await waitFor(async () => (await historyRows(plant.level)) === 3);
    expect(server.app.live.cache.get(plant.level)?.value).toBe(3.6);
  });

  it('drops bad payloads with a log line and keeps ingesting', async () => {
    const dropped = server.app.live.droppedPayloads;
    await gateway.publishAsync(mqttTopics.values(plant.gatewayId), 'not json', { qos: 1 });
    await gateway.publishAsync(
      mqttTopics.values(plant.gatewayId),
      JSON.stringify({ values: [{ signalId: plant.level }] }),
      { qos: 1 },
    );
    await gateway.publishAsync(
      mqttTopics.status(plant.gatewayId),
      JSON.stringify({ online: 'yes' }),
      { qos: 1 },
    );
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.pressure, value: 0.5, ts: Date.now() },
    ]);
    await waitFor(async () => (await historyRows(plant.pressure)) === 2);
    expect(server.app.live.droppedPayloads).toBe(dropped + 3);
  });

  it('ignores samples for signals another gateway owns', async () => {
    await publishValues(gateway, plant.gatewayId, [
      { signalId: other.level, value: 9, ts: Date.now() },
    ]);
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.pressure, value: 0.6, ts: Date.now() + 1 },
    ]);
    await waitFor(async () => (await historyRows(plant.pressure)) === 3);
    expect(await historyRows(other.level)).toBe(0);
  });

  it('refuses a gateway that publishes under another id, and a wrong password', async () => {
    const intruder = await connectGateway(server.brokerUrl, other);
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(
      mqttTopics.values(plant.gatewayId),
      JSON.stringify({ values: [{ signalId: plant.pressure, value: 99, ts: Date.now() + 5 }] }),
      { qos: 1 },
    );
    await closed;
    await intruder.endAsync(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.app.live.cache.get(plant.pressure)?.value).not.toBe(99);
    await expect(
      connectGateway(server.brokerUrl, {
        gatewayId: other.gatewayId,
        gatewayPassword: 'wrong-password',
      }),
    ).rejects.toThrow();
    await expect(
      connectGateway(server.brokerUrl, other, { clientId: plant.gatewayId }),
    ).rejects.toThrow();
  });

  it('pushes values to a monitor socket: a snapshot first, then each new value', async () => {
    const token = body<{ token: string }>(
      await user.post('/lfscada/websocket/monitor/token', { equipmentId: plant.equipmentId }),
    );
    expect(token.code).toBe(200);
    const { socket, messages } = await server.openSocket(
      `/lfscada/ws/eg/signal/subscribe/${token.data.token}`,
    );
    await waitFor(() => messages.length > 0);
    const first = messages[0];
    expect(first?.type).toBe('signalVal');
    const ts = Date.now() + 10;
    await publishValues(gateway, plant.gatewayId, [{ signalId: plant.level, value: 4.25, ts }]);
    await waitFor(() =>
      messages.some(
        (m) =>
          m.type === 'signalVal' &&
          m.data.some((v) => v.signalId === plant.level && v.value === 4.25 && v.ts === ts),
      ),
    );
    socket.terminate();
    const reuse = await server.openSocket(`/lfscada/ws/eg/signal/subscribe/${token.data.token}`);
    expect(await reuse.closed).toBe(4403);
  });

  it('raises a signal alarm above the limit, clears it below limit minus deadband, and tells the users', async () => {
    const unread = async () =>
      body<{ count: number }>(await user.post('/lfscada/msg/queryUnReadMsgCount')).data.count;
    const before = await unread();
    const t = Date.now() + 100;
    const { socket, messages } = await watchEquipment(server, user, plant.equipmentId, () =>
      publishValues(gateway, plant.gatewayId, [{ signalId: plant.level, value: 5, ts: t - 1 }]),
    );
    await waitFor(() =>
      messages.some((m) => m.type === 'signalVal' && m.data.some((v) => v.ts === t - 1)),
    );
    await publishValues(gateway, plant.gatewayId, [{ signalId: plant.level, value: 8.4, ts: t }]);
    await waitFor(() => messages.some((m) => m.type === 'signalAlarm' && m.data.active));
    expect(await unread()).toBe(before + 1);
    // The message is kept as keys: each reader sees it in their language, the value formatted.
    const [message] = body<MessagePage>(await user.post('/lfscada/msg/query', { type: 'alarm' }))
      .data.list;
    const local = message?.local;
    if (!local) throw new Error('the alarm message has no keys');
    expect(renderLocalText(local.note, 'en')).toMatch(/ is 8\.4\S*, above the high limit \d/);
    expect(renderLocalText(local.note, 'zh-CN')).toBe(message.note);
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.level, value: 7.8, ts: t + 1 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages.some((m) => m.type === 'signalAlarm' && !m.data.active)).toBe(false);
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.level, value: 7.4, ts: t + 2 },
    ]);
    await waitFor(() => messages.some((m) => m.type === 'signalAlarm' && !m.data.active));
    const alarms = await server.db
      .selectFrom('alarm')
      .selectAll()
      .where('signal_id', '=', Number(plant.level))
      .execute();
    expect(alarms).toHaveLength(1);
    expect(alarms[0]?.end_at).not.toBeNull();
    socket.terminate();
  });

  it('records an alarm and messages the users when the gateway goes offline (last will)', async () => {
    const unread = async () =>
      body<{ count: number }>(await user.post('/lfscada/msg/queryUnReadMsgCount')).data.count;
    const before = await unread();
    const msgToken = body<{ token: string }>(await user.post('/lfscada/websocket/msg/token'));
    const { socket: msgSocket, messages: pushes } = await server.openSocket(
      `/lfscada/ws/message/subscribe/${msgToken.data.token}`,
    );
    const dying = await connectGateway(server.brokerUrl, other, {
      will: {
        topic: mqttTopics.status(other.gatewayId),
        payload: Buffer.from(JSON.stringify({ online: false, ts: Date.now() })),
        qos: 1,
        retain: true,
      },
    });
    await publishStatus(dying, other.gatewayId, true);
    await waitGatewayOnline(server.db, other.gatewayId);
    dying.stream.destroy();
    await waitGatewayOnline(server.db, other.gatewayId, false);
    await waitFor(async () => (await unread()) === before + 1);
    const alarm = await server.db
      .selectFrom('alarm')
      .selectAll()
      .where('gateway_id', '=', other.gatewayId)
      .executeTakeFirstOrThrow();
    expect(alarm).toMatchObject({ kind: 'gateway', end_at: null });
    await waitFor(() => pushes.some((m) => m.type === 'alarm'));
    msgSocket.terminate();
    await dying.endAsync(true);
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import WebSocket from 'ws';
import type { SocketMessage } from '@lf/protocol';
import { body, seededUser } from './harness';
import {
  collect,
  connectGateway,
  mosquittoAnswers,
  publishStatus,
  publishValues,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
  type Plant,
  scaleOutInstances,
} from './liveHarness';
import { historyCount } from './storedRows';

/** Two server instances on one database behind one external broker. */
describe.skipIf(!mosquittoAnswers)('two server instances behind Mosquitto', () => {
  let first: LiveServer;
  let second: FastifyInstance;
  let plant: Plant;
  let gateway: MqttClient;

  beforeAll(async () => {
    ({ first, second, plant } = await scaleOutInstances('gw-so'));
    await second.listen({ port: 0, host: '127.0.0.1' });
    gateway = await connectGateway(first.brokerUrl, plant);
  });
  afterAll(async () => {
    await gateway?.endAsync();
    await second?.close();
    await first?.close();
  });

  it('stores each value once between them, and both push it to their own sockets', async () => {
    const user = await seededUser(second, 'demo');
    const token = body<{ token: string }>(
      await user.post('/lfscada/websocket/monitor/token', { equipmentId: plant.equipmentId }),
    );
    const { port } = second.server.address() as AddressInfo;
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/lfscada/ws/eg/signal/subscribe/${token.data.token}`,
    );
    const received: SocketMessage[] = [];
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text.startsWith('{')) received.push(JSON.parse(text) as SocketMessage);
    });
    await new Promise((resolve) => socket.once('open', resolve));

    const start = Date.now();
    for (let i = 0; i < 20; i++) {
      await publishValues(gateway, plant.gatewayId, [
        { signalId: plant.pressure, value: i, ts: start + i },
      ]);
    }
    await waitFor(async () => {
      await Promise.all([first.app.live.history.flush(), second.live.history.flush()]);
      return (await historyCount(first.db, plant.pressure)) === 20;
    });
    // A writer counts its batch once the commit has resolved, a moment after the rows are seen.
    const written = () => first.app.live.history.written + second.live.history.written;
    await waitFor(() => written() >= 20);
    expect(written()).toBe(20);
    await waitFor(
      () =>
        first.app.live.cache.get(plant.pressure)?.value === 19 &&
        second.live.cache.get(plant.pressure)?.value === 19,
    );
    await waitFor(() =>
      received.some(
        (m) =>
          m.type === 'signalVal' &&
          m.data.some((v) => v.signalId === plant.pressure && v.value === 19),
      ),
    );
    socket.close();
  });

  /** A socket of the demo user on `app` at a token path, collecting what it receives. */
  async function socketOn(app: FastifyInstance, tokenUrl: string, path: string, fields = {}) {
    const user = await seededUser(app, 'demo');
    const token = body<{ token: string }>(await user.post(tokenUrl, fields)).data.token;
    const { port } = app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}${token}`);
    const messages = collect(socket) as SocketMessage[];
    await new Promise((resolve) => socket.once('open', resolve));
    return { socket, messages };
  }

  it('tells the users on every instance of a new alarm message, once each', async () => {
    const inboxes = await Promise.all(
      [first.app, second].map((app) =>
        socketOn(app, '/lfscada/websocket/msg/token', '/lfscada/ws/message/subscribe/'),
      ),
    );
    // A message socket joins its hub once its token is checked, a moment after it opens.
    await waitFor(
      () => first.app.live.hub.sessionHashes().size > 0 && second.live.hub.sessionHashes().size > 0,
    );
    // Both instances evaluate the value; one writes the alarm record and the users' messages.
    await publishValues(gateway, plant.gatewayId, [
      { signalId: plant.level, value: 9.2, ts: Date.now() },
    ]);
    const alarmMessages = (messages: SocketMessage[]) =>
      messages.flatMap((m) => (m.type === 'alarm' && m.dataId === plant.equipmentId ? [m] : []));
    for (const inbox of inboxes) await waitFor(() => alarmMessages(inbox.messages).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [onFirst, onSecond] = inboxes.map((inbox) => alarmMessages(inbox.messages));
    expect(onFirst).toHaveLength(1);
    expect(onSecond).toHaveLength(1);
    expect(onFirst?.[0]?.id).toBe(onSecond?.[0]?.id);
    for (const inbox of inboxes) inbox.socket.close();
  });

  it('tells the watchers on every instance that a gateway went offline', async () => {
    const watchers = await Promise.all(
      [first.app, second].map((app) =>
        socketOn(app, '/lfscada/websocket/monitor/token', '/lfscada/ws/eg/signal/subscribe/', {
          equipmentId: plant.equipmentId,
        }),
      ),
    );
    await publishStatus(gateway, plant.gatewayId, true);
    await waitGatewayOnline(first.db, plant.gatewayId);
    // The status goes to one instance through the shared subscription.
    await publishStatus(gateway, plant.gatewayId, false);
    const offline = (messages: SocketMessage[]) =>
      messages.filter(
        (m) => m.type === 'gatewayAlarm' && m.data.gatewayId === plant.gatewayId && !m.data.online,
      );
    for (const watcher of watchers) await waitFor(() => offline(watcher.messages).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const watcher of watchers) {
      expect(offline(watcher.messages)).toHaveLength(1);
      watcher.socket.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import { hashPassword } from '../src/account/passwords';
import { ADMIN_PASSWORD, body, Client, DEMO_PASSWORD, seededUser } from './harness';
import {
  connectGateway,
  MOSQUITTO,
  mosquittoAnswers,
  publishStatus,
  publishValues,
  seedPlant,
  startLiveServer,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
  type Plant,
} from './liveHarness';
import { accountIds } from './accounts';
import { commandOutcome, writeValue } from './plantWorld';

describe('sockets and GM devices (embedded broker)', () => {
  let server: LiveServer;
  let plant: Plant;

  beforeAll(async () => {
    server = await startLiveServer({ timing: { sessionCheckMs: 100, idleMs: 200 } });
    plant = await seedPlant(server.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the idle text and closes a socket when its session ends by logout', async () => {
    const user = await seededUser(server.app, 'demo');
    const token = body<{ token: string }>(await user.post('/lfscada/websocket/msg/token'));
    const { messages, closed } = await server.openSocket(
      `/lfscada/ws/message/subscribe/${token.data.token}`,
    );
    await waitFor(() => messages.some((m) => (m as unknown) === 'msg idle'));
    await user.post('/lfscada/user/logout');
    expect(await closed).toBe(4401);
  });

  it('pushes a published announcement to the message sockets of the organisation', async () => {
    const user = new Client(server.app);
    await user.login('demo', DEMO_PASSWORD);
    const token = body<{ token: string }>(await user.post('/lfscada/websocket/msg/token'));
    const { messages } = await server.openSocket(
      `/lfscada/ws/message/subscribe/${token.data.token}`,
    );
    const admin = new Client(server.app);
    await admin.login('admin', ADMIN_PASSWORD);
    const added = body<{ id: string }>(
      await admin.post('/lfscada/system/msg/add', { title: '停水通知', content: '明日 9:00 停水' }),
    );
    expect(body(await admin.post('/lfscada/system/msg/publish', { id: added.data.id })).code).toBe(
      200,
    );
    await waitFor(() =>
      messages.some(
        (m) => typeof m === 'object' && m !== null && (m as { type?: string }).type === 'notice',
      ),
    );
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'notice', title: '停水通知', dataId: added.data.id }),
    );
  });

  it('misses no message pushed the moment the socket opens, while its token is still checked', async () => {
    const user = new Client(server.app);
    await user.login('demo', DEMO_PASSWORD);
    const demo = await accountIds(server.db, 'demo');
    const token = body<{ token: string }>(await user.post('/lfscada/websocket/msg/token'));
    const push = {
      id: randomUUID(),
      type: 'notice' as const,
      title: '开门即达',
      note: '',
      gmtCreate: new Date().toISOString(),
      dataId: randomUUID(),
      equipType: '',
    };
    const { messages } = await server.openSocket(
      `/lfscada/ws/message/subscribe/${token.data.token}`,
    );
    // Right at open: the server is still looking the token up.
    server.app.live.hub.pushMessage(demo.userId, push);
    server.app.live.hub.pushMessage(randomUUID(), { ...push, title: '别人的' });
    server.app.live.hub.deliverAlarmChange(demo.orgId);
    await waitFor(() => messages.some((m) => (m as { type?: string }).type === 'alarmChange'));
    expect(messages).toContainEqual(push);
    expect(messages).not.toContainEqual(expect.objectContaining({ title: '别人的' }));
  });

  it('refuses a token after 60 s, and a token used on another socket kind', async () => {
    const user = new Client(server.app);
    await user.login('demo', DEMO_PASSWORD);
    const token = body<{ token: string }>(
      await user.post('/lfscada/websocket/monitor/token', { equipmentId: plant.equipmentId }),
    );
    const wrongKind = await server.openSocket(
      `/lfscada/ws/project/signal/subscribe/${token.data.token}`,
    );
    expect(await wrongKind.closed).toBe(4403);
    server.clock.offsetMs = 61_000;
    try {
      const late = await server.openSocket(`/lfscada/ws/eg/signal/subscribe/${token.data.token}`);
      expect(await late.closed).toBe(4403);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('ingests a GM device that publishes JSON under its own id and credentials', async () => {
    const deviceId = `gm-${randomUUID().slice(0, 8)}`;
    const user = await accountIds(server.db, 'demo');
    await server.db
      .insertInto('gateway')
      .values({
        id: deviceId,
        org_id: user.orgId,
        name: '电表',
        password_hash: await hashPassword('meter-secret-1'),
      })
      .execute();
    const equipmentId = randomUUID();
    await server.db
      .insertInto('equipment')
      .values({
        id: equipmentId,
        org_id: user.orgId,
        name: '电表 1',
        type: 'gm',
        gateway_id: deviceId,
      })
      .execute();
    const signal = await server.db
      .insertInto('signal')
      .values({
        equipment_id: equipmentId,
        name: '有功功率',
        unit: 'kW',
        area: 'input',
        address: 0,
        data_type: 'float32',
        alarm_rules: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = await connectGateway(server.brokerUrl, {
      gatewayId: deviceId,
      gatewayPassword: 'meter-secret-1',
    });
    await publishValues(device, deviceId, [
      { signalId: String(signal.id), value: 12.5, ts: Date.now() },
    ]);
    await waitFor(() => server.app.live.cache.get(String(signal.id))?.value === 12.5);
    await device.endAsync();
  });
});

describe.skipIf(!mosquittoAnswers)(
  'the core flow through an external broker (MQTT_URL, Mosquitto)',
  () => {
    let server: LiveServer;
    let plant: Plant;

    beforeAll(async () => {
      server = await startLiveServer({
        mqttUrl: MOSQUITTO,
        shareGroup: `t${randomUUID().slice(0, 8)}`,
      });
      plant = await seedPlant(server.db, 'demo', `gw-ext-${randomUUID().slice(0, 8)}`);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('ingests values and settles a write through Mosquitto', async () => {
      const gateway = await connectGateway(server.brokerUrl, plant);
      await gateway.subscribeAsync(mqttTopics.cmd(plant.gatewayId), { qos: 1 });
      gateway.on('message', (_topic, payload) => {
        const command = JSON.parse(payload.toString('utf8')) as { uuid: string; type: string };
        if (command.type !== 'write') return;
        void gateway.publishAsync(
          mqttTopics.reply(plant.gatewayId),
          JSON.stringify({
            uuid: command.uuid,
            status: 'success',
            code: 200,
            message: '成功',
            data: null,
          }),
          { qos: 1 },
        );
      });
      await publishStatus(gateway, plant.gatewayId, true);
      const ts = Date.now();
      await publishValues(gateway, plant.gatewayId, [{ signalId: plant.level, value: 2.5, ts }]);
      await waitFor(async () => {
        const row = await server.db
          .selectFrom('signal_value')
          .select('value')
          .where('signal_id', '=', Number(plant.level))
          .executeTakeFirst();
        return row?.value === 2.5;
      });
      const user = new Client(server.app);
      await user.login('demo', DEMO_PASSWORD);
      await waitGatewayOnline(server.db, plant.gatewayId);
      const write = await writeValue(user, plant.level, '3');
      expect(write.code).toBe(200);
      await waitFor(
        async () => (await commandOutcome(user, write.data.uuid)).data.status === 'success',
      );
      // Clear the retained status this test left on the shared broker.
      await gateway.publishAsync(mqttTopics.status(plant.gatewayId), '', { qos: 1, retain: true });
      await gateway.endAsync();
    });
  },
);

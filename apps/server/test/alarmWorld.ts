import type { MqttClient } from 'mqtt';
import type { AlarmRule, AlarmSummaryRow, SignalDefinition } from '@lf/protocol';
import { ok } from './adminHelpers';
import { ADMIN_PASSWORD, body, Client, DEMO_PASSWORD } from './harness';
import {
  connectGateway,
  publishStatus,
  publishValues,
  seedPlant,
  startLiveServer,
  waitFor,
  waitGatewayOnline,
  type LiveServer,
  type LiveSocketClient,
  type Plant,
} from './liveHarness';

/** A live server with a plant, its gateway online, an administrator and an operator (demo). */
export interface AlarmWorld {
  server: LiveServer;
  plant: Plant;
  gateway: MqttClient;
  admin: Client;
  operator: Client;
  inbox: LiveSocketClient;
  close(): Promise<void>;
}

export async function startAlarmWorld(): Promise<AlarmWorld> {
  const server = await startLiveServer();
  const plant = await seedPlant(server.db);
  const gateway = await connectGateway(server.brokerUrl, plant);
  await publishStatus(gateway, plant.gatewayId, true);
  await waitGatewayOnline(server.db, plant.gatewayId);
  const admin = new Client(server.app);
  const operator = new Client(server.app);
  await admin.login('admin', ADMIN_PASSWORD);
  await operator.login('demo', DEMO_PASSWORD);
  const token = body<{ token: string }>(await operator.post('/lfscada/websocket/msg/token'));
  const inbox = await server.openSocket(`/lfscada/ws/message/subscribe/${token.data.token}`);
  return {
    server,
    plant,
    gateway,
    admin,
    operator,
    inbox,
    close: async () => {
      inbox.socket.terminate();
      await gateway.endAsync();
      await server.close();
    },
  };
}

let ts = 0;

/**
 * Sends one value of a signal, stamped now (later than any before), and waits until the alarm
 * engine has judged and written it.
 */
export async function send(world: AlarmWorld, signalId: string, value: number | boolean) {
  ts = Math.max(ts + 1, Date.now());
  const at = ts;
  await publishValues(world.gateway, world.plant.gatewayId, [{ signalId, value, ts: at }]);
  await waitFor(() => world.server.app.live.cache.get(signalId)?.ts === at);
  await world.server.app.live.alarms.settled();
  return at;
}

/** Replaces a signal's alarm rules through the signal/edit call. */
export async function editRules(
  world: AlarmWorld,
  signalId: string,
  alarmRules: Partial<AlarmRule>[],
): Promise<void> {
  const signals = await ok<SignalDefinition[]>(
    world.admin,
    '/lfscada/equipment/multi/signal/query',
    { equipmentId: world.plant.equipmentId },
  );
  const s = signals.find((candidate) => candidate.id === signalId);
  if (!s) throw new Error(`no signal ${signalId}`);
  await ok(world.admin, '/lfscada/equipment/multi/signal/edit', {
    id: s.id,
    name: s.name,
    unit: s.unit,
    area: s.area,
    address: s.address,
    dataType: s.dataType,
    wordOrder: s.wordOrder,
    scale: s.scale,
    offset: s.offset,
    access: s.access,
    ...(s.min === null ? {} : { min: s.min }),
    ...(s.max === null ? {} : { max: s.max }),
    alarmRules,
  });
}

export async function summary(client: Client, includeHidden = false) {
  return ok<AlarmSummaryRow[]>(client, '/lfscada/alarm/summary/query', {
    includeHidden: String(includeHidden),
  });
}

export async function journalOf(world: AlarmWorld, alarmId: string) {
  return world.server.db
    .selectFrom('alarm_journal')
    .leftJoin('app_user', 'app_user.id', 'alarm_journal.user_id')
    .select(['event', 'comment', 'app_user.username'])
    .where('alarm_id', '=', Number(alarmId))
    .orderBy('alarm_journal.id')
    .execute();
}

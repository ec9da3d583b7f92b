import type { AlarmRule, AlarmSummaryRow, SignalDefinition } from '@lf/protocol';
import { ok } from './adminHelpers';
import { body, seededUser, type Client } from './harness';
import { publishValues, waitFor, type LiveSocketClient } from './liveHarness';
import { bringOnline, startPlantWorld, type PlantWorld } from './plantWorld';

/** A live server with a plant, its gateway online, an administrator and an operator (demo). */
export interface AlarmWorld extends PlantWorld {
  admin: Client;
  /** The operator's message socket. */
  inbox: LiveSocketClient;
  close(): Promise<void>;
}

export async function startAlarmWorld(): Promise<AlarmWorld> {
  const world = await startPlantWorld();
  const { server, gateway, operator } = world;
  await bringOnline(world);
  const admin = await seededUser(server.app, 'admin');
  const token = body<{ token: string }>(await operator.post('/lfscada/websocket/msg/token'));
  const inbox = await server.openSocket(`/lfscada/ws/message/subscribe/${token.data.token}`);
  return {
    ...world,
    admin,
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

import type { SocketMessage } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editRules as editRulesOf,
  send as sendTo,
  startAlarmWorld,
  type AlarmWorld,
} from './alarmWorld';
import { body, type Client } from './harness';
import { waitFor, type LiveServer, type LiveSocketClient, type Plant } from './liveHarness';
import { watchEquipment } from './plantWorld';

let world: AlarmWorld;
let server: LiveServer;
let plant: Plant;
let user: Client;
let watcher: LiveSocketClient;
let inbox: LiveSocketClient;

const alarmsOf = (signalId: string) =>
  server.db
    .selectFrom('alarm')
    .selectAll()
    .where('signal_id', '=', Number(signalId))
    .orderBy('id')
    .execute();

const openAlarms = async (signalId: string) =>
  (await alarmsOf(signalId)).filter((a) => a.end_at === null);

const unread = async () =>
  body<{ count: number }>(await user.post('/lfscada/msg/queryUnReadMsgCount')).data.count;

/** Sends one value and waits until the alarm engine has judged it. */
const send = (signalId: string, value: number | boolean) => sendTo(world, signalId, value);

/** The signal/edit call with the stored definition and new alarm rules. */
const editRules = (signalId: string, alarmRules: Parameters<typeof editRulesOf>[2]) =>
  editRulesOf(world, signalId, alarmRules);

/** The inbox's messages (alarm, expiry, notice), without the alarm-change notices of the summary. */
const inboxMessages = () => inbox.messages.filter((m) => m.type !== 'alarmChange');

const alarmPushes = (messages: SocketMessage[]) =>
  messages.flatMap((m) => (m.type === 'signalAlarm' ? [m.data] : []));

beforeAll(async () => {
  world = await startAlarmWorld();
  ({ server, plant, operator: user, inbox } = world);
  // Pressure has no alarm rule at first: its value only says the watch is in place.
  watcher = await watchEquipment(server, user, plant.equipmentId, () => send(plant.pressure, 0.1));
});

afterAll(async () => {
  watcher?.socket.terminate();
  await world?.close();
});

describe('changing a signal’s alarm rules while its alarm is open', () => {
  it('keeps the alarm open when the edited rule still holds, under the new rule', async () => {
    await send(plant.level, 8.6);
    const [raised] = await openAlarms(plant.level);
    expect(raised).toBeDefined();
    await waitFor(() =>
      alarmPushes(watcher.messages).some((p) => p.alarmId === String(raised?.id)),
    );
    const before = alarmPushes(watcher.messages).length;

    // The limit moves from 8 to 8.3: 8.6 is still above it.
    await editRules(plant.level, [{ kind: 'high', value: 8.3, deadband: 0.2, level: 2 }]);
    const open = await openAlarms(plant.level);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ id: raised?.id, level: 2, end_at: null });
    // The changed level and text reach the watchers as an update of the same, active alarm.
    await waitFor(() => alarmPushes(watcher.messages).length > before);
    expect(alarmPushes(watcher.messages).at(-1)).toMatchObject({
      alarmId: String(raised?.id),
      active: true,
      level: 2,
    });

    // The engine now follows the record under the new rule: no second record while above
    // it, and the record ends once the value falls below 8.3 − 0.2.
    await send(plant.level, 8.9);
    expect(await alarmsOf(plant.level)).toHaveLength(1);
    await send(plant.level, 8.0);
    expect(await openAlarms(plant.level)).toHaveLength(0);
    expect(await alarmsOf(plant.level)).toHaveLength(1);
  });

  it('ends the alarm when the edited rule no longer holds, pushed like an ordinary end', async () => {
    await send(plant.level, 8.7);
    const [raised] = await openAlarms(plant.level);
    expect(raised).toBeDefined();
    await waitFor(() => inbox.messages.some((m) => m.type === 'alarm'));
    const unreadBefore = await unread();
    const inboxBefore = inboxMessages().length;

    // The limit moves up to 9.5: 8.7 is well below it.
    await editRules(plant.level, [{ kind: 'high', value: 9.5, deadband: 0.2 }]);
    const [ended] = (await alarmsOf(plant.level)).filter((a) => a.id === raised?.id);
    expect(ended?.end_at).not.toBeNull();
    expect(await openAlarms(plant.level)).toHaveLength(0);
    // The watchers see the end exactly as they see an ordinary one; an end adds no message.
    await waitFor(() =>
      alarmPushes(watcher.messages).some((p) => p.alarmId === String(raised?.id) && !p.active),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inboxMessages().length).toBe(inboxBefore);
    expect(await unread()).toBe(unreadBefore);

    // The new rule raises a fresh record when it trips.
    await send(plant.level, 9.7);
    const open = await openAlarms(plant.level);
    expect(open).toHaveLength(1);
    expect(open[0]?.id).not.toBe(raised?.id);
  });

  it('ends the alarm when its rule is removed, and raises nothing afterwards', async () => {
    await send(plant.pump, true);
    const [raised] = await openAlarms(plant.pump);
    expect(raised).toBeDefined();

    await editRules(plant.pump, []);
    expect(await openAlarms(plant.pump)).toHaveLength(0);
    await waitFor(() =>
      alarmPushes(watcher.messages).some((p) => p.alarmId === String(raised?.id) && !p.active),
    );
    await send(plant.pump, false);
    await send(plant.pump, true);
    expect(await alarmsOf(plant.pump)).toHaveLength(1);
  });

  it('leaves the alarm open when the change rolls back', async () => {
    await editRules(plant.pump, [{ kind: 'equal', value: 1 }]);
    await send(plant.pump, false);
    await send(plant.pump, true);
    const open = await openAlarms(plant.pump);
    expect(open).toHaveLength(1);
    const latest = server.app.live.cache.get(plant.pump);
    await expect(
      server.db.transaction().execute(async (trx) => {
        await server.app.live.alarms.reviewSignalRules(
          trx,
          { signalId: plant.pump, equipmentId: plant.equipmentId },
          [],
          latest,
          new Date(),
        );
        throw new Error('refused after the review');
      }),
    ).rejects.toThrow('refused after the review');
    expect(await openAlarms(plant.pump)).toEqual(open);
    // The engine still holds it active: the next clearing value ends it as usual.
    await send(plant.pump, false);
    expect(await openAlarms(plant.pump)).toHaveLength(0);
  });

  it('raises at the edit when a new rule is already tripped by the latest value', async () => {
    await send(plant.pressure, 5.2);
    expect(await alarmsOf(plant.pressure)).toHaveLength(0);
    const inboxBefore = inboxMessages().length;
    const editedAt = Date.now();

    await editRules(plant.pressure, [{ kind: 'high', value: 4, deadband: 0.1, level: 2 }]);
    const open = await openAlarms(plant.pressure);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ level: 2, value: 5.2 });
    // It starts at the edit, the moment the rule exists, not at the older reading.
    expect(open[0]?.start_at.getTime()).toBeGreaterThanOrEqual(editedAt);
    await waitFor(() =>
      alarmPushes(watcher.messages).some((p) => p.alarmId === String(open[0]?.id) && p.active),
    );
    await waitFor(() => inboxMessages().length > inboxBefore);

    // The engine follows it like any other: no second record while above, an end below.
    await send(plant.pressure, 5.5);
    expect(await alarmsOf(plant.pressure)).toHaveLength(1);
    await send(plant.pressure, 3.5);
    expect(await openAlarms(plant.pressure)).toHaveLength(0);

    // An edit that the latest value does not trip raises nothing.
    await editRules(plant.pressure, [{ kind: 'high', value: 4.5 }]);
    expect(await alarmsOf(plant.pressure)).toHaveLength(1);
  });
});

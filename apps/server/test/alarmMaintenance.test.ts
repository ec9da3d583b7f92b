import { AUTH, Code, MESSAGES, type AlarmActionResult } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient } from './accessWorld';
import { body, type Client } from './harness';
import { seedOtherOrg, waitFor } from './liveHarness';
import { journalOf, send, startAlarmWorld, summary, type AlarmWorld } from './alarmWorld';

/**
 * Equipment in maintenance suppresses its alarms by design (issue 16): the summary hides them
 * (shown as suppressed with the hidden ones), the journal says when, a new raise is recorded
 * but nobody is told, and only an operator who may shelve, of the organisation and with the
 * equipment in range, puts it in or takes it out.
 */
let world: AlarmWorld;
let levelAlarm: string;

const REASON = '更换液位计';

const maintenance = (client: Client, inMaintenance: boolean, reason?: string) =>
  client.post('/lfscada/alarm/maintenance', {
    equipmentId: world.plant.equipmentId,
    inMaintenance: String(inMaintenance),
    ...(reason === undefined ? {} : { reason }),
  });

const unread = async () =>
  body<{ count: number }>(await world.operator.post('/lfscada/msg/queryUnReadMsgCount')).data.count;

const ofPlant = async (includeHidden: boolean) =>
  (await summary(world.operator, includeHidden)).filter(
    (row) => row.equipmentId === world.plant.equipmentId,
  );

async function equipmentState() {
  return world.server.db
    .selectFrom('equipment')
    .select(['maintenance_since', 'maintenance_reason'])
    .where('id', '=', world.plant.equipmentId)
    .executeTakeFirstOrThrow();
}

const alarmChanges = () => world.inbox.messages.filter((m) => m.type === 'alarmChange').length;

beforeAll(async () => {
  world = await startAlarmWorld();
  const before = await unread();
  await send(world, world.plant.level, 9);
  const [row] = await ofPlant(false);
  levelAlarm = row?.id ?? '';
  // Before maintenance, a raise is told: the operator has a message of it.
  await waitFor(async () => (await unread()) === before + 1);
});
afterAll(async () => {
  await world?.close();
});

describe('equipment maintenance', () => {
  it('is refused to another organisation, a user without the equipment in range, and without the shelve permission', async () => {
    const other = await seedOtherOrg(world.server.db);
    const foreign = await userClient(world.server, { orgId: other.orgId, role: 'administrator' });
    const outOfRange = await userClient(world.server, {
      orgId: world.plant.orgId,
      role: 'operator',
      range: { equipmentIds: [] },
    });
    const noShelve = await userClient(world.server, {
      orgId: world.plant.orgId,
      role: [AUTH.alarmAcknowledge],
    });
    for (const client of [foreign, outOfRange]) {
      const refused = body(await maintenance(client, true, REASON));
      expect(refused.code).toBe(Code.NOT_FOUND);
      expect(refused.message).toBe(MESSAGES.alarmMaintenanceEquipmentUnknown.zh);
    }
    const forbidden = body(await maintenance(noShelve, true, REASON));
    expect(forbidden.code).toBe(Code.FORBIDDEN);
    expect(forbidden.message).toBe(MESSAGES.alarmNoShelvePermission.zh);
    // A reason is required to put it in.
    expect(body(await maintenance(world.operator, true, '  ')).code).toBe(Code.BAD_REQUEST);

    expect(await equipmentState()).toEqual({ maintenance_since: null, maintenance_reason: null });
    expect((await journalOf(world, levelAlarm)).map((e) => e.event)).toEqual(['raised']);
    expect((await ofPlant(false)).map((row) => row.id)).toEqual([levelAlarm]);
  });

  it('suppresses the equipment’s alarms: hidden in the summary, journalled, a new raise told to nobody', async () => {
    const changesBefore = alarmChanges();
    const done = body<AlarmActionResult>(await maintenance(world.operator, true, REASON));
    expect(done.data).toEqual({ changed: 1 });
    expect((await equipmentState()).maintenance_reason).toBe(REASON);
    await waitFor(() => alarmChanges() > changesBefore);

    expect(await ofPlant(false)).toEqual([]);
    const hidden = await ofPlant(true);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({
      id: levelAlarm,
      state: 'suppressed',
      equipmentInMaintenance: true,
      shelveReason: REASON,
    });
    const journal = await journalOf(world, levelAlarm);
    expect(journal.map((e) => [e.event, e.comment])).toEqual([
      ['raised', ''],
      ['suppressed', REASON],
    ]);
    expect(journal[1]?.username).not.toBeNull();
    const logged = await world.server.db
      .selectFrom('operation_log')
      .select('detail')
      .where('action', '=', 'equipment.maintenanceStart')
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]?.detail ?? '{}')).toMatchObject({ alarms: 1, reason: REASON });

    // A new raise is recorded and journalled, shown as suppressed, and sends no message.
    const messagesBefore = await unread();
    await send(world, world.plant.pump, true);
    const rows = await ofPlant(true);
    const pumpAlarm = rows.find((row) => row.id !== levelAlarm);
    expect(pumpAlarm?.state).toBe('suppressed');
    expect((await journalOf(world, pumpAlarm?.id ?? '')).map((e) => e.event)).toEqual(['raised']);
    expect(await ofPlant(false)).toEqual([]);
    expect(await unread()).toBe(messagesBefore);
  });

  it('ends: the alarms are shown again and journalled unsuppressed', async () => {
    const done = body<AlarmActionResult>(await maintenance(world.operator, false));
    expect(done.data).toEqual({ changed: 2 });
    expect(await equipmentState()).toEqual({ maintenance_since: null, maintenance_reason: null });
    const rows = await ofPlant(false);
    expect(rows.map((row) => row.state)).toEqual(['unack_active', 'unack_active']);
    expect(rows.every((row) => !row.equipmentInMaintenance)).toBe(true);
    expect((await journalOf(world, levelAlarm)).map((e) => e.event)).toEqual([
      'raised',
      'suppressed',
      'unsuppressed',
    ]);
    // Ending it again changes nothing and journals nothing.
    expect(body<AlarmActionResult>(await maintenance(world.operator, false)).data).toEqual({
      changed: 0,
    });
    expect(await journalOf(world, levelAlarm)).toHaveLength(3);
  });
});

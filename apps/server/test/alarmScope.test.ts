import type {
  AlarmJournalPage,
  AlarmKpiReport,
  AlarmRecord,
  AlarmSummaryRow,
  SignalAlarmPush,
} from '@lf/protocol';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './adminHelpers';
import { userClient } from './accessWorld';
import { body, type Client } from './harness';
import {
  connectGateway,
  publishStatus,
  publishValues,
  seedOtherOrg,
  seedPlant,
  waitFor,
  waitGatewayOnline,
  type Plant,
} from './liveHarness';
import { watchEquipment } from './plantWorld';
import { journalOf, send, startAlarmWorld, summary, type AlarmWorld } from './alarmWorld';
import { accountIds } from './accounts';

/**
 * Whose alarms a user reaches: the summary, journal and KPIs cover the organisation's alarms
 * within the user's data range and the alarms of equipment shared with them with its alarms;
 * the old acknowledge call of the equipment alarm list is the summary's acknowledge command.
 */
let world: AlarmWorld;
let second: Plant;
let secondGateway: MqttClient;
let startedAt: number;

async function raiseOnSecond(value: number) {
  const at = Date.now();
  await publishValues(secondGateway, second.gatewayId, [{ signalId: second.level, value, ts: at }]);
  await waitFor(() => world.server.app.live.cache.get(second.level)?.ts === at);
  await world.server.app.live.alarms.settled();
}

beforeAll(async () => {
  world = await startAlarmWorld();
  startedAt = Date.now();
  second = await seedPlant(world.server.db);
  secondGateway = await connectGateway(world.server.brokerUrl, second);
  await publishStatus(secondGateway, second.gatewayId, true);
  await waitGatewayOnline(world.server.db, second.gatewayId);
  await send(world, world.plant.level, 9);
  await raiseOnSecond(9.2);
});
afterAll(async () => {
  await secondGateway?.endAsync();
  await world?.close();
});

const equipmentOf = (rows: AlarmSummaryRow[]) => [...new Set(rows.map((row) => row.equipmentId))];
const period = () => ({
  startTime: String(startedAt - 60_000),
  endTime: String(Date.now() + 60_000),
});

async function reach(client: Client) {
  const rows = await summary(client);
  const journal = await ok<AlarmJournalPage>(client, '/lfscada/alarm/journal/query', {
    pageSize: '100',
  });
  const kpi = await ok<AlarmKpiReport>(client, '/lfscada/alarm/kpi', period());
  return { rows, journal, kpi };
}

describe('the alarms a user reaches', () => {
  it('are, for a listed data range, only those of the equipment in range', async () => {
    const everything = await reach(world.operator);
    expect(equipmentOf(everything.rows).sort()).toEqual(
      [world.plant.equipmentId, second.equipmentId].sort(),
    );
    expect(everything.kpi.total).toBe(2);

    const listed = await userClient(world.server, {
      orgId: world.plant.orgId,
      role: 'operator',
      range: { equipmentIds: [second.equipmentId] },
    });
    const seen = await reach(listed);
    expect(equipmentOf(seen.rows)).toEqual([second.equipmentId]);
    expect(seen.journal.total).toBe(1);
    expect(seen.journal.list[0]).toMatchObject({ event: 'raised', equipmentName: '测试泵站' });
    expect(seen.kpi.total).toBe(1);
    // An alarm outside the range is not acted on either.
    const outside = everything.rows.find((row) => row.equipmentId === world.plant.equipmentId);
    const refused = await ok<{ changed: number }>(listed, '/lfscada/alarm/acknowledge', {
      ids: outside?.id ?? '',
    });
    expect(refused.changed).toBe(0);
  });

  it('include, for a share receiver, the shared equipment’s alarms only while the grant carries them', async () => {
    const other = await seedOtherOrg(world.server.db);
    const receiver = await userClient(world.server, { orgId: other.orgId, role: 'administrator' });
    const token = `share-${second.equipmentId}`;
    await world.server.db
      .insertInto('equipment_share')
      .values({
        equipment_id: second.equipmentId,
        enabled: true,
        token,
        authority: 'view',
        with_history: false,
        with_alarms: true,
        updated_by: (await accountIds(world.server.db, 'demo')).userId,
      })
      .execute();
    await world.server.db
      .insertInto('equipment_share_grant')
      .values({ equipment_id: second.equipmentId, user_id: receiver.userId, token })
      .execute();

    const shared = await reach(receiver);
    expect(equipmentOf(shared.rows)).toEqual([second.equipmentId]);
    expect(shared.journal.total).toBe(1);
    expect(shared.kpi.total).toBe(1);

    await world.server.db
      .updateTable('equipment_share')
      .set({ with_alarms: false })
      .where('equipment_id', '=', second.equipmentId)
      .execute();
    const withheld = await reach(receiver);
    expect(withheld.rows).toEqual([]);
    expect(withheld.journal.total).toBe(0);
    expect(withheld.kpi.total).toBe(0);
  });
});

describe('the equipment alarm list’s acknowledge call', () => {
  it('journals who acknowledged, writes the operation log and tells the viewers', async () => {
    const watcher = await watchEquipment(world.server, world.operator, world.plant.equipmentId);
    const changesBefore = world.inbox.messages.filter((m) => m.type === 'alarmChange').length;
    const [row] = (await summary(world.operator)).filter(
      (r) => r.equipmentId === world.plant.equipmentId,
    );
    const acked = body<AlarmRecord>(
      await world.operator.post('/lfscada/monitor/multi/alarm/acknowledge', {
        id: row?.id ?? '',
        view: 'egList',
      }),
    );
    expect(acked.data).toMatchObject({ id: row?.id, acknowledged: true });
    const journal = await journalOf(world, row?.id ?? '');
    expect(journal.map((e) => e.event)).toEqual(['raised', 'acknowledged']);
    expect(journal[1]?.username).not.toBeNull();
    const logged = await world.server.db
      .selectFrom('operation_log')
      .select('action')
      .where('action', '=', 'alarm.acknowledge')
      .execute();
    expect(logged).toHaveLength(1);
    await waitFor(
      () => world.inbox.messages.filter((m) => m.type === 'alarmChange').length > changesBefore,
    );
    await waitFor(() =>
      watcher.messages.some(
        (m) =>
          m.type === 'signalAlarm' &&
          (m.data as SignalAlarmPush).alarmId === row?.id &&
          (m.data as SignalAlarmPush).acknowledged,
      ),
    );
    // A second acknowledgement changes nothing and journals nothing.
    await world.operator.post('/lfscada/monitor/multi/alarm/acknowledge', {
      id: row?.id ?? '',
      view: 'egList',
    });
    expect(await journalOf(world, row?.id ?? '')).toHaveLength(2);
    watcher.socket.terminate();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH,
  Code,
  MESSAGES,
  type AlarmQueryResponse,
  type AlarmRecord,
  type EquipmentCounts,
  type EquipmentGroup,
  type EquipmentQueryResponse,
} from '@lf/protocol';
import { hashPassword } from '../src/account/passwords';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { seedPlant, type Plant, outsiderClient } from './liveHarness';
import { accountIds } from './accounts';

let server: TestServer;
let plant: Plant;
let demo: Client;
let outsider: Client;

beforeAll(async () => {
  server = await startTestServer();
  plant = await seedPlant(server.db);
  demo = new Client(server.app);
  await demo.login('demo', DEMO_PASSWORD);
  outsider = await outsiderClient(server);
});
afterAll(async () => server?.close());

async function listed(client: Client, fields: Record<string, string> = {}) {
  return body<EquipmentQueryResponse>(await client.post('/lfscada/equipment/multi/query', fields))
    .data;
}

describe('equipment groups', () => {
  it('creates, renames, moves equipment in and out, and deletes a group', async () => {
    const added = body<EquipmentGroup>(
      await demo.post('/lfscada/equipment/group/add', { name: '  一号厂区  ' }),
    );
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ name: '一号厂区', equipmentCount: 0 });
    const second = body<EquipmentGroup>(
      await demo.post('/lfscada/equipment/group/add', { name: '二号厂区' }),
    ).data;

    expect(
      body(
        await demo.post('/lfscada/equipment/group/move', {
          equipmentId: plant.equipmentId,
          groupId: added.data.id,
        }),
      ).code,
    ).toBe(200);
    let inGroup = await listed(demo, { groupId: added.data.id });
    expect(inGroup.list.map((e) => e.id)).toEqual([plant.equipmentId]);

    // Moving to another group leaves the first one.
    await demo.post('/lfscada/equipment/group/move', {
      equipmentId: plant.equipmentId,
      groupId: second.id,
    });
    inGroup = await listed(demo, { groupId: added.data.id });
    expect(inGroup.total).toBe(0);
    const groups = body<EquipmentGroup[]>(await demo.post('/lfscada/equipment/group/queryAll'));
    expect(groups.data.map((g) => [g.name, g.equipmentCount])).toEqual([
      ['一号厂区', 0],
      ['二号厂区', 1],
    ]);

    const renamed = body<EquipmentGroup>(
      await demo.post('/lfscada/equipment/group/edit', { id: second.id, name: '泵房' }),
    );
    expect(renamed.data).toMatchObject({ id: second.id, name: '泵房', equipmentCount: 1 });

    // An empty group id takes the equipment out of every group.
    await demo.post('/lfscada/equipment/group/move', {
      equipmentId: plant.equipmentId,
      groupId: '',
    });
    expect((await listed(demo, { groupId: second.id })).total).toBe(0);

    expect(body(await demo.post('/lfscada/equipment/group/delete', { id: second.id })).code).toBe(
      200,
    );
    const after = body<EquipmentGroup[]>(await demo.post('/lfscada/equipment/group/queryAll'));
    expect(after.data.map((g) => g.name)).toEqual(['一号厂区']);
  });

  it('refuses names over 30 characters and empty names, naming the field', async () => {
    const long = body(await demo.post('/lfscada/equipment/group/add', { name: 'x'.repeat(31) }));
    expect(long.code).toBe(Code.BAD_REQUEST);
    expect(long.data).toEqual({ field: 'name' });
    const ok = body(await demo.post('/lfscada/equipment/group/add', { name: 'y'.repeat(30) }));
    expect(ok.code).toBe(200);
    const blank = body(await demo.post('/lfscada/equipment/group/add', { name: '   ' }));
    expect(blank.code).toBe(Code.BAD_REQUEST);
  });

  it("keeps another user's groups and equipment out of reach", async () => {
    const mine = body<EquipmentGroup>(
      await demo.post('/lfscada/equipment/group/add', { name: '私有' }),
    ).data;
    expect(
      body(await outsider.post('/lfscada/equipment/group/edit', { id: mine.id, name: '偷改' }))
        .code,
    ).toBe(Code.NOT_FOUND);
    expect(body(await outsider.post('/lfscada/equipment/group/delete', { id: mine.id })).code).toBe(
      Code.NOT_FOUND,
    );
    const theirs = body<EquipmentGroup>(
      await outsider.post('/lfscada/equipment/group/add', { name: '外部' }),
    ).data;
    expect(
      body(
        await outsider.post('/lfscada/equipment/group/move', {
          equipmentId: plant.equipmentId,
          groupId: theirs.id,
        }),
      ).code,
    ).toBe(Code.NOT_FOUND);
    expect(
      body(
        await demo.post('/lfscada/equipment/group/move', {
          equipmentId: plant.equipmentId,
          groupId: theirs.id,
        }),
      ).code,
    ).toBe(Code.NOT_FOUND);
  });
});

describe('star, stick to top and counts', () => {
  it('stars and sticks equipment to the top of the list for this user only', async () => {
    const second = await seedPlant(server.db, 'demo', `gw-${randomUUID().slice(0, 8)}`);
    await server.db
      .updateTable('equipment')
      .set({ name: '甲站', created_at: new Date(Date.now() + 60_000) })
      .where('id', '=', second.equipmentId)
      .execute();
    let list = await listed(demo, { sort: 'time' });
    expect(list.list[0]?.id).toBe(second.equipmentId);

    await demo.post('/lfscada/equipment/multi/setTop', {
      equipmentId: plant.equipmentId,
      value: 'true',
    });
    await demo.post('/lfscada/equipment/multi/setStar', {
      equipmentId: plant.equipmentId,
      value: 'true',
    });
    list = await listed(demo, { sort: 'time' });
    expect(list.list[0]).toMatchObject({ id: plant.equipmentId, top: true, starred: true });

    await demo.post('/lfscada/equipment/multi/setTop', {
      equipmentId: plant.equipmentId,
      value: 'false',
    });
    list = await listed(demo, { sort: 'time' });
    expect(list.list[0]?.id).toBe(second.equipmentId);
    expect(list.list.find((e) => e.id === plant.equipmentId)).toMatchObject({
      top: false,
      starred: true,
    });
    expect(
      body(
        await outsider.post('/lfscada/equipment/multi/setStar', {
          equipmentId: plant.equipmentId,
          value: 'true',
        }),
      ).code,
    ).toBe(Code.NOT_FOUND);
  });

  it('counts equipment, online, offline, alarm equipment and active alarms', async () => {
    await server.db
      .updateTable('gateway')
      .set({ online: true })
      .where('id', '=', plant.gatewayId)
      .execute();
    await server.db
      .insertInto('alarm')
      .values([
        activeAlarm(plant, 'count-a'),
        activeAlarm(plant, 'count-b'),
        { ...activeAlarm(plant, 'count-c'), end_at: new Date() },
      ])
      .execute();
    const counts = body<EquipmentCounts>(
      await demo.post('/lfscada/equipment/multi/queryCount', { type: 'eg' }),
    ).data;
    expect(counts).toEqual({
      equipment_count: 2,
      online_count: 1,
      offline_count: 1,
      alarm_equipment: 1,
      alarm_count: 2,
    });
    const theirs = body<EquipmentCounts>(
      await outsider.post('/lfscada/equipment/multi/queryCount', {}),
    ).data;
    expect(theirs.equipment_count).toBe(0);
  });
});

function activeAlarm(p: Plant, ruleKey: string) {
  return {
    org_id: p.orgId,
    kind: 'signal' as const,
    equipment_id: p.equipmentId,
    signal_id: Number(p.level),
    rule_key: ruleKey,
    level: 1,
    text: '液位过高',
    value: 8.6,
    start_at: new Date(),
  };
}

describe('alarm records', () => {
  it('lists records newest first with level, times, value and acknowledgement; acknowledges one', async () => {
    const page = body<AlarmQueryResponse>(
      await demo.post('/lfscada/monitor/multi/alarm/query', {
        equipmentId: plant.equipmentId,
        view: 'egList',
      }),
    );
    expect(page.code).toBe(200);
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    const first = page.data.list[0] as AlarmRecord;
    expect(first).toMatchObject({ signalName: '液位', level: 1, value: 8.6, acknowledged: false });

    const active = body<AlarmQueryResponse>(
      await demo.post('/lfscada/monitor/multi/alarm/query', {
        equipmentId: plant.equipmentId,
        view: 'egList',
        state: 'active',
      }),
    ).data;
    expect(active.list.every((a) => a.endTime === null)).toBe(true);

    const acked = body<AlarmRecord>(
      await demo.post('/lfscada/monitor/multi/alarm/acknowledge', { id: first.id, view: 'egList' }),
    );
    expect(acked.data).toMatchObject({ id: first.id, acknowledged: true });
    expect(
      body(
        await outsider.post('/lfscada/monitor/multi/alarm/acknowledge', {
          id: first.id,
          view: 'egList',
        }),
      ).code,
    ).toBe(Code.NOT_FOUND);
  });

  it('refuses a user whose alarm permission for that view was taken away', async () => {
    const userId = randomUUID();
    const { orgId } = await accountIds(server.db, 'demo');
    await server.db
      .insertInto('app_user')
      .values({
        id: userId,
        org_id: orgId,
        loginname: 'op1',
        username: '值班员',
        password_hash: await hashPassword('operator-pass-1'),
        role_type: 'user',
        prompt_types: JSON.stringify([]),
      })
      .execute();
    await server.db
      .insertInto('user_auth_revoked')
      .values({ user_id: userId, auth: AUTH.monitorMultiListAlarm })
      .execute();
    const operator = new Client(server.app, { 'accept-language': 'zh-CN' });
    await operator.login('op1', 'operator-pass-1');

    const refused = await operator.post('/lfscada/monitor/multi/alarm/query', {
      equipmentId: plant.equipmentId,
      view: 'egList',
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({
      code: Code.FORBIDDEN,
      message: MESSAGES.alarmNoPermission.zh,
    });
    const ackRefused = body(
      await operator.post('/lfscada/monitor/multi/alarm/acknowledge', { id: '1', view: 'egList' }),
    );
    expect(ackRefused.code).toBe(Code.FORBIDDEN);
    // Another view's permission does not open this equipment's records.
    const otherView = await operator.post('/lfscada/monitor/multi/alarm/query', {
      equipmentId: plant.equipmentId,
      view: 'gmInfo',
    });
    expect(body(otherView)).toMatchObject({
      code: Code.FORBIDDEN,
      message: MESSAGES.alarmNoPermission.zh,
    });
    // The designer view's permission is still there.
    const designer = body(
      await operator.post('/lfscada/monitor/multi/alarm/query', {
        equipmentId: plant.equipmentId,
        view: 'egDesigner',
      }),
    );
    expect(designer.code).toBe(200);
  });
});

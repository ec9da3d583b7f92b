import { randomUUID } from 'node:crypto';
import {
  Code,
  COMMAND_CODES,
  type DataCenterEquipmentChoice,
  type DataCenterOverview,
  type MapEquipment,
} from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePresence } from '../src/dataCenter/presenceSampler';
import { dbFingerprint, listInRange, userClient } from './accessWorld';
import { body, type Client, startTestServer, type TestServer } from './harness';
import { seedOtherOrg, seedPlant, seedProject, type Plant } from './liveHarness';
import { accountIds } from './accounts';

/**
 * The data range and sharing in the map, the data center, the manage lists and command results:
 * an engineer listed on one equipment (`inside`) reaches only it; a user of another organisation
 * reaches the equipment shared with them, as far as each grant allows (`viewOnly`: view;
 * `granted`: view, history and alarms). Everything else answers NOT_FOUND or is left out.
 */
type User = Client & { userId: string };
let server: TestServer;
let inside: Plant;
let outside: Plant;
let viewOnly: Plant;
let granted: Plant;
let listed: User;
let everything: User;
let receiver: User;
const HOUR = 3_600_000;

const call = async <T = unknown>(user: Client, url: string, fields: Record<string, string> = {}) =>
  body<T>(await user.post(url, fields));

async function share(plant: Plant, to: string, rights: { history: boolean; alarms: boolean }) {
  const owner = await accountIds(server.db, 'demo');
  const token = randomUUID();
  await server.db
    .insertInto('equipment_share')
    .values({
      equipment_id: plant.equipmentId,
      enabled: true,
      token,
      authority: 'view',
      with_history: rights.history,
      with_alarms: rights.alarms,
      updated_by: owner.userId,
    })
    .execute();
  await server.db
    .insertInto('equipment_share_grant')
    .values({ equipment_id: plant.equipmentId, user_id: to, token })
    .execute();
}

async function openAlarm(plant: Plant) {
  await server.db
    .insertInto('alarm')
    .values({
      org_id: plant.orgId,
      kind: 'signal',
      equipment_id: plant.equipmentId,
      signal_id: Number(plant.level),
      rule_key: `rule-${randomUUID()}`,
      level: 1,
      text: '液位高',
      start_at: new Date(Date.now() - 60_000),
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  [inside, outside, viewOnly, granted] = [
    await seedPlant(server.db),
    await seedPlant(server.db),
    await seedPlant(server.db),
    await seedPlant(server.db),
  ];
  for (const plant of [inside, outside, viewOnly, granted]) await openAlarm(plant);
  listed = await userClient(server, {
    orgId: inside.orgId,
    role: 'engineer',
    range: { equipmentIds: [inside.equipmentId] },
  });
  everything = await userClient(server, { orgId: inside.orgId, role: 'engineer' });
  const other = await seedOtherOrg(server.db);
  receiver = await userClient(server, { orgId: other.orgId, role: 'operator' });
  await share(viewOnly, receiver.userId, { history: false, alarms: false });
  await share(granted, receiver.userId, { history: true, alarms: true });
});
afterAll(() => server.close());

describe('the map', () => {
  const markers = async (user: Client) =>
    (await call<MapEquipment[]>(user, '/lfscada/map/equipment/queryAll')).data;

  it('shows the listed range, or the shared equipment with alarms only where granted', async () => {
    expect((await markers(listed)).map((m) => m.id)).toEqual([inside.equipmentId]);
    const all = (await markers(everything)).map((m) => m.id);
    for (const plant of [inside, outside, viewOnly, granted]) {
      expect(all).toContain(plant.equipmentId);
    }
    const shared = await markers(receiver);
    expect(new Map(shared.map((m) => [m.id, m.alarmCount]))).toEqual(
      new Map([
        [viewOnly.equipmentId, 0],
        [granted.equipmentId, 1],
      ]),
    );
    expect(shared.every((m) => m.keyValues.length > 0)).toBe(true);
  });

  it('issues a socket token for exactly the equipment it shows', async () => {
    for (const [user, expected] of [
      [listed, [inside.equipmentId]],
      [receiver, [viewOnly.equipmentId, granted.equipmentId]],
    ] as const) {
      expect((await call(user, '/lfscada/websocket/map/token')).code).toBe(Code.OK);
      const token = await server.db
        .selectFrom('live_token')
        .select('equipment_ids')
        .where('user_id', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect([...(token.equipment_ids as string[])].sort()).toEqual([...expected].sort());
    }
  });

  it('the equipment list’s one socket watches the listed equipment each user may see', async () => {
    const plants = [inside, outside, viewOnly, granted];
    const listedIds = plants.map((plant) => plant.equipmentId).join(',');
    for (const [user, expected] of [
      [listed, [inside]],
      [everything, plants],
      [receiver, [viewOnly, granted]],
    ] as const) {
      await server.db.deleteFrom('live_token').where('user_id', '=', user.userId).execute();
      const answer = await call(user, '/lfscada/websocket/monitor/list/token', {
        equipmentIds: listedIds,
      });
      expect(answer.code).toBe(Code.OK);
      const token = await server.db
        .selectFrom('live_token')
        .select('equipment_ids')
        .where('user_id', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect([...(token.equipment_ids as string[])].sort()).toEqual(
        expected.map((plant) => plant.equipmentId).sort(),
      );
    }
  });

  it('plays a track only inside the range, and for shared equipment only with history', async () => {
    const track = (user: Client, plant: Plant) =>
      call(user, '/lfscada/map/track/query', {
        equipmentId: plant.equipmentId,
        startTime: String(Date.now() - HOUR),
        endTime: String(Date.now()),
      });
    expect((await track(listed, outside)).code).toBe(Code.NOT_FOUND);
    expect((await track(receiver, outside)).code).toBe(Code.NOT_FOUND);
    expect((await track(receiver, viewOnly)).code).toBe(Code.FORBIDDEN);
    // Reached: the plant has no position signals, which is the next thing the track says.
    for (const [user, plant] of [
      [listed, inside],
      [receiver, granted],
    ] as const) {
      const answer = await track(user, plant);
      expect(answer.code).toBe(Code.BAD_REQUEST);
      expect(answer.message).toMatch(/position|位置/);
    }
  });
});

describe('the data center', () => {
  const window = {
    startTime: String(Date.now() - 2 * HOUR),
    endTime: String(Date.now() + HOUR),
    bucket: 'hour',
    tzOffset: '480',
  };
  const overview = async (user: Client) =>
    (await call<DataCenterOverview>(user, '/lfscada/datacenter/overview', window)).data;

  it('counts the equipment, alarms and online rate of what the user reaches', async () => {
    // Only `inside` online, of the organisation's four.
    await server.db
      .updateTable('gateway')
      .set({ online: true })
      .where('id', '=', inside.gatewayId)
      .execute();
    await samplePresence(server.db, new Date());
    // Back offline, as the tests after expect.
    await server.db
      .updateTable('gateway')
      .set({ online: false })
      .where('id', '=', inside.gatewayId)
      .execute();
    const rates = (o: DataCenterOverview) => o.onlineRate.map((b) => b.value);
    const mine = await overview(listed);
    expect(mine.counts.equipment_count).toBe(1);
    expect(mine.counts.alarm_count).toBe(1);
    expect(mine.topEquipment.map((e) => e.key)).toEqual([inside.equipmentId]);
    expect(mine.alarmsByBucket.reduce((sum, b) => sum + b.value, 0)).toBe(1);
    expect(rates(mine)).toEqual([1]);
    const whole = await overview(everything);
    expect(whole.counts.equipment_count).toBe(4);
    expect(rates(whole)).toEqual([0.25]);
    const shared = await overview(receiver);
    expect(shared.counts.equipment_count).toBe(2);
    expect(shared.topEquipment.map((e) => e.key)).toEqual([granted.equipmentId]);
    expect(rates(shared)).toEqual([0]);
  });

  it('offers and queries the signals in range, and shared ones only with history', async () => {
    const choices = async (user: Client) =>
      (await call<DataCenterEquipmentChoice[]>(user, '/lfscada/datacenter/signals')).data.map(
        (c) => c.equipmentId,
      );
    expect(await choices(listed)).toEqual([inside.equipmentId]);
    expect(await choices(receiver)).toEqual([granted.equipmentId]);
    const query = (user: Client, plant: Plant) =>
      call(user, '/lfscada/datacenter/query', {
        ...window,
        signalIds: JSON.stringify([plant.level]),
      }).then((answer) => answer.code);
    expect(await query(listed, outside)).toBe(Code.NOT_FOUND);
    expect(await query(listed, inside)).toBe(Code.OK);
    expect(await query(receiver, viewOnly)).toBe(Code.NOT_FOUND);
    expect(await query(receiver, outside)).toBe(Code.NOT_FOUND);
    expect(await query(receiver, granted)).toBe(Code.OK);
  });
});

describe('the manage lists', () => {
  it('list only the equipment in range, and the gateways wholly inside it', async () => {
    const equipment = await call<{ total: number; list: { id: string }[] }>(
      listed,
      '/lfscada/equipment/multi/manage/query',
    );
    expect(equipment.data.list.map((e) => e.id)).toEqual([inside.equipmentId]);
    expect(equipment.data.total).toBe(1);
    const gateways = await call<{ list: { id: string; equipment: { id: string }[] }[] }>(
      listed,
      '/lfscada/gateway/query',
    );
    const ids = gateways.data.list.map((g) => g.id);
    expect(ids).toContain(inside.gatewayId);
    expect(ids).not.toContain(outside.gatewayId);
    expect(gateways.data.list.flatMap((g) => g.equipment.map((e) => e.id))).toEqual([
      inside.equipmentId,
    ]);
  });

  it('answer NOT_FOUND for a gateway or equipment outside, changing nothing', async () => {
    const before = await dbFingerprint(server.db);
    for (const [url, fields] of [
      ['/lfscada/gateway/edit', { id: outside.gatewayId, name: '改名' }],
      ['/lfscada/gateway/delete', { id: outside.gatewayId }],
      ['/lfscada/gateway/rotateCredentials', { id: outside.gatewayId }],
      ['/lfscada/equipment/multi/manage/info', { id: outside.equipmentId }],
      ['/lfscada/equipment/multi/signal/query', { equipmentId: outside.equipmentId }],
      [
        '/lfscada/equipment/multi/bindGateway',
        { id: inside.equipmentId, gatewayId: outside.gatewayId },
      ],
    ] as const) {
      const answer = await call(listed, url, fields);
      expect([Code.NOT_FOUND, Code.BAD_REQUEST], `${url} ${answer.message}`).toContain(answer.code);
    }
    expect(await dbFingerprint(server.db)).toEqual(before);
    const own = await call(listed, '/lfscada/gateway/edit', {
      id: inside.gatewayId,
      name: '一号网关',
    });
    expect(own.code, own.message).toBe(Code.OK);
  });
});

describe('deleted equipment', () => {
  it('is listed and purged by a listed user only when they deleted it themselves', async () => {
    const mine = await seedPlant(server.db);
    const theirs = await seedPlant(server.db);
    await listInRange(server.db, listed.userId, { equipmentIds: [mine.equipmentId] });
    for (const [user, plant] of [
      [listed, mine],
      [everything, theirs],
    ] as const) {
      const deleted = await call(user, '/lfscada/equipment/multi/delete', {
        id: plant.equipmentId,
      });
      expect(deleted.code, deleted.message).toBe(Code.OK);
    }
    const archive = async (user: Client) =>
      (await call<{ id: string }[]>(user, '/lfscada/equipment/multi/deleted/query')).data.map(
        (row) => row.id,
      );
    expect(await archive(listed)).toEqual([mine.equipmentId]);
    expect(await archive(everything)).toEqual(
      expect.arrayContaining([mine.equipmentId, theirs.equipmentId]),
    );
    const before = await dbFingerprint(server.db);
    const purge = (user: Client, plant: Plant) =>
      call(user, '/lfscada/equipment/multi/purge', { id: plant.equipmentId });
    expect((await purge(listed, theirs)).code).toBe(Code.NOT_FOUND);
    expect(await dbFingerprint(server.db)).toEqual(before);
    expect((await purge(listed, mine)).code).toBe(Code.OK);
  });
});

describe('command results', () => {
  it('are read by the user who sent the command only', async () => {
    const command = async (by: User, plant: Plant) => {
      const uuid = randomUUID();
      await server.db
        .insertInto('command')
        .values({
          uuid,
          org_id: plant.orgId,
          user_id: by.userId,
          equipment_id: plant.equipmentId,
          gateway_id: plant.gatewayId,
          signal_id: Number(plant.level),
          kind: 'read',
          expires_at: new Date(Date.now() + 60_000),
        })
        .execute();
      return uuid;
    };
    const result = (user: Client, uuid: string) =>
      call(user, '/lfscada/equipment/multi/callback', { uuid }).then((answer) => answer.code);
    const sentByAll = await command(everything, outside);
    expect(await result(everything, sentByAll)).toBe(Code.OK);
    expect(await result(listed, sentByAll)).toBe(Code.NOT_FOUND);
    expect(await result(receiver, sentByAll)).toBe(Code.NOT_FOUND);
    const sentByReceiver = await command(receiver, granted);
    expect(await result(receiver, sentByReceiver)).toBe(Code.OK);
    expect(await result(everything, sentByReceiver)).toBe(Code.NOT_FOUND);
  });
});

describe('writes a page widget issues', () => {
  it('are checked by the server whatever the page shows (authRegion is presentation only)', async () => {
    const insideProject = await seedProject(server.db, inside);
    const outsideProject = await seedProject(server.db, outside);
    const viewer = await userClient(server, { orgId: inside.orgId, role: 'viewer' });
    const write = (user: Client, projectId: string, plant: Plant) =>
      call(user, '/lfscada/monitor/project/signal/writeVal', {
        projectId,
        signalId: plant.level,
        value: '3',
      }).then((answer) => Number(answer.code));
    const before = await dbFingerprint(server.db);
    expect(await write(listed, outsideProject, outside)).toBe(Code.NOT_FOUND);
    expect(await write(receiver, outsideProject, outside)).toBe(Code.NOT_FOUND);
    expect(await write(viewer, insideProject, inside)).toBe(COMMAND_CODES.noWritePermission);
    expect(await dbFingerprint(server.db)).toEqual(before);
  });
});

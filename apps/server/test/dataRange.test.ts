import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyOrgUsers, textsOf } from '../src/alarms/notify';
import { dbFingerprint, userClient } from './accessWorld';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { seedPage, seedPlant, seedProject, type Plant } from './liveHarness';

/**
 * The data range: an operator listed on one project (so on its equipment) sees and reaches only
 * that, in lists, counts, tokens, history, writes and alarm messages; the rest answers NOT_FOUND.
 */
let server: TestServer;
let inside: Plant;
let outside: Plant;
let insideProject: string;
let outsideProject: string;
let outsidePage: string;
let operator: Client & { userId: string };

const code = async (response: Promise<{ json(): unknown }>) =>
  Number(((await response).json() as { code: number }).code);

beforeAll(async () => {
  server = await startTestServer();
  inside = await seedPlant(server.db);
  outside = await seedPlant(server.db);
  await server.db
    .updateTable('equipment')
    .set({ name: '范围外泵站' })
    .where('id', '=', outside.equipmentId)
    .execute();
  insideProject = await seedProject(server.db, inside);
  outsideProject = await seedProject(server.db, outside);
  outsidePage = await seedPage(server.db, outsideProject);
  operator = await userClient(server, {
    orgId: inside.orgId,
    role: 'operator',
    range: { projectIds: [insideProject] },
  });
});
afterAll(() => server.close());

describe('a listed data range', () => {
  it('is what user/info says, with the role and its permissions', async () => {
    const info = body<{ roleId: string; dataRange: string; auths: string[] }>(
      await operator.get('/lfscada/user/info'),
    );
    expect(info.data.roleId).toBe('operator');
    expect(info.data.dataRange).toBe('listed');
    expect(info.data.auths).toContain('monitor_write');
    expect(info.data.auths).not.toContain('project_edit');
  });

  it('lists and counts only the equipment in range', async () => {
    const list = body<{ total: number; list: { id: string }[] }>(
      await operator.post('/lfscada/equipment/multi/query'),
    );
    expect(list.data.list.map((e) => e.id)).toEqual([inside.equipmentId]);
    expect(list.data.total).toBe(1);
    const followable = body<{ total: number }>(
      await operator.post('/lfscada/monitor/equipment/query'),
    );
    expect(followable.data.total).toBe(1);
    const counts = body<{ equipment_count: number }>(
      await operator.post('/lfscada/equipment/multi/queryCount'),
    );
    expect(counts.data.equipment_count).toBe(1);
    const demo = new Client(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    const all = body<{ total: number }>(await demo.post('/lfscada/equipment/multi/query'));
    expect(all.data.total).toBe(2);
  });

  it('answers NOT_FOUND for equipment outside, and serves equipment inside', async () => {
    for (const [url, fields] of [
      ['/lfscada/equipment/multi/info', { id: outside.equipmentId }],
      ['/lfscada/monitor/multi/signal/query', { equipmentId: outside.equipmentId }],
      ['/lfscada/websocket/monitor/token', { equipmentId: outside.equipmentId }],
      [
        '/lfscada/monitor/multi/history/queryAll',
        {
          equipmentId: outside.equipmentId,
          signalIds: JSON.stringify([outside.level]),
          startTime: String(Date.now() - 3_600_000),
          endTime: String(Date.now()),
        },
      ],
    ] as const) {
      expect(await code(operator.post(url, fields)), url).toBe(Code.NOT_FOUND);
      const swap: Record<string, string> = {
        [outside.equipmentId]: inside.equipmentId,
        [JSON.stringify([outside.level])]: JSON.stringify([inside.level]),
      };
      const own = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, swap[value] ?? value]),
      );
      const served = await operator.post(url, own);
      expect(Number(body(served).code), `${url} ${served.body}`).toBe(Code.OK);
    }
  });

  it('refuses a forged write outside the range and records no command', async () => {
    const before = await dbFingerprint(server.db);
    const answer = await code(
      operator.post('/lfscada/monitor/multi/signal/writeVal', {
        equipmentId: outside.equipmentId,
        signalId: outside.level,
        value: '3',
      }),
    );
    expect(answer).toBe(Code.NOT_FOUND);
    expect(await dbFingerprint(server.db)).toEqual(before);
  });

  it('lists only the projects in range and hides the pages of the others', async () => {
    const projects = body<{ list: { id: string }[] }>(
      await operator.post('/lfscada/monitor/project/query'),
    );
    expect(projects.data.list.map((p) => p.id)).toEqual([insideProject]);
    expect(await code(operator.post('/lfscada/monitor/project/info', { id: outsideProject }))).toBe(
      Code.NOT_FOUND,
    );
    expect(
      await code(operator.post('/lfscada/monitor/project/page/info', { id: outsidePage })),
    ).toBe(Code.NOT_FOUND);
  });

  it('sends alarm messages of equipment outside the range to others only', async () => {
    const unread = async () =>
      body<{ count: number }>(await operator.post('/lfscada/msg/queryUnReadMsgCount')).data.count;
    const before = await unread();
    const message = (equipmentId: string) => ({
      kind: 'signal' as const,
      orgId: inside.orgId,
      ...textsOf({ key: 'valueOn' }, { key: 'valueOff' }),
      dataId: equipmentId,
      equipType: 'eg',
    });
    await notifyOrgUsers(server.db, server.app.live.hub, message(outside.equipmentId));
    expect(await unread()).toBe(before);
    await notifyOrgUsers(server.db, server.app.live.hub, message(inside.equipmentId));
    expect(await unread()).toBe(before + 1);
  });
});

describe('equipment added by a user of a listed range', () => {
  /** An engineer whose range lists the one equipment `inside`. */
  const insideEngineer = () =>
    userClient(server, {
      orgId: inside.orgId,
      role: 'engineer',
      range: { equipmentIds: [inside.equipmentId] },
    });

  /** The equipment listed in a user's data range. */
  const listedEquipment = async (userId: string) =>
    (
      await server.db
        .selectFrom('user_range_equipment')
        .select('equipment_id')
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => row.equipment_id);

  it('joins their range in the same transaction, and is theirs to open at once', async () => {
    const engineer = await insideEngineer();
    const added = body<{ id: string }>(
      await engineer.post('/lfscada/equipment/multi/add', { name: '新增泵站', type: 'eg' }),
    );
    expect(added.code).toBe(Code.OK);
    expect((await listedEquipment(engineer.userId)).sort()).toEqual(
      [inside.equipmentId, added.data.id].sort(),
    );
    const info = body(await engineer.post('/lfscada/equipment/multi/info', { id: added.data.id }));
    expect(info.code).toBe(Code.OK);
    // The operator listed on another project does not get it.
    expect(await code(operator.post('/lfscada/equipment/multi/info', { id: added.data.id }))).toBe(
      Code.NOT_FOUND,
    );
  });

  it('adds nothing to the range when the add is refused', async () => {
    const engineer = await insideEngineer();
    const refused = body(
      await engineer.post('/lfscada/equipment/multi/add', {
        name: '带无效模型',
        type: 'eg',
        modelId: 'no-such-model',
      }),
    );
    expect(refused.code).toBe(Code.BAD_REQUEST);
    expect(await listedEquipment(engineer.userId)).toEqual([inside.equipmentId]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  COMMAND_CODES,
  SHARE_LIMITS,
  type EquipmentQueryResponse,
  type ShareInfo,
  type ShareJoined,
} from '@lf/protocol';
import { body, Client, seededUser } from './harness';
import {
  seedOtherOrg,
  seedPlant,
  startLiveServer,
  type LiveServer,
  type Plant,
} from './liveHarness';

/*
 * Device sharing: the demo organisation's user shares a pump with a contractor of another
 * organisation, who reaches exactly what the grant allows and nothing of the owner's other
 * equipment, until the grant ends.
 */
describe('equipment sharing', () => {
  let server: LiveServer;
  let pump: Plant;
  let otherPump: Plant;
  let owner: Client;
  let contractor: Client;
  let contractorName: string;

  const share = async (fields: Record<string, string>, url = 'editAuth') =>
    body<ShareInfo>(
      await owner.post(`/lfscada/equipment/multi/share/${url}`, {
        equipId: pump.equipmentId,
        ...fields,
      }),
    );
  const viewOnly = {
    enabled: 'true',
    authority: 'view',
    withHistory: 'false',
    withAlarms: 'false',
  };
  const join = (client: Client, token: string, password: string) =>
    client.post('/lfscada/equipment/multi/share/join', { token, password });
  const callAs = (client: Client, url: string, fields: Record<string, string>) =>
    client.post(url, fields).then((r) => body(r));

  beforeAll(async () => {
    server = await startLiveServer({ timing: { sessionCheckMs: 100 } });
    pump = await seedPlant(server.db);
    otherPump = await seedPlant(server.db);
    owner = await seededUser(server.app, 'demo');
    const other = await seedOtherOrg(server.db);
    contractorName = other.loginname;
    contractor = new Client(server.app);
    expect(body(await contractor.login(other.loginname, other.password)).code).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the share password to four or more letters or digits, stored hashed', async () => {
    const initial = await share({}, 'info');
    expect(initial.data).toMatchObject({ enabled: false, hasPassword: false, token: null });
    for (const password of ['abc', 'pump 12', 'pump#12', '泵站密码1234']) {
      const refused = await share({ password }, 'editPwd');
      expect(refused.code).toBe(Code.BAD_REQUEST);
      expect(refused.message).toContain('password');
    }
    const set = await share({ password: 'Pump2026' }, 'editPwd');
    expect(set.data).toMatchObject({ enabled: true, hasPassword: true, authority: 'view' });
    expect(set.data.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const row = await server.db
      .selectFrom('equipment_share')
      .select('password_hash')
      .where('equipment_id', '=', pump.equipmentId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('Pump2026');
  });

  it('refuses malformed and unknown links and wrong passwords, then grants view only', async () => {
    const { data } = await share(viewOnly);
    const token = data.token ?? '';
    const malformed = body(await join(contractor, 'not a token!', 'Pump2026'));
    expect(malformed.code).toBe(Code.BAD_REQUEST);
    expect(malformed.message).toContain('token');
    const unknown = body(await join(contractor, 'A'.repeat(43), 'Pump2026'));
    expect(unknown).toMatchObject({ code: Code.NOT_FOUND, message: '分享链接无效或已失效' });
    const wrong = body(await join(contractor, token, 'Pump2025'));
    expect(wrong).toMatchObject({ code: Code.BAD_REQUEST, message: '分享密码错误' });
    const own = body(await join(owner, token, 'Pump2026'));
    expect(own.code).toBe(Code.BAD_REQUEST);

    const joined = body<ShareJoined>(await join(contractor, token, 'Pump2026'));
    expect(joined.data).toMatchObject({ equipId: pump.equipmentId, name: '测试泵站' });

    const list = body<EquipmentQueryResponse>(
      await contractor.post('/lfscada/equipment/multi/query', {}),
    );
    expect(list.data.list.map((e) => e.id)).toEqual([pump.equipmentId]);
    expect(list.data.list[0]?.share).toMatchObject({
      sharedBy: 'demo (演示水务公司)',
      authority: 'view',
      withHistory: false,
      withAlarms: false,
    });
    const info = await share({}, 'info');
    expect(info.data.grants).toEqual([expect.objectContaining({ loginname: contractorName })]);
    const counts = body<{ equipment_count: number }>(
      await contractor.post('/lfscada/equipment/multi/queryCount', {}),
    );
    expect(counts.data.equipment_count).toBe(1);
  });

  it('gives the receiver exactly the granted authority and nothing of the owner’s other equipment', async () => {
    const id = { equipmentId: pump.equipmentId };
    for (const url of [
      '/lfscada/monitor/multi/gateway/info',
      '/lfscada/monitor/multi/signal/query',
      '/lfscada/websocket/monitor/token',
    ]) {
      expect((await callAs(contractor, url, id)).code, url).toBe(200);
    }
    expect(
      (await callAs(contractor, '/lfscada/equipment/multi/info', { id: pump.equipmentId })).code,
    ).toBe(200);
    const history = await callAs(contractor, '/lfscada/monitor/multi/history/queryAll', {
      ...id,
      signalIds: pump.level,
      startTime: String(Date.now() - 3_600_000),
      endTime: String(Date.now()),
    });
    expect(history).toMatchObject({ code: Code.FORBIDDEN, message: '分享权限不包含此操作' });
    const alarms = await callAs(contractor, '/lfscada/monitor/multi/alarm/query', {
      ...id,
      view: 'egList',
    });
    expect(alarms.code).toBe(Code.FORBIDDEN);
    const write = await callAs(contractor, '/lfscada/monitor/multi/signal/writeVal', {
      ...id,
      signalId: pump.level,
      value: '5',
    });
    expect(write).toMatchObject({ code: COMMAND_CODES.noWritePermission, message: '没有写入权限' });

    // The owner's other equipment, and every managing call, stay out of reach.
    const other = { equipmentId: otherPump.equipmentId };
    expect((await callAs(contractor, '/lfscada/monitor/multi/signal/query', other)).code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await callAs(contractor, '/lfscada/equipment/multi/info', { id: otherPump.equipmentId }))
        .code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (
        await callAs(contractor, '/lfscada/monitor/multi/signal/writeVal', {
          signalId: otherPump.level,
          value: '1',
        })
      ).code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (await callAs(contractor, '/lfscada/equipment/multi/manage/info', { id: pump.equipmentId }))
        .code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (
        await callAs(contractor, '/lfscada/equipment/multi/share/info', {
          equipId: pump.equipmentId,
        })
      ).code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (
        await callAs(contractor, '/lfscada/equipment/multi/share/editPwd', {
          equipId: pump.equipmentId,
          password: 'Mine1234',
        })
      ).code,
    ).toBe(Code.NOT_FOUND);

    const detail = await callAs(contractor, '/usual/EquipAction!getEquipDetail.action', {
      id: pump.equipmentId,
    });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ id: pump.equipmentId, driver: null, reports: [] });
    const gateway = (detail.data as { gateway: { equipment: { id: string }[] } }).gateway;
    expect(gateway.equipment.map((e) => e.id)).toEqual([pump.equipmentId]);
  });

  it('widens and narrows the authority for every receiver at once', async () => {
    await share({ ...viewOnly, authority: 'write', withHistory: 'true', withAlarms: 'true' });
    const write = await callAs(contractor, '/lfscada/monitor/multi/signal/writeVal', {
      equipmentId: pump.equipmentId,
      signalId: pump.level,
      value: '5',
    });
    // Past the authority: the write is refused only because the gateway is offline.
    expect(write.code).toBe(COMMAND_CODES.deviceOffline);
    const alarms = await callAs(contractor, '/lfscada/monitor/multi/alarm/query', {
      equipmentId: pump.equipmentId,
      view: 'egList',
    });
    expect(alarms.code).toBe(200);
    await share(viewOnly);
    const again = await callAs(contractor, '/lfscada/monitor/multi/signal/writeVal', {
      equipmentId: pump.equipmentId,
      signalId: pump.level,
      value: '5',
    });
    expect(again.code).toBe(COMMAND_CODES.noWritePermission);
  });

  it('closes the receiver’s live socket at once on revoke, and refuses every later call', async () => {
    const token = body<{ token: string }>(
      await contractor.post('/lfscada/websocket/monitor/token', { equipmentId: pump.equipmentId }),
    );
    const socket = await server.openSocket(`/lfscada/ws/eg/signal/subscribe/${token.data.token}`);
    const info = await share({}, 'info');
    const userId = info.data.grants[0]?.userId ?? '';
    const revoked = await share({ userId }, 'revoke');
    expect(revoked.data.grants).toEqual([]);
    expect(await socket.closed).toBe(4404);
    const after = await callAs(contractor, '/lfscada/monitor/multi/signal/query', {
      equipmentId: pump.equipmentId,
    });
    expect(after.code).toBe(Code.NOT_FOUND);
    const list = body<EquipmentQueryResponse>(
      await contractor.post('/lfscada/equipment/multi/query', {}),
    );
    expect(list.data.total).toBe(0);
    // Both sides have it in their operation log.
    const logged = await server.db
      .selectFrom('operation_log')
      .select(['user_id', 'action'])
      .where('action', 'like', 'share.%')
      .execute();
    const actions = logged.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'share.password',
        'share.join',
        'share.joined',
        'share.revoke',
        'share.revoked',
      ]),
    );
    expect(new Set(logged.map((row) => row.user_id)).size).toBe(2);
  });

  it('ends the link and every grant when the password changes or sharing is turned off', async () => {
    // The contractor's grant was revoked above: only a new password lets them back.
    await share({ password: 'Pump2026' }, 'editPwd');
    const first = (await share(viewOnly)).data.token ?? '';
    expect(body(await join(contractor, first, 'Pump2026')).code).toBe(200);
    const changed = await share({ password: 'NewPump1' }, 'editPwd');
    expect(changed.data.token).not.toBe(first);
    expect(changed.data.grants).toEqual([]);
    expect(body(await join(contractor, first, 'NewPump1')).message).toBe('分享链接无效或已失效');
    const second = changed.data.token ?? '';
    expect(body(await join(contractor, second, 'NewPump1')).code).toBe(200);
    const off = await share({ ...viewOnly, enabled: 'false' });
    expect(off.data).toMatchObject({ enabled: false, token: null, grants: [] });
    expect(body(await join(contractor, second, 'NewPump1')).code).toBe(Code.NOT_FOUND);
    const signals = await callAs(contractor, '/lfscada/monitor/multi/signal/query', {
      equipmentId: pump.equipmentId,
    });
    expect(signals.code).toBe(Code.NOT_FOUND);
  });

  it('stops an expired share: its grants, its socket and its link', async () => {
    const token = (await share({ password: 'Pump2026' }, 'editPwd')).data.token ?? '';
    const expiresAt = new Date(Date.now() + server.clock.offsetMs + 60_000).toISOString();
    await share({ ...viewOnly, expiresAt });
    expect(body(await join(contractor, token, 'Pump2026')).code).toBe(200);
    const live = body<{ token: string }>(
      await contractor.post('/lfscada/websocket/monitor/token', { equipmentId: pump.equipmentId }),
    );
    const socket = await server.openSocket(`/lfscada/ws/eg/signal/subscribe/${live.data.token}`);
    server.clock.offsetMs += 120_000;
    expect(await socket.closed).toBe(4404);
    const after = await callAs(contractor, '/lfscada/equipment/multi/info', {
      id: pump.equipmentId,
    });
    expect(after.code).toBe(Code.NOT_FOUND);
    const again = body(await join(contractor, token, 'Pump2026'));
    expect(again).toMatchObject({ code: Code.FORBIDDEN, message: '分享已过期' });
    server.clock.offsetMs = 0;
    await share(viewOnly);
  });

  it('limits wrong share passwords like logins, even for 200 parallel tries', async () => {
    const token = (await share({ password: 'Pump2027' }, 'editPwd')).data.token ?? '';
    const attacker = new Client(server.app);
    const other = await seedOtherOrg(server.db);
    expect(body(await attacker.login(other.loginname, other.password)).code).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        join(attacker, token, `guess${i}`).then((r) => body(r)),
      ),
    );
    const wrong = answers.filter((a) => a.code === Code.BAD_REQUEST);
    const limited = answers.filter((a) => a.code === Code.TOO_MANY_REQUESTS);
    expect(wrong.length).toBe(SHARE_LIMITS.attempts);
    expect(limited.length).toBe(200 - SHARE_LIMITS.attempts);
    expect(limited[0]?.message).toBe('分享密码错误次数过多，请 15 分钟后再试');
    // Even the right password is refused while the limit holds.
    expect(body(await join(attacker, token, 'Pump2027')).code).toBe(Code.TOO_MANY_REQUESTS);
    const grants = await server.db
      .selectFrom('equipment_share_grant')
      .select('user_id')
      .where('equipment_id', '=', pump.equipmentId)
      .execute();
    expect(grants).toEqual([]);
  });

  it('answers refusals in English too', async () => {
    const english = new Client(server.app, { 'accept-language': 'en' });
    const other = await seedOtherOrg(server.db);
    await english.login(other.loginname, other.password);
    const unknown = body(await join(english, 'B'.repeat(43), 'whatever'));
    expect(unknown.message).toBe('The share link is invalid or no longer valid');
  });
});

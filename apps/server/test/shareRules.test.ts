import { AUTH, Code, type RoleRow, type ShareInfo } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from './accessWorld';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';
import { seedOtherOrg, seedPlant, type Plant, outsiderClient } from './liveHarness';
import { addUser, loginAs, NEW_PASSWORD } from './usersWorld';

/*
 * Issue 26, defects 2 and 3: sharing needs its own permission and never gives more than the
 * sharer holds on the equipment; a revoked receiver does not come back with the same link.
 */
let server: TestServer;
let admin: Client;
let contractor: Client;
let pump: Plant;

const writeEverything = {
  enabled: 'true',
  authority: 'write',
  withHistory: 'true',
  withAlarms: 'true',
};
const viewOnly = { enabled: 'true', authority: 'view', withHistory: 'false', withAlarms: 'false' };

const shareCall = async (client: Client, url: string, fields: Record<string, string>) =>
  body<ShareInfo>(
    await client.post(`/lfscada/equipment/multi/share/${url}`, {
      equipId: pump.equipmentId,
      ...fields,
    }),
  );
const join = async (client: Client, token: string, password: string) =>
  body(await client.post('/lfscada/equipment/multi/share/join', { token, password }));

/** Runs a call that must be refused with `code` and `message`, and proves nothing changed. */
async function refusedUnchanged(
  call: () => Promise<{ code: number | string; message: string }>,
  code: number,
  message: unknown,
): Promise<void> {
  const before = await dbFingerprint(server.db);
  expect(await call()).toMatchObject({ code, message });
  expect(await dbFingerprint(server.db)).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer();
  pump = await seedPlant(server.db);
  admin = await seededUser(server.app, 'admin');
  contractor = await outsiderClient(server);
});
afterAll(() => server.close());

describe('sharing permission', () => {
  it('refuses a viewer without it both the share password and a write share', async () => {
    await addUser(admin, 'vw1', { roleId: 'viewer' });
    const viewer = await loginAs(server, 'vw1', NEW_PASSWORD, 'viewer-pass-12');
    await refusedUnchanged(
      () => shareCall(viewer, 'editPwd', { password: 'Pump2026' }),
      Code.FORBIDDEN,
      '您没有分享设备的权限',
    );
    await refusedUnchanged(
      () => shareCall(viewer, 'editAuth', writeEverything),
      Code.FORBIDDEN,
      '您没有分享设备的权限',
    );
    await refusedUnchanged(
      () => shareCall(viewer, 'revoke', { userId: 'anyone' }),
      Code.FORBIDDEN,
      '您没有分享设备的权限',
    );
  });

  it('never lets a share exceed the sharer’s own rights to the equipment', async () => {
    const role = body<RoleRow>(
      await admin.post('/lfscada/manage/role/add', {
        name: '只分享',
        auths: JSON.stringify([AUTH.equipmentShare, AUTH.accountPassword]),
      }),
    );
    await addUser(admin, 'shr1', { roleId: role.data.id });
    const sharer = await loginAs(server, 'shr1', NEW_PASSWORD, 'sharer-pass-12');
    await refusedUnchanged(
      () => shareCall(sharer, 'editAuth', writeEverything),
      Code.FORBIDDEN,
      `分享权限不能超过您自己对该设备的权限：${AUTH.monitorWrite}, ${AUTH.historyExport}, ${AUTH.monitorMultiListAlarm}, ${AUTH.monitorMultiDesignerAlarm}`,
    );
    // A write share an administrator set up cannot be re-opened under a new password by them.
    expect((await shareCall(admin, 'editPwd', { password: 'Pump2026' })).code).toBe(200);
    expect((await shareCall(admin, 'editAuth', writeEverything)).code).toBe(200);
    await refusedUnchanged(
      () => shareCall(sharer, 'editPwd', { password: 'Pump2027' }),
      Code.FORBIDDEN,
      expect.stringContaining(AUTH.monitorWrite),
    );
    // Within their rights they share.
    const narrowed = await shareCall(sharer, 'editAuth', viewOnly);
    expect(narrowed).toMatchObject({ code: 200, data: { authority: 'view', withHistory: false } });
  });
});

describe('a revoked receiver', () => {
  it('cannot join again with the same link and password; a new password lets them back', async () => {
    const set = await shareCall(admin, 'editPwd', { password: 'Pump2026' });
    await shareCall(admin, 'editAuth', viewOnly);
    const token = set.data.token ?? '';
    expect((await join(contractor, token, 'Pump2026')).code).toBe(200);
    const granted = await shareCall(admin, 'info', {});
    const userId = granted.data.grants[0]?.userId ?? '';
    expect((await shareCall(admin, 'revoke', { userId })).data.grants).toEqual([]);

    const before = await server.db.selectFrom('equipment_share_grant').selectAll().execute();
    const again = await join(contractor, token, 'Pump2026');
    expect(again).toMatchObject({
      code: Code.FORBIDDEN,
      message: '您对该设备的分享已被撤销，请向分享者索取新的链接或密码',
    });
    expect(await server.db.selectFrom('equipment_share_grant').selectAll().execute()).toEqual(
      before,
    );
    const signals = body(
      await contractor.post('/lfscada/monitor/multi/signal/query', {
        equipmentId: pump.equipmentId,
      }),
    );
    expect(signals.code).toBe(Code.NOT_FOUND);

    const renewed = await shareCall(admin, 'editPwd', { password: 'Pump2028' });
    expect((await join(contractor, renewed.data.token ?? '', 'Pump2028')).code).toBe(200);
  });

  it('is told so in English too', async () => {
    const set = await shareCall(admin, 'editPwd', { password: 'Pump2029' });
    const token = set.data.token ?? '';
    const other = await seedOtherOrg(server.db);
    const english = new Client(server.app, { 'accept-language': 'en' });
    await english.login(other.loginname, other.password);
    expect((await join(english, token, 'Pump2029')).code).toBe(200);
    const userId =
      (await shareCall(admin, 'info', {})).data.grants.find((g) => g.loginname === other.loginname)
        ?.userId ?? '';
    await shareCall(admin, 'revoke', { userId });
    expect((await join(english, token, 'Pump2029')).message).toBe(
      'Your share of this equipment was revoked; ask the sharer for a new link or password',
    );
  });
});

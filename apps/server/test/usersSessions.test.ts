import { Code, type SystemSettingsView } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client, seededUser } from './harness';
import { startLiveServer, type LiveServer } from './liveHarness';
import { addUser, loginAs, NEW_PASSWORD, userForm, userRow } from './usersWorld';
import { accountIds } from './accounts';

/*
 * Users and roles against sessions: disabling, resetting and deleting end sessions and close
 * open sockets at once (4401), the forced password change, the password policy of the system
 * settings, and the last administrator under 200 parallel demotions.
 */
let server: LiveServer;
let admin: Client;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // The periodic session check is slowed to a minute: a socket that closes at once was closed
  // by the change itself, not by the sweep.
  server = await startLiveServer({ timing: { sessionCheckMs: 60_000 } });
  admin = await seededUser(server.app, 'admin');
});
afterAll(() => server.close());

async function saveSettings(changes: Partial<SystemSettingsView>) {
  const current = body<Record<string, unknown>>(
    await admin.post('/lfscada/system/settings/query'),
  ).data;
  const form = Object.fromEntries(
    Object.entries({ ...current, ...changes })
      .filter(([key]) => key !== 'faviconIco')
      .map(([key, value]) => [key, String(value)]),
  );
  expect(body(await admin.post('/lfscada/system/settings/save', form)).code).toBe(200);
}

async function messageSocket(client: Client) {
  const token = body<{ token: string }>(await client.post('/lfscada/websocket/msg/token'));
  return server.openSocket(`/lfscada/ws/message/subscribe/${token.data.token}`);
}

describe('disabling a user', () => {
  it('closes their open socket with 4401 at once, refuses the next call and the login', async () => {
    const id = await addUser(admin, 'dis1');
    const user = await loginAs(server, 'dis1', NEW_PASSWORD, 'dis-pass-123');
    const { closed } = await messageSocket(user);
    const disabled = body(
      await admin.post('/lfscada/manage/user/disable', { id, disabled: 'true' }),
    );
    expect(disabled.code).toBe(200);
    expect(await closed).toBe(4401);
    expect(body(await user.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
    const again = body(await new Client(server.app).login('dis1', 'dis-pass-123'));
    expect(again).toMatchObject({ code: Code.FORBIDDEN, message: '账号已停用，请联系管理员' });
    expect((await userRow(admin, id))?.state).toBe('disabled');

    expect(
      body(await admin.post('/lfscada/manage/user/disable', { id, disabled: 'false' })).code,
    ).toBe(200);
    expect(body(await new Client(server.app).login('dis1', 'dis-pass-123')).code).toBe(200);
  });

  it('resetting the password ends the sessions, closes the sockets and forces a change', async () => {
    const id = await addUser(admin, 'rst1');
    const user = await loginAs(server, 'rst1', NEW_PASSWORD, 'rst-pass-123');
    const { closed } = await messageSocket(user);
    const reset = body<{ password: string }>(
      await admin.post('/lfscada/manage/user/resetPassword', { id }),
    );
    expect(reset.code).toBe(200);
    expect(reset.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await closed).toBe(4401);
    expect(body(await user.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
    const again = await loginAs(server, 'rst1', reset.data.password);
    expect(
      body<{ mustChangePassword: boolean }>(await again.get('/lfscada/user/info')).data
        .mustChangePassword,
    ).toBe(true);
  });
});

describe('the forced password change', () => {
  it('refuses every call but user info and the change until the password is changed', async () => {
    await addUser(admin, 'frc1');
    const user = await loginAs(server, 'frc1');
    const refused = body(await user.post('/lfscada/userConfig/query'));
    expect(refused).toMatchObject({
      code: Code.PASSWORD_CHANGE_REQUIRED,
      message: '请先修改密码后再继续使用',
    });
    const english = body(
      await user.post('/lfscada/websocket/msg/token', {}, { headers: { 'accept-language': 'en' } }),
    );
    expect(english.message).toBe('Change your password before going on');
    expect(body(await user.get('/lfscada/user/info')).code).toBe(200);

    const other = await loginAs(server, 'frc1');
    const wrongOld = body(
      await user.post('/lfscada/user/password/change', {
        oldPassword: 'not-it-at-all',
        newPassword: 'frc-pass-123',
      }),
    );
    expect(wrongOld).toMatchObject({ code: Code.BAD_REQUEST, message: '原密码错误' });
    const changed = body(
      await user.post('/lfscada/user/password/change', {
        oldPassword: NEW_PASSWORD,
        newPassword: 'frc-pass-123',
      }),
    );
    expect(changed.code).toBe(200);
    expect(body(await user.post('/lfscada/userConfig/query')).code).toBe(200);
    // The user's other sessions ended with the change.
    expect(body(await other.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
  });

  it('needs the password permission for a change nobody forces', async () => {
    const roleId = body<{ id: string }>(
      await admin.post('/lfscada/manage/role/add', { name: '无改密', auths: '[]' }),
    ).data.id;
    await addUser(admin, 'nop1', { roleId });
    const user = await loginAs(server, 'nop1', NEW_PASSWORD, 'nop-pass-123');
    const refused = body(
      await user.post('/lfscada/user/password/change', {
        oldPassword: 'nop-pass-123',
        newPassword: 'nop-pass-456',
      }),
    );
    expect(refused).toMatchObject({ code: Code.FORBIDDEN, message: '没有修改密码的权限' });
  });
});

describe('the password policy', () => {
  it('applies the minimum length of the settings to adding, resetting and changing', async () => {
    await saveSettings({ passwordMinLength: 12 });
    try {
      const short = 'eleven-char';
      const add = body(
        await admin.post(
          '/lfscada/manage/user/add',
          userForm({ loginname: 'pol1', displayName: 'x', password: short }),
        ),
      );
      expect(add).toMatchObject({ code: Code.BAD_REQUEST, message: '密码长度不能少于 12 位' });
      const id = await addUser(admin, 'pol1', { password: 'twelve-chars' });
      const reset = body(
        await admin.post('/lfscada/manage/user/resetPassword', { id, password: short }),
      );
      expect(reset.code).toBe(Code.BAD_REQUEST);
      const user = await loginAs(server, 'pol1', 'twelve-chars');
      const change = body(
        await user.post(
          '/lfscada/user/password/change',
          { oldPassword: 'twelve-chars', newPassword: short },
          {
            headers: {
              'accept-language': 'en',
              'content-type': 'application/x-www-form-urlencoded',
            },
          },
        ),
      );
      expect(change.message).toBe('The password must be at least 12 characters long');
    } finally {
      await saveSettings({ passwordMinLength: 8 });
    }
  });

  it('treats a password older than the expiry as one to change at login', async () => {
    await addUser(admin, 'exp1');
    await loginAs(server, 'exp1', NEW_PASSWORD, 'exp-pass-123');
    await saveSettings({ passwordExpiryDays: 30 });
    try {
      const fresh = await loginAs(server, 'exp1', 'exp-pass-123');
      expect(body(await fresh.post('/lfscada/userConfig/query')).code).toBe(200);
      server.clock.offsetMs = 31 * DAY;
      const late = new Client(server.app);
      const info = body<{ mustChangePassword: boolean }>(await late.login('exp1', 'exp-pass-123'));
      expect(info.data.mustChangePassword).toBe(true);
      expect(body(await late.post('/lfscada/userConfig/query')).code).toBe(
        Code.PASSWORD_CHANGE_REQUIRED,
      );
    } finally {
      server.clock.offsetMs = 0;
      await saveSettings({ passwordExpiryDays: 0 });
    }
  });
});

// The rule end to end over HTTP; that its lock holds under truly overlapping transactions is
// proven by usersLastAdmin.test.ts, which fails without the lock.
describe('the last administrator', () => {
  it('is kept over HTTP through 200 parallel demotions and disables of the two administrators', async () => {
    const secondId = await addUser(admin, 'adm2', { roleId: 'administrator' });
    const second = await loginAs(server, 'adm2', NEW_PASSWORD, 'adm2-pass-12');
    const firstId = (await accountIds(server.db, 'admin')).userId;
    const attempts = Array.from({ length: 200 }, (_, n) => {
      const [actor, target] = n % 2 === 0 ? [admin, secondId] : [second, firstId];
      return n % 4 < 2
        ? actor.post(
            '/lfscada/manage/user/edit',
            userForm({ id: target, displayName: 'x', roleId: 'viewer' }),
          )
        : actor.post('/lfscada/manage/user/disable', { id: target, disabled: 'true' });
    });
    const codes = (await Promise.all(attempts)).map((response) => body(response).code);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThan(0);
    const active = await server.db
      .selectFrom('app_user')
      .select('loginname')
      .where('role_id', '=', 'administrator')
      .where('disabled_at', 'is', null)
      .where('deleted_at', 'is', null)
      .execute();
    expect(active.length).toBeGreaterThanOrEqual(1);
  });
});

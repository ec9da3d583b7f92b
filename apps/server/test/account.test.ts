import { AUTH_CODES, Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  Client,
  DEMO_PASSWORD,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './harness';
import { withAuthsRevoked } from './accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login and session', () => {
  it('logs in, reads user info with auths, and logs out into 1010', async () => {
    const client = new Client(server.app);
    const login = await client.login('demo', DEMO_PASSWORD);
    expect(body(login).code).toBe(Code.OK);
    expect(body<{ loginname: string; roleType: string }>(login).data).toMatchObject({
      loginname: 'demo',
      roleType: 'user',
    });
    const sid = login.cookies.find((cookie) => cookie.name === 'lf_sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(sid?.maxAge).toBeUndefined();

    const info = await client.get(`/lfscada/user/info?time=${Date.now()}`);
    const user = body<{ loginname: string; auths: string[] }>(info);
    expect(user.code).toBe(Code.OK);
    expect(user.data.loginname).toBe('demo');
    expect(user.data.auths).toContain('monitor_multi_list_alarm');
    expect(user.data.auths).not.toContain('manage');

    const token = client.cookies.get('lf_sid') as string;
    expect(body(await client.post('/lfscada/user/logout')).code).toBe(Code.OK);
    const stale = new Client(server.app);
    stale.cookies.set('lf_sid', token);
    const after = await stale.get('/lfscada/user/info');
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe(Code.SESSION_INVALID);
  });

  it('leaves an auth revoked for the user out of the user info the web app reads', async () => {
    await withAuthsRevoked(server.db, 'demo', ['monitor_multi_list_alarm'], async () => {
      const client = new Client(server.app);
      const login = body<{ auths: string[] }>(await client.login('demo', DEMO_PASSWORD));
      expect(login.data.auths).not.toContain('monitor_multi_list_alarm');
      const info = body<{ auths: string[] }>(await client.get('/lfscada/user/info'));
      expect(info.data.auths).not.toContain('monitor_multi_list_alarm');
      expect(info.data.auths).toContain('monitor_multi_designer_alarm');
    });
  });

  it('answers 1006 without a session', async () => {
    const response = await new Client(server.app).get('/lfscada/user/info');
    expect(body(response).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('gives the administrator every permission of the catalogue', async () => {
    const client = new Client(server.app);
    const login = body<{ roleType: string; roleId: string; auths: string[] }>(
      await client.login('admin', ADMIN_PASSWORD),
    );
    expect(login.data.roleType).toBe('admin');
    expect(login.data.roleId).toBe('administrator');
    expect([...login.data.auths].sort()).toEqual([...AUTH_CODES].sort());
  });

  it('rotates the session id at login: the old id stops working', async () => {
    const client = new Client(server.app);
    await client.login('demo', DEMO_PASSWORD);
    const first = client.cookies.get('lf_sid') as string;
    await client.login('demo', DEMO_PASSWORD);
    const second = client.cookies.get('lf_sid') as string;
    expect(second).not.toBe(first);
    const old = new Client(server.app);
    old.cookies.set('lf_sid', first);
    expect(body(await old.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
    expect(body(await client.get('/lfscada/user/info')).code).toBe(Code.OK);
  });

  it('keeps a remembered session in a cookie with a lifetime', async () => {
    const login = await new Client(server.app).login('demo', DEMO_PASSWORD, { remember: 'true' });
    expect(login.cookies.find((cookie) => cookie.name === 'lf_sid')?.maxAge).toBe(30 * 24 * 3600);
  });

  it('answers 1010 once a session has expired', async () => {
    const client = new Client(server.app);
    await client.login('demo', DEMO_PASSWORD);
    server.clock.offsetMs = 13 * 60 * 60 * 1000;
    try {
      expect(body(await client.get('/lfscada/user/info')).code).toBe(Code.SESSION_INVALID);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('speaks the language of the request', async () => {
    const zh = await new Client(server.app).login('nobody', 'whatever-pass');
    expect(body(zh).message).toBe('用户名或密码错误');
    const en = await new Client(server.app, { 'accept-language': 'en' }).login('nobody2', 'x');
    expect(body(en).message).toBe('Wrong username or password');
  });
});

describe('login protection', () => {
  it('requires a verification code after 3 failures and accepts the right one', async () => {
    const client = new Client(server.app);
    for (let i = 0; i < 2; i += 1) {
      const failed = body<{ vcodeRequired: boolean }>(
        await client.login('admin', 'wrong-password'),
      );
      expect(failed.code).toBe(Code.LOGIN_FAILED);
      expect(failed.data.vcodeRequired).toBe(false);
    }
    const third = body<{ vcodeRequired: boolean }>(await client.login('admin', 'wrong-password'));
    expect(third.data.vcodeRequired).toBe(true);

    const withoutCode = body(await client.login('admin', ADMIN_PASSWORD));
    expect(withoutCode.code).toBe(Code.VCODE_INVALID);
    expect(withoutCode.message).toBe('验证码不能为空');

    const vcode = body<{ required: boolean; image: string }>(
      await client.post('/lfscada/user/showVcode', { loginname: 'admin' }),
    );
    expect(vcode.data.required).toBe(true);
    expect(vcode.data.image).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = body(await client.login('admin', ADMIN_PASSWORD, { vcode: 'zzzz' }));
    expect(wrong.code).toBe(Code.VCODE_INVALID);

    await client.post('/lfscada/user/showVcode', { loginname: 'admin' });
    const { answer } = await server.db
      .selectFrom('captcha')
      .select('answer')
      .orderBy('expires_at', 'desc')
      .executeTakeFirstOrThrow();
    const right = body(
      await client.login('admin', ADMIN_PASSWORD, { vcode: answer.toUpperCase() }),
    );
    expect(right.code).toBe(Code.OK);
    const fresh = body<{ required: boolean }>(
      await client.post('/lfscada/user/showVcode', { loginname: 'admin' }),
    );
    expect(fresh.data.required).toBe(false);
  });

  it('does not require a code before any failure', async () => {
    const response = await new Client(server.app).post('/lfscada/user/showVcode', {
      loginname: 'fresh',
    });
    expect(body<{ required: boolean }>(response).data.required).toBe(false);
  });

  it('locks an account after 10 failures, even with the right password', async () => {
    await server.db
      .insertInto('login_failure')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          loginname: 'demo',
          address: `10.1.0.${i}`,
          failed_at: new Date(Date.now() - i * 1000),
        })),
      )
      .execute();
    try {
      const locked = await new Client(server.app).login('demo', DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(body(locked).code).toBe(Code.ACCOUNT_LOCKED);
      expect(body(locked).message).toMatch(/锁定/);
    } finally {
      await server.db.deleteFrom('login_failure').where('loginname', '=', 'demo').execute();
    }
  });

  it('refuses cross-site form posts', async () => {
    const client = new Client(server.app);
    const response = await client.post(
      '/lfscada/user/login',
      { loginname: 'demo', password: DEMO_PASSWORD },
      {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          host: 'localhost:80',
        },
      },
    );
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe(Code.CROSS_SITE);
    expect(client.cookies.has('lf_sid')).toBe(false);
  });

  it('accepts same-origin posts', async () => {
    const response = await new Client(server.app).post(
      '/lfscada/user/login',
      { loginname: 'demo', password: DEMO_PASSWORD },
      {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:80',
          host: 'localhost:80',
        },
      },
    );
    expect(body(response).code).toBe(Code.OK);
  });
});

describe('theme, user config and feedback', () => {
  it('answers the theme with the string code "200"', async () => {
    const response = await new Client(server.app).post('/org/StyleAction!loadStyle.action');
    const theme = body<{ title: string; faviconIco: string }>(response);
    expect(theme.code).toBe('200');
    expect(theme.data.title).toBe('灵枢工业监控平台');
    const favicon = await server.app.inject({ method: 'GET', url: theme.data.faviconIco });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.body).toContain('<svg');
  });

  it('saves and reads user configuration per user', async () => {
    const demo = new Client(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    expect(
      body(await demo.post('/lfscada/userConfig/save', { key: 'locale', value: 'en' })).code,
    ).toBe(Code.OK);
    expect(
      body(await demo.post('/lfscada/userConfig/save', { key: 'locale', value: 'zh-CN' })).code,
    ).toBe(Code.OK);
    expect(body(await demo.post('/lfscada/userConfig/query')).data).toEqual({ locale: 'zh-CN' });
    const admin = new Client(server.app);
    await admin.login('admin', ADMIN_PASSWORD);
    expect(body(await admin.post('/lfscada/userConfig/query', { key: 'locale' })).data).toEqual({});
  });

  it("saves how pushed messages reach the user, the user's own only", async () => {
    const demo = new Client(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    const info = async (client: Client) =>
      body<{ prompType: string[] }>(await client.get(`/lfscada/user/info?time=${Date.now()}`)).data
        .prompType;
    const saved = body(
      await demo.post('/lfscada/user/prompType/save', { prompType: 'alter,sound' }),
    );
    expect(saved).toMatchObject({ code: Code.OK, data: ['sound', 'alter'] });
    expect(await info(demo)).toEqual(['sound', 'alter']);
    expect(body(await demo.post('/lfscada/user/prompType/save', { prompType: '' })).data).toEqual(
      [],
    );
    expect(await info(demo)).toEqual([]);
    const refused = body(await demo.post('/lfscada/user/prompType/save', { prompType: 'siren' }));
    expect(refused.code).toBe(Code.BAD_REQUEST);
    expect(await info(demo)).toEqual([]);
    const admin = new Client(server.app);
    await admin.login('admin', ADMIN_PASSWORD);
    expect(await info(admin)).toEqual(['sound', 'title', 'alter']);
    const logged = await server.db
      .selectFrom('operation_log')
      .select('action')
      .where('action', '=', 'account.prompType')
      .execute();
    expect(logged).toHaveLength(2);
  });

  it("lists the user's own operations, newest first, page by page", async () => {
    const demo = new Client(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    const admin = new Client(server.app);
    await admin.login('admin', ADMIN_PASSWORD);
    await demo.post('/lfscada/user/prompType/save', { prompType: 'sound' });
    await demo.post('/lfscada/user/prompType/save', { prompType: 'sound,title' });
    const added = body(
      await admin.post('/lfscada/system/hardware/add', {
        name: 'LF-GW200',
        firmwareVersion: '2.1',
      }),
    );
    expect(added.code).toBe(Code.OK);
    type Page = { total: number; list: { action: string; target: string; gmtCreate: string }[] };
    const log = async (client: Client, fields: Record<string, string> = {}) =>
      body<Page>(await client.post('/lfscada/user/log/query', fields)).data;

    const mine = await log(demo);
    expect(mine.list.slice(0, 2).map((row) => row.action)).toEqual([
      'account.prompType',
      'account.prompType',
    ]);
    expect(mine.list.some((row) => row.action === 'hardware.add')).toBe(false);
    expect(mine.list).toHaveLength(Math.min(mine.total, 10));
    const times = mine.list.map((row) => row.gmtCreate);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await log(demo, { page: '2', pageSize: '1' });
    expect(second).toMatchObject({ total: mine.total, list: [mine.list[1]] });

    const theirs = await log(admin);
    expect(theirs.list[0]).toMatchObject({ action: 'hardware.add', target: 'LF-GW200' });
    expect(theirs.list.some((row) => row.action === 'account.prompType')).toBe(false);
  });

  it('stores feedback of at least 10 characters', async () => {
    const demo = new Client(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    const short = body(await demo.post('/lfscada/feedback/add', { content: '太短了' }));
    expect(short.code).toBe(Code.BAD_REQUEST);
    expect(short.message).toBe('content 长度不能少于 10');
    const good = body(
      await demo.post('/lfscada/feedback/add', { content: '水泵二号的曲线显示很清楚，谢谢' }),
    );
    expect(good.code).toBe(Code.OK);
    const rows = await server.db.selectFrom('feedback').select('content').execute();
    expect(rows.map((row) => row.content)).toEqual(['水泵二号的曲线显示很清楚，谢谢']);
  });

  it('counts unread messages of the user', async () => {
    const demo = new Client(server.app);
    await demo.login('demo', DEMO_PASSWORD);
    expect(body(await demo.post('/lfscada/msg/queryUnReadMsgCount')).data).toEqual({ count: 0 });
  });

  it('answers unknown API paths with a NOT_FOUND envelope', async () => {
    const response = await new Client(server.app).post('/lfscada/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe(Code.NOT_FOUND);
  });
});

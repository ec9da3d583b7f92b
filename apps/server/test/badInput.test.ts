import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';
import { rowCounts } from './storedRows';

let server: TestServer;
let demo: Client;
beforeAll(async () => {
  server = await startTestServer();
  demo = new Client(server.app);
  await demo.login('demo', DEMO_PASSWORD);
});
afterAll(() => server.close());

const long = (n: number) => 'x'.repeat(n);

const tableCounts = () =>
  rowCounts(server.db, ['app_user', 'session', 'user_config', 'feedback', 'captcha']);

interface Case {
  name: string;
  url: string;
  fields: Record<string, string>;
  field: string;
  message: RegExp;
}

const cases: Case[] = [
  {
    name: 'login without loginname',
    url: '/lfscada/user/login',
    fields: { password: 'x' },
    field: 'loginname',
    message: /loginname 不能为空/,
  },
  {
    name: 'login with empty password',
    url: '/lfscada/user/login',
    fields: { loginname: 'demo', password: '' },
    field: 'password',
    message: /password 不能为空/,
  },
  {
    name: 'login with oversized loginname',
    url: '/lfscada/user/login',
    fields: { loginname: long(65), password: 'x' },
    field: 'loginname',
    message: /loginname 长度不能超过 64/,
  },
  {
    name: 'login with oversized password',
    url: '/lfscada/user/login',
    fields: { loginname: 'demo', password: long(129) },
    field: 'password',
    message: /password 长度不能超过 128/,
  },
  {
    name: 'login with a non-boolean remember',
    url: '/lfscada/user/login',
    fields: { loginname: 'demo', password: 'x', remember: 'maybe' },
    field: 'remember',
    message: /remember 格式不正确/,
  },
  {
    name: 'login with oversized vcode',
    url: '/lfscada/user/login',
    fields: { loginname: 'demo', password: 'x', vcode: long(17) },
    field: 'vcode',
    message: /vcode 长度不能超过 16/,
  },
  {
    name: 'showVcode with oversized loginname',
    url: '/lfscada/user/showVcode',
    fields: { loginname: long(65) },
    field: 'loginname',
    message: /loginname/,
  },
  {
    name: 'userConfig/save without key',
    url: '/lfscada/userConfig/save',
    fields: { value: 'en' },
    field: 'key',
    message: /key 不能为空/,
  },
  {
    name: 'userConfig/save with unknown key',
    url: '/lfscada/userConfig/save',
    fields: { key: 'evil', value: 'en' },
    field: 'key',
    message: /key 格式不正确/,
  },
  {
    name: 'userConfig/save with oversized value',
    url: '/lfscada/userConfig/save',
    fields: { key: 'locale', value: long(64 * 1024 + 1) },
    field: 'value',
    message: /value 长度不能超过 65536/,
  },
  {
    name: 'userConfig/query with unknown key',
    url: '/lfscada/userConfig/query',
    fields: { key: 'nope' },
    field: 'key',
    message: /key/,
  },
  {
    name: 'feedback without content',
    url: '/lfscada/feedback/add',
    fields: {},
    field: 'content',
    message: /content 不能为空/,
  },
  {
    name: 'feedback with oversized content',
    url: '/lfscada/feedback/add',
    fields: { content: long(2001) },
    field: 'content',
    message: /content 长度不能超过 2000/,
  },
  {
    name: 'feedback with oversized contact',
    url: '/lfscada/feedback/add',
    fields: { content: long(20), contact: long(101) },
    field: 'contact',
    message: /contact/,
  },
];

describe('bad input on account calls', () => {
  it.each(cases)('$name: a clear error naming the field, nothing written', async (c) => {
    const before = await tableCounts();
    const response = await demo.post(c.url, c.fields);
    const envelope = body<{ field: string }>(response);
    expect(response.statusCode).toBe(400);
    expect(envelope.code).toBe(Code.BAD_REQUEST);
    expect(envelope.data.field).toBe(c.field);
    expect(envelope.message).toMatch(c.message);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers a body that is not a form or JSON with a clear error', async () => {
    const response = await demo.postRaw('/lfscada/user/login', '<xml/>', 'application/xml');
    expect(body(response).code).toBe(Code.BAD_REQUEST);
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over the size limit with a clear error', async () => {
    const response = await demo.post('/lfscada/feedback/add', { content: long(3 * 1024 * 1024) });
    expect(body(response).code).toBe(Code.BAD_REQUEST);
  });

  it('answers in English when asked', async () => {
    const english = new Client(server.app, { 'accept-language': 'en' });
    const envelope = body(await english.post('/lfscada/user/login', { password: 'x' }));
    expect(envelope.message).toBe('loginname is required');
  });
});

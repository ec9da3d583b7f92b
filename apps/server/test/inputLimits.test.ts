import { Code, JSON_LIMITS } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
const MAX_FORM_FIELDS = 1000;
import { ADMIN_PASSWORD, body, Client, startTestServer, type TestServer } from './harness';

/*
 * Input shape limits before any parser, schema or walk (issue 26, defect 4): a body nested
 * 100,000 levels deep cost seconds and answered 500, unauthenticated.
 */
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.app);
  expect(body(await admin.login('admin', ADMIN_PASSWORD)).code).toBe(Code.OK);
});
afterAll(() => server.close());

const DEEP_BODY = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;

function postJson(client: Client, url: string, payload: string, language = 'zh-CN') {
  return client.send({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': language },
  });
}

describe('JSON bodies', () => {
  it('refuses the nested login body of the report with 400 in both languages', async () => {
    const zh = await postJson(new Client(server.app), '/lfscada/user/login', DEEP_BODY);
    expect(zh.statusCode).toBe(400);
    expect(body(zh).code).toBe(Code.BAD_REQUEST);
    expect(body(zh).message).toBe(`body 的嵌套层数超过 ${JSON_LIMITS.maxDepth} 层`);
    const en = await postJson(new Client(server.app), '/lfscada/user/login', DEEP_BODY, 'en');
    expect(body(en).message).toBe(`body is nested more than ${JSON_LIMITS.maxDepth} levels deep`);
  });

  it('answers 20 such requests with 400 while a logged-in call is answered too', async () => {
    const attacks = Array.from({ length: 20 }, () =>
      postJson(new Client(server.app), '/lfscada/user/login', DEEP_BODY),
    );
    const [info, ...refused] = await Promise.all([admin.get('/lfscada/user/info'), ...attacks]);
    expect(body(info).code).toBe(Code.OK);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(20).fill(400));
  });

  it('refuses a body with more keys than the limit', async () => {
    const keys = Array.from({ length: JSON_LIMITS.maxKeys + 1 }, (_, i) => `"k${i}":0`);
    const response = await postJson(new Client(server.app), '/lfscada/user/login', `{${keys}}`);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(`body 的字段数超过 ${JSON_LIMITS.maxKeys} 个`);
  });

  it('still takes an ordinary JSON body, brackets and colons inside strings included', async () => {
    const text = JSON.stringify({ loginname: 'nobody[{:"}', password: 'wrong' });
    const response = await postJson(new Client(server.app), '/lfscada/user/login', text);
    expect(body(response).code).toBe(Code.LOGIN_FAILED);
  });
});

describe('form bodies', () => {
  it('refuses a form with more fields than the limit before parsing it', async () => {
    const fields = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=`).join('&');
    const response = await new Client(server.app).send({
      method: 'POST',
      url: '/lfscada/user/login',
      payload: fields,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(`The request has more than ${MAX_FORM_FIELDS} fields`);
  });

  it('refuses JSON text in a form field nested past the limit, naming the field', async () => {
    const ids = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await admin.post('/lfscada/equipment/multi/signal/delete', { ids });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(`ids 的嵌套层数超过 ${JSON_LIMITS.maxDepth} 层`);
  });
});

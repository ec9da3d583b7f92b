import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, server, startAdminWorld } from './adminWorld';
import { ADMIN_PASSWORD, body, Client } from './harness';
import { fieldsOf } from './hostileInput';
import { multipart, upload } from './projectHarness';

/*
 * A NUL byte in any text field used to reach PostgreSQL and answer 500 (issue 17, item 3). Every
 * registered call now refuses it with a BAD_REQUEST envelope naming the field, in both languages.
 */
beforeAll(startAdminWorld);
afterAll(() => server.close());

function send(
  client: Client,
  call: (typeof server.app.lfCalls)[number],
  fields: Record<string, string>,
) {
  if (call.body === 'multipart') return upload(client, call.url, multipart(fields));
  if (call.method === 'GET') {
    return client.get(`${call.url}?${new URLSearchParams(fields).toString()}`);
  }
  return client.post(call.url, fields);
}

describe('NUL bytes in every registered call', () => {
  it('refuses a NUL in each field of each call, naming the field, never a 5xx', async () => {
    const calls = server.app.lfCalls;
    expect(calls.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const call of calls) {
      const names = fieldsOf(call.input);
      for (const name of names.length > 0 ? names : ['id']) {
        const response = await send(admin, call, { [name]: 'a\u0000b' });
        const envelope = body(response);
        if (response.statusCode !== 400 || envelope.code !== Code.BAD_REQUEST) {
          failures.push(`${call.url} ${name}: ${response.statusCode} ${envelope.message}`);
        } else if (!envelope.message.includes(name)) {
          failures.push(`${call.url} ${name}: the message does not name it: ${envelope.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL spelled \\u0000 inside JSON text, in the language of the request', async () => {
    const english = new Client(server.app, { 'accept-language': 'en' });
    expect(body(await english.login('admin', ADMIN_PASSWORD)).code).toBe(200);
    const response = await english.post('/lfscada/equipment/multi/driver/edit', {
      id: 'x',
      driver: '{"protocol":"modbus-tcp","settings":{"host":"a\\u0000b","port":502}}',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/^driver\.settings\.host /);
  });

  it('answers a bad request, not 500, when a NUL arrives outside any schema (a cookie)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/lfscada/user/info',
      headers: { cookie: 'lf_sid=a%00b' },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

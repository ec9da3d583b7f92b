import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('call registry', () => {
  it('lists every declared call once, with its access rule and schema', () => {
    const calls = server.app.lfCalls;
    const keys = calls.map((call) => `${call.method} ${call.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(calls.length).toBeGreaterThan(100);
    const byUrl = new Map(calls.map((call) => [call.url, call]));
    expect(byUrl.get('/lfscada/user/login')?.access).toBe('public');
    expect(byUrl.get('/lfscada/equipment/multi/add')?.access).toEqual({ auth: 'equipment_manage' });
    expect(byUrl.get('/lfscada/project/page/save')?.body).toBe('multipart');
  });

  it('has every registered call answer as a route of the app', () => {
    for (const call of server.app.lfCalls) {
      expect(server.app.hasRoute({ method: call.method, url: call.url }), call.url).toBe(true);
    }
  });
});

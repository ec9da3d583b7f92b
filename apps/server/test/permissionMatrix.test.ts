import { AUTH_CODES, Code, isAuthCode, type AuthCode } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredCall } from '../src/http/callRegistry';
import { dbFingerprint, userClient } from './accessWorld';
import { body, Client, startTestServer, type TestServer } from './harness';
import { accountIds } from './accounts';

/**
 * The permission matrix, read from the app's call registry so that a call added later is
 * covered (or fails here) without anyone extending a hand list.
 */
let server: TestServer;
let orgId: string;

/** The calls anyone may make without a session; a new public call must be added here on purpose. */
const PUBLIC_CALLS = new Set([
  '/lfscada/user/login',
  '/lfscada/user/showVcode',
  '/lfscada/user/logout',
  // What the login screen may offer (mail, SMS), and the find-password flow of SPEC §2.
  '/lfscada/user/security/capabilities',
  '/lfscada/user/findpwd/vcode',
  '/lfscada/user/findpwd/account',
  '/lfscada/user/findpwd/state',
  '/lfscada/user/findpwd/questions',
  '/lfscada/user/findpwd/sendCode',
  '/lfscada/user/findpwd/verify',
  '/lfscada/user/findpwd/password',
  // An invited user sets the password from the mailed link before having any session.
  '/lfscada/user/invite/check',
  '/lfscada/user/invite/accept',
]);

beforeAll(async () => {
  server = await startTestServer();
  const admin = await accountIds(server.db, 'admin');
  orgId = admin.orgId;
});
afterAll(() => server.close());

function ruleOf(call: RegisteredCall): AuthCode | undefined {
  return typeof call.access === 'object' ? call.access.auth : undefined;
}

async function send(client: Client, call: RegisteredCall) {
  const response =
    call.method === 'GET'
      ? await client.get(call.url)
      : call.body === 'multipart'
        ? await client.postRaw(call.url, '--x--\r\n', 'multipart/form-data; boundary=x')
        : await client.post(call.url);
  return body(response);
}

describe('the permission matrix', () => {
  it('gives every call a rule: public on purpose, any user, or one catalogue code', () => {
    const calls = server.app.lfCalls;
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) {
      if (call.access === 'public') {
        expect(PUBLIC_CALLS.has(call.url), `${call.url} is public`).toBe(true);
      } else if (call.access !== 'user') {
        expect(isAuthCode(call.access.auth), `${call.url} needs ${call.access.auth}`).toBe(true);
      }
    }
    const used = new Set(calls.map(ruleOf).filter(Boolean));
    // Codes checked by a call, not only shown: the manage areas, design, writes and alarms.
    for (const code of ['equipment_manage', 'system_manage', 'project_edit', 'monitor_write']) {
      expect(used.has(code as AuthCode), code).toBe(true);
    }
  });

  it('refuses every permission call to a user without its code, before anything changes', async () => {
    const gated = server.app.lfCalls.filter((call) => ruleOf(call));
    const codes = [...new Set(gated.map((call) => ruleOf(call) as AuthCode))];
    const without = new Map<AuthCode, Client>();
    for (const code of codes) {
      without.set(
        code,
        await userClient(server, { orgId, role: AUTH_CODES.filter((c) => c !== code) }),
      );
    }
    const before = await dbFingerprint(server.db);
    for (const call of gated) {
      const code = ruleOf(call) as AuthCode;
      const answer = await send(without.get(code) as Client, call);
      const refusal =
        typeof call.access === 'object' ? (call.access.refusal?.code ?? Code.FORBIDDEN) : 0;
      expect(Number(answer.code), `${call.url} without ${code}`).toBe(refusal);
    }
    expect(await dbFingerprint(server.db)).toEqual(before);
  });

  it('lets a user holding only the code past the check', async () => {
    const gated = server.app.lfCalls.filter((call) => ruleOf(call));
    const holders = new Map<AuthCode, Client>();
    for (const call of gated) {
      const code = ruleOf(call) as AuthCode;
      if (!holders.has(code)) holders.set(code, await userClient(server, { orgId, role: [code] }));
      const answer = await send(holders.get(code) as Client, call);
      // An empty body: the call goes on to validate it (or succeeds), never FORBIDDEN.
      expect(Number(answer.code), `${call.url} with ${code}`).not.toBe(Code.FORBIDDEN);
    }
  });

  it('refuses every call of a logged-in user without a session', async () => {
    const anonymous = new Client(server.app);
    for (const call of server.app.lfCalls.filter((c) => c.access !== 'public')) {
      expect(Number((await send(anonymous, call)).code), call.url).toBe(Code.NOT_LOGGED_IN);
    }
  });
});

import { Code } from '@lf/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_COOKIE } from '../src/account/captcha';
import { LOGIN_GUARD } from '../src/account/loginGuard';
import { hashToken, newToken } from '../src/account/tokens';
import { body, Client, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

/*
 * Login limits under concurrency (issue 17, item 1): the attempt is counted before the password
 * is checked, so parallel requests cannot all slip in under the captcha or the lockout.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await server.db.deleteFrom('login_failure').execute();
});

/** The codes of the answers, counted. */
function tally(codes: (number | string)[]): Map<number | string, number> {
  const counts = new Map<number | string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return counts;
}

async function codeOf(response: Promise<Awaited<ReturnType<Client['login']>>>) {
  return body(await response).code;
}

/** A client holding a valid verification code whose answer is `abcd`. */
async function clientWithCode(): Promise<Client> {
  const client = new Client(server.app);
  const token = newToken();
  await server.db
    .insertInto('captcha')
    .values({
      id_hash: hashToken(token),
      answer: 'abcd',
      expires_at: new Date(Date.now() + 60_000),
    })
    .execute();
  client.cookies.set(CAPTCHA_COOKIE, token);
  return client;
}

describe('login limits under parallel attempts', () => {
  it('checks at most 3 of 200 parallel wrong passwords for one account without a code', async () => {
    const codes = await Promise.all(
      Array.from({ length: 200 }, () =>
        codeOf(new Client(server.app).login('demo', 'wrong-password')),
      ),
    );
    const counts = tally(codes);
    expect(counts.get(Code.LOGIN_FAILED)).toBe(LOGIN_GUARD.vcodeAfterFailures);
    expect(counts.get(Code.VCODE_INVALID)).toBe(200 - LOGIN_GUARD.vcodeAfterFailures);
    // Attempts refused before the check are not failures: only the checked ones are recorded.
    const rows = await server.db.selectFrom('login_failure').selectAll().execute();
    expect(rows).toHaveLength(LOGIN_GUARD.vcodeAfterFailures);
  });

  it('does not log in the right password sent in a burst of 40 wrong ones without a code', async () => {
    const wrong = (n: number) =>
      Array.from({ length: n }, () => codeOf(new Client(server.app).login('demo', 'wrong')));
    const burst = [...wrong(20), codeOf(new Client(server.app).login('demo', DEMO_PASSWORD))];
    burst.push(...wrong(20));
    const codes = await Promise.all(burst);
    expect(codes[20]).toBe(Code.VCODE_INVALID);
    expect(codes.filter((code) => code === Code.OK)).toEqual([]);
  });

  it('holds the lockout against parallel attempts that each carry a valid code', async () => {
    const nine = LOGIN_GUARD.lockAccountAfterFailures - 1;
    await server.db
      .insertInto('login_failure')
      .values(
        Array.from({ length: nine }, (_, i) => ({
          loginname: 'demo',
          address: `10.2.0.${i}`,
          failed_at: new Date(Date.now() - 1000),
        })),
      )
      .execute();
    const clients = await Promise.all(Array.from({ length: 30 }, () => clientWithCode()));
    const codes = await Promise.all(
      clients.map((client) => codeOf(client.login('demo', 'wrong-password', { vcode: 'abcd' }))),
    );
    const counts = tally(codes);
    expect(counts.get(Code.LOGIN_FAILED)).toBe(1);
    expect(counts.get(Code.ACCOUNT_LOCKED)).toBe(29);
    const right = await (await clientWithCode()).login('demo', DEMO_PASSWORD, { vcode: 'abcd' });
    expect(body(right).code).toBe(Code.ACCOUNT_LOCKED);
  });

  it('limits one address spreading 200 parallel attempts over many accounts', async () => {
    const client = new Client(server.app);
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => codeOf(client.login(`user${i}`, 'wrong-password'))),
    );
    const counts = tally(codes);
    expect(counts.get(Code.LOGIN_FAILED)).toBe(LOGIN_GUARD.vcodeAfterFailures);
    expect(counts.get(Code.OK)).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import { AUTH_CODES } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/access/operationLog';
import type { AppContext } from '../src/context';
import { SettingsStore } from '../src/system/settings/settingsStore';
import type { Authority } from '../src/users/grantRules';
import { editUser, setUserDisabled } from '../src/users/userCommands';
import { startTestServer, type TestServer } from './harness';
import { accountIds } from './accounts';
import { databaseUrl, postgresAnswers } from './postgres';

/*
 * The organisation always keeps an active administrator, even when its two administrators
 * demote and disable each other 200 times at once. Run against PostgreSQL when it answers (a
 * pool of real connections, so the transactions truly overlap); PGlite has one connection.
 * The commands are called directly: through HTTP the first demotion also takes the other
 * side's permission away, which hides the race this test is about.
 */

const ADMINISTRATOR: Authority = {
  roleId: 'administrator',
  auths: AUTH_CODES,
  range: { all: true },
};

let server: TestServer;
let ctx: AppContext;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer(postgresAnswers ? { env: { DATABASE_URL: databaseUrl } } : {});
  ctx = {
    db: server.db,
    config: server.config,
    now: () => new Date(),
    log: server.app.log,
    calls: [],
    settings: new SettingsStore(server.db),
  };
  orgId = (await accountIds(server.db, 'admin')).orgId;
});
afterAll(() => server.close());

async function newAdministrator(): Promise<Actor> {
  const userId = randomUUID();
  await server.db
    .insertInto('app_user')
    .values({
      id: userId,
      org_id: orgId,
      loginname: `a${userId.slice(0, 5)}`,
      username: '管理员',
      password_hash: 'not-used',
      role_type: 'admin',
      role_id: 'administrator',
    })
    .execute();
  return { userId, orgId, address: '127.0.0.1' };
}

async function activeAdministrators(): Promise<number> {
  const rows = await server.db
    .selectFrom('app_user')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role_id', '=', 'administrator')
    .where('disabled_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.length;
}

describe('the last administrator', () => {
  it('is never demoted or disabled away by 200 parallel changes of two administrators', async () => {
    // Only the two made here are administrators of the organisation.
    await server.db
      .updateTable('app_user')
      .set({ role_id: 'viewer', role_type: 'user' })
      .where('loginname', '=', 'admin')
      .execute();
    const first = await newAdministrator();
    const second = await newAdministrator();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, n) => {
        const [actor, target] = n % 2 === 0 ? [first, second] : [second, first];
        return n % 4 < 2
          ? editUser(ctx, actor, ADMINISTRATOR, {
              id: target.userId,
              displayName: '降级',
              roleId: 'viewer',
              dataRange: 'all',
              equipmentIds: [],
              projectIds: [],
            })
          : setUserDisabled(ctx, actor, ADMINISTRATOR, target.userId, true);
      }),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused) {
      expect((result.reason as { messageKey?: string }).messageKey).toBe('lastAdministrator');
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(await activeAdministrators()).toBe(1);
  });
});

import { AUTH, AUTH_CODES, Code, type AuthCode, type RoleRow } from '@lf/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';
import { addUser, loginAs, NEW_PASSWORD, userForm } from './usersWorld';

/*
 * The grant property (issue 26): a generated user manager — holding "manage users" and a random
 * set of other codes, with a data range of all or of nothing listed — adds roles, adds users and
 * resets passwords of generated accounts; what the server allows must be what the rules
 * say, whatever the combination. The model, from the issue, not from the code:
 *
 * - nobody grants what they do not hold: a role's codes, a user's role codes and data range
 *   must be within the actor's own;
 * - nobody acts on an account with more rights than their own (codes or range);
 * - administrators are made, changed and reset only by administrators;
 * - nobody edits the role they hold themselves.
 *
 * `npm test` runs a fixed seed; `npm run fuzz` runs LF_FUZZ_RUNS worlds.
 */
const RUNS = Number(process.env.LF_FUZZ_RUNS ?? 10);
const SEED = Number(process.env.LF_FUZZ_SEED ?? 26_027);

type Range = 'all' | 'listed';

interface Account {
  administrator: boolean;
  codes: AuthCode[];
  range: Range;
}

interface Case {
  actor: { codes: AuthCode[]; range: Range };
  target: Account;
  newRoleCodes: AuthCode[];
}

let server: TestServer;
let admin: Client;
let serial = 0;
const nextName = (prefix: string) => `${prefix}${(serial += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await seededUser(server.app, 'admin');
});
afterAll(() => server.close());

const otherCodes = AUTH_CODES.filter((code) => code !== AUTH.userManage);
const rangeArbitrary = fc.constantFrom<Range>('all', 'listed');
const caseArbitrary: fc.Arbitrary<Case> = fc.record({
  actor: fc.record({ codes: fc.subarray([...otherCodes]), range: rangeArbitrary }),
  target: fc.record({
    administrator: fc.boolean(),
    codes: fc.subarray([...AUTH_CODES]),
    range: rangeArbitrary,
  }),
  newRoleCodes: fc.subarray([...AUTH_CODES]),
});

const holds = (outer: readonly AuthCode[], inner: readonly AuthCode[]) =>
  inner.every((code) => outer.includes(code));
/** A listed range with nothing listed is within any range; "all" only within "all". */
const rangeWithin = (outer: Range, inner: Range) => outer === 'all' || inner === 'listed';

function mayGrantOrActOn(actor: Case['actor'], account: Account): boolean {
  if (account.administrator) return false;
  return (
    holds([AUTH.userManage, ...actor.codes], account.codes) &&
    rangeWithin(actor.range, account.range)
  );
}

async function addRole(codes: readonly AuthCode[]): Promise<string> {
  const added = body<RoleRow>(
    await admin.post('/lfscada/manage/role/add', {
      name: nextName('角色'),
      auths: JSON.stringify(codes),
    }),
  );
  if (added.code !== 200) throw new Error(`role: ${added.message}`);
  return added.data.id;
}

async function roleOf(account: Account): Promise<string> {
  return account.administrator ? 'administrator' : addRole(account.codes);
}

describe('granting, for generated managers and accounts', () => {
  it('allows exactly what the rules of granting say', async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async ({ actor, target, newRoleCodes }) => {
        const actorCodes = [AUTH.userManage, ...actor.codes];
        const actorRole = await addRole(actorCodes);
        const actorName = nextName('m');
        await addUser(admin, actorName, { roleId: actorRole, dataRange: actor.range });
        const manager = await loginAs(server, actorName, NEW_PASSWORD, 'manager-pass-12');

        const roleAdded = body(
          await manager.post('/lfscada/manage/role/add', {
            name: nextName('新角色'),
            auths: JSON.stringify(newRoleCodes),
          }),
        );
        expect(roleAdded.code, 'role/add').toBe(
          holds(actorCodes, newRoleCodes) ? Code.OK : Code.FORBIDDEN,
        );

        const ownRoleEdited = body(
          await manager.post('/lfscada/manage/role/edit', {
            id: actorRole,
            name: nextName('自己'),
            auths: JSON.stringify(actorCodes),
          }),
        );
        expect(ownRoleEdited.code, 'role/edit of the own role').toBe(Code.FORBIDDEN);

        const targetRole = await roleOf(target);
        const expected = mayGrantOrActOn(actor, target) ? Code.OK : Code.FORBIDDEN;
        const userAdded = body(
          await manager.post(
            '/lfscada/manage/user/add',
            userForm({
              loginname: nextName('u'),
              displayName: '生成',
              password: NEW_PASSWORD,
              roleId: targetRole,
              dataRange: target.range,
            }),
          ),
        );
        expect(userAdded.code, 'user/add').toBe(expected);

        const targetId = await addUser(admin, nextName('t'), {
          roleId: targetRole,
          dataRange: target.range,
        });
        const reset = body(
          await manager.post('/lfscada/manage/user/resetPassword', {
            id: targetId,
            password: 'reset-pass-1234',
          }),
        );
        expect(reset.code, 'user/resetPassword').toBe(expected);
        if (expected === Code.FORBIDDEN) {
          // Only a refusal is logged in with: failed logins would ask this address for captchas.
          const target = await server.db
            .selectFrom('app_user')
            .select('loginname')
            .where('id', '=', targetId)
            .executeTakeFirstOrThrow();
          const login = body(await new Client(server.app).login(target.loginname, NEW_PASSWORD));
          expect(login.code, 'the old password works after a refused reset').toBe(Code.OK);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

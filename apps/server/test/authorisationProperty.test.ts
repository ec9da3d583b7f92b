import { AUTH, AUTH_CODES, Code, type AuthCode } from '@lf/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient } from './accessWorld';
import { body, startTestServer, type TestServer } from './harness';
import { seedOtherOrg, seedPlant, seedProject } from './liveHarness';
import { accountIds } from './accounts';

/*
 * The authorisation property (issue 26): generated users — of the owner's organisation or
 * another, with a random set of permission codes, a data range of all or of listed equipment
 * and projects, and share grants of random authority, on, off or expired — ask for equipment as
 * the monitor and as the manage screens do; what the server answers must be what the model
 * below says. The model is written from the rules, not from the server's code:
 *
 * - a user reaches equipment of their own organisation within their data range (all, the
 *   listed equipment, or the equipment of a listed project);
 * - a user of any organisation reaches equipment shared with them while the share is on, has
 *   not expired and still carries the token the grant was made with — to view only what the
 *   grant allows, and never to manage it;
 * - managing equipment needs the equipment_manage code (refused before anything else), and then
 *   reaches only the user's own organisation within range;
 * - what is not reached answers NOT_FOUND, revealing nothing, and is left out of every list.
 *
 * `npm test` runs a few generated worlds with a fixed seed; `npm run fuzz` runs LF_FUZZ_RUNS.
 */
const RUNS = Number(process.env.LF_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.LF_FUZZ_SEED ?? 26_026);

interface Grant {
  enabled: boolean;
  expired: boolean;
  /** The share's password changed after the grant: the grant's token is stale. */
  stale: boolean;
  authority: 'view' | 'write';
}

interface Model {
  ownOrg: boolean;
  codes: AuthCode[];
  range: 'all' | { equipment: boolean[]; project: boolean };
  grants: (Grant | null)[];
}

let server: TestServer;
let ownerOrg: string;
let otherOrg: string;
let sharer: string;
/** Three stations of the owner's organisation; the project binds the second and third. */
let equipment: string[];
let project: string;

beforeAll(async () => {
  server = await startTestServer();
  const [first, second, third] = [
    await seedPlant(server.db),
    await seedPlant(server.db),
    await seedPlant(server.db),
  ];
  equipment = [first.equipmentId, second.equipmentId, third.equipmentId];
  ownerOrg = first.orgId;
  project = await seedProject(server.db, second);
  await server.db
    .insertInto('project_equipment')
    .values({ project_id: project, equipment_id: third.equipmentId })
    .execute();
  otherOrg = (await seedOtherOrg(server.db)).orgId;
  sharer = (await accountIds(server.db, 'demo')).userId;
});
afterAll(() => server.close());

const grantArbitrary: fc.Arbitrary<Grant | null> = fc.option(
  fc.record({
    enabled: fc.boolean(),
    expired: fc.boolean(),
    stale: fc.boolean(),
    authority: fc.constantFrom('view' as const, 'write' as const),
  }),
  { nil: null },
);

const modelArbitrary: fc.Arbitrary<Model> = fc.record({
  ownOrg: fc.boolean(),
  codes: fc.subarray([...AUTH_CODES]),
  range: fc.oneof(
    fc.constant('all' as const),
    fc.record({
      equipment: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
      project: fc.boolean(),
    }),
  ),
  grants: fc.tuple(grantArbitrary, grantArbitrary, grantArbitrary),
});

/** The equipment `index` is in the user's own organisation's range. */
function inOwnRange(model: Model, index: number): boolean {
  if (!model.ownOrg) return false;
  if (model.range === 'all') return true;
  const boundToProject = index === 1 || index === 2;
  return model.range.equipment[index] === true || (model.range.project && boundToProject);
}

function grantInForce(model: Model, index: number): boolean {
  const grant = model.grants[index];
  return !!grant && grant.enabled && !grant.expired && !grant.stale;
}

const mayView = (model: Model, index: number) =>
  inOwnRange(model, index) || grantInForce(model, index);
const mayManage = (model: Model, index: number) =>
  model.codes.includes(AUTH.equipmentManage) && inOwnRange(model, index);

async function buildWorld(model: Model) {
  const { db } = server;
  await db.deleteFrom('equipment_share_grant').execute();
  await db.deleteFrom('equipment_share').execute();
  const user = await userClient(server, {
    orgId: model.ownOrg ? ownerOrg : otherOrg,
    role: model.codes,
    range:
      model.range === 'all'
        ? undefined
        : {
            equipmentIds: equipment.filter(
              (_, i) => model.range !== 'all' && model.range.equipment[i],
            ),
            projectIds: model.range.project ? [project] : [],
          },
  });
  for (const [index, equipmentId] of equipment.entries()) {
    const grant = model.grants[index];
    if (!grant) continue;
    const token = `token-${equipmentId}`;
    await db
      .insertInto('equipment_share')
      .values({
        equipment_id: equipmentId,
        enabled: grant.enabled,
        token: grant.stale ? `${token}-renewed` : token,
        authority: grant.authority,
        with_history: false,
        with_alarms: false,
        expires_at: grant.expired ? new Date(Date.now() - 86_400_000) : null,
        updated_by: sharer,
      })
      .execute();
    await db
      .insertInto('equipment_share_grant')
      .values({ equipment_id: equipmentId, user_id: user.userId, token })
      .execute();
  }
  return user;
}

describe('authorisation, for generated organisations, roles, ranges and share grants', () => {
  it('reaches, lists and manages equipment exactly as the model of the rules says', async () => {
    await fc.assert(
      fc.asyncProperty(modelArbitrary, async (model) => {
        const user = await buildWorld(model);
        const listed = body<{ list: { id: string }[] }>(
          await user.post('/lfscada/equipment/multi/query', { pageSize: '100' }),
        ).data.list.map((row) => row.id);
        expect(equipment.filter((id) => listed.includes(id))).toEqual(
          equipment.filter((_, i) => mayView(model, i)),
        );
        for (const [index, id] of equipment.entries()) {
          const viewed = body(await user.post('/lfscada/equipment/multi/info', { id }));
          expect(viewed.code, `view ${index}`).toBe(
            mayView(model, index) ? Code.OK : Code.NOT_FOUND,
          );
          const managed = body(await user.post('/lfscada/equipment/multi/manage/info', { id }));
          const expected = !model.codes.includes(AUTH.equipmentManage)
            ? Code.FORBIDDEN
            : mayManage(model, index)
              ? Code.OK
              : Code.NOT_FOUND;
          expect(managed.code, `manage ${index}`).toBe(expected);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

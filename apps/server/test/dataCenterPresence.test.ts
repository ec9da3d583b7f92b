import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketValue, DataCenterOverview } from '@lf/protocol';
import { samplePresence } from '../src/dataCenter/presenceSampler';
import { userClient } from './accessWorld';
import { body, type Client, startTestServer, type TestServer } from './harness';
import { seedOtherOrg, seedPlant, type Plant } from './liveHarness';
import { accountIds } from './accounts';

/**
 * The online rate of the equipment a user sees. The organisation has `on` (its gateway online
 * throughout), `off` (its gateway offline, then online from the second slot) and `loose` (no
 * gateway). Another organisation has one equipment, online throughout, and receives `off`
 * shared. Slots, per hour of the window: 00:10 and 00:20 (00:21 again: the same slot), 01:05
 * with `on` offline. A sample before the window says everything online and must not count.
 */
let server: TestServer;
let on: Plant;
let off: Plant;
let looseId: string;
let foreignOrgId: string;
const foreignGateway = `gw-${randomUUID().slice(0, 8)}`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const t0 = Date.UTC(2026, 3, 1);

const online = (gatewayId: string, value: boolean) =>
  server.db.updateTable('gateway').set({ online: value }).where('id', '=', gatewayId).execute();

const rate = async (user: Client): Promise<BucketValue[]> =>
  body<DataCenterOverview>(
    await user.post('/lfscada/datacenter/overview', {
      startTime: String(t0),
      endTime: String(t0 + 2 * HOUR),
      bucket: 'hour',
      tzOffset: '0',
    }),
  ).data.onlineRate;

const sampleRows = async () => ({
  gateways: await server.db
    .selectFrom('gateway_presence_sample')
    .selectAll()
    .orderBy('gateway_id')
    .orderBy('at')
    .execute(),
  orgs: await server.db
    .selectFrom('presence_sample')
    .selectAll()
    .orderBy('org_id')
    .orderBy('at')
    .execute(),
});

beforeAll(async () => {
  server = await startTestServer();
  on = await seedPlant(server.db);
  off = await seedPlant(server.db);
  looseId = randomUUID();
  await server.db
    .insertInto('equipment')
    .values({ id: looseId, org_id: on.orgId, name: '未绑定', type: 'eg' })
    .execute();
  foreignOrgId = (await seedOtherOrg(server.db)).orgId;
  await server.db
    .insertInto('gateway')
    .values({ id: foreignGateway, org_id: foreignOrgId, name: '外部网关', password_hash: 'x' })
    .execute();
  await server.db
    .insertInto('equipment')
    .values({
      id: randomUUID(),
      org_id: foreignOrgId,
      name: '外部设备',
      type: 'eg',
      gateway_id: foreignGateway,
    })
    .execute();

  for (const gatewayId of [on.gatewayId, off.gatewayId, foreignGateway]) {
    await online(gatewayId, true);
  }
  await samplePresence(server.db, new Date(t0 - 10 * MINUTE));
  await online(off.gatewayId, false);
  await samplePresence(server.db, new Date(t0 + 10 * MINUTE));
  await online(off.gatewayId, true);
  await samplePresence(server.db, new Date(t0 + 20 * MINUTE));
  await online(on.gatewayId, false);
  await samplePresence(server.db, new Date(t0 + HOUR + 5 * MINUTE));
});
afterAll(async () => server.close());

describe('presence sampler', () => {
  it('keeps the first sample of a slot, of the organisations and of each gateway', async () => {
    const before = await sampleRows();
    // A second instance in the 00:20 slot, after `on` went offline: nothing changes.
    await samplePresence(server.db, new Date(t0 + 21 * MINUTE));
    expect(await sampleRows()).toEqual(before);
    // Four slots of three gateways, and of two organisations.
    expect(before.gateways).toHaveLength(12);
    expect(before.orgs).toHaveLength(8);
    const at20 = before.gateways.filter((row) => row.at.getTime() === t0 + 20 * MINUTE);
    expect(new Map(at20.map((row) => [row.gateway_id, row.online]))).toEqual(
      new Map([
        [on.gatewayId, true],
        [off.gatewayId, true],
        [foreignGateway, true],
      ]),
    );
  });
});

describe('online rate', () => {
  it('of a listed user is that of their equipment only, per slot and bucket', async () => {
    const mine = await userClient(server, {
      orgId: on.orgId,
      role: 'engineer',
      range: { equipmentIds: [on.equipmentId] },
    });
    expect(await rate(mine)).toEqual([
      { t: t0, value: 1 },
      { t: t0 + HOUR, value: 0 },
    ]);
    // `off`: offline then online; `loose` has no gateway and is offline.
    const withLoose = await userClient(server, {
      orgId: on.orgId,
      role: 'engineer',
      range: { equipmentIds: [off.equipmentId, looseId] },
    });
    expect(await rate(withLoose)).toEqual([
      { t: t0, value: 0.25 },
      { t: t0 + HOUR, value: 0.5 },
    ]);
  });

  it('of a user who sees the whole organisation is the organisation’s', async () => {
    const whole = await userClient(server, { orgId: on.orgId, role: 'engineer' });
    // 1 of 3, then 2 of 3; then `off` alone. Neither the other organisation's
    // equipment nor the sample before the window counts.
    const series = await rate(whole);
    expect(series.map((b) => b.t)).toEqual([t0, t0 + HOUR]);
    expect(series[0]?.value).toBeCloseTo(0.5, 12);
    expect(series[1]?.value).toBeCloseTo(1 / 3, 12);
  });

  it('of a receiver covers their organisation’s equipment and what is shared with them', async () => {
    const owner = await accountIds(server.db, 'demo');
    const receiver = await userClient(server, { orgId: foreignOrgId, role: 'operator' });
    const token = randomUUID();
    await server.db
      .insertInto('equipment_share')
      .values({
        equipment_id: off.equipmentId,
        enabled: true,
        token,
        authority: 'view',
        with_history: false,
        with_alarms: false,
        updated_by: owner.userId,
      })
      .execute();
    await server.db
      .insertInto('equipment_share_grant')
      .values({ equipment_id: off.equipmentId, user_id: receiver.userId, token })
      .execute();
    // Their own equipment online throughout; `off` offline in the first slot only.
    expect(await rate(receiver)).toEqual([
      { t: t0, value: 0.75 },
      { t: t0 + HOUR, value: 1 },
    ]);
  });

  it('is empty for a listed user with no equipment', async () => {
    const nobody = await userClient(server, { orgId: on.orgId, role: 'engineer', range: {} });
    expect(await rate(nobody)).toEqual([]);
  });
});

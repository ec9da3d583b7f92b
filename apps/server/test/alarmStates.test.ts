import { Code } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from './adminHelpers';
import { body } from './harness';
import { withAuthsRevoked } from './accounts';
import { publishStatus, waitFor, outsiderClient } from './liveHarness';
import {
  editRules,
  journalOf,
  send,
  startAlarmWorld,
  summary,
  type AlarmWorld,
} from './alarmWorld';
import { endExpiredShelves } from '../src/alarms/management/actions';
import { rowCount } from './storedRows';

let world: AlarmWorld;

beforeAll(async () => {
  world = await startAlarmWorld();
});
afterAll(() => world?.close());

const rowOf = async (signalId: string, includeHidden = false) =>
  (await summary(world.operator, includeHidden)).find((row) => row.signalId === signalId);

const alarmChanges = () => world.inbox.messages.filter((m) => m.type === 'alarmChange').length;

describe('ISA-18.2 states through the summary', () => {
  it('raises unacknowledged-active with its priority; acknowledging with a comment is journalled', async () => {
    const { level } = world.plant;
    const changesBefore = alarmChanges();
    await send(world, level, 9);
    const raised = await rowOf(level);
    expect(raised).toMatchObject({ state: 'unack_active', priority: 'high', value: 9 });
    // The operator's screens hear of it (one coalesced push).
    await waitFor(() => alarmChanges() > changesBefore);

    const acked = await ok<{ changed: number }>(world.operator, '/lfscada/alarm/acknowledge', {
      ids: JSON.stringify([raised?.id]),
      comment: '已通知现场',
    });
    expect(acked.changed).toBe(1);
    expect(await rowOf(level)).toMatchObject({
      state: 'ack_active',
      ackComment: '已通知现场',
      ackBy: expect.any(String) as string,
    });
    // Acknowledging again changes nothing and journals nothing.
    const again = await ok<{ changed: number }>(world.operator, '/lfscada/alarm/acknowledge', {
      ids: String(raised?.id),
    });
    expect(again.changed).toBe(0);

    // Cleared after acknowledgement: back to normal, it leaves the summary.
    await send(world, level, 5);
    expect(await rowOf(level)).toBeUndefined();
    const journal = await journalOf(world, raised?.id ?? '');
    expect(journal.map((j) => j.event)).toEqual(['raised', 'acknowledged', 'cleared']);
    expect(journal[1]).toMatchObject({ comment: '已通知现场' });
    expect(journal[1]?.username).toBeTruthy();
    const logged = await world.server.db
      .selectFrom('operation_log')
      .select(['action', 'detail'])
      .where('action', '=', 'alarm.acknowledge')
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]?.detail ?? '{}')).toMatchObject({
      count: 1,
      comment: '已通知现场',
    });
  });

  it('a cleared, unacknowledged alarm stays as returned-to-normal-unacknowledged until acknowledged', async () => {
    const { level } = world.plant;
    await send(world, level, 9.5);
    await send(world, level, 4);
    const row = await rowOf(level);
    expect(row).toMatchObject({ state: 'rtn_unack' });
    expect(row?.clearedAt).not.toBeNull();
    await ok(world.operator, '/lfscada/alarm/acknowledge', { ids: String(row?.id) });
    expect(await rowOf(level)).toBeUndefined();
  });

  it('a latching alarm stays in alarm after its condition cleared, and ends when acknowledged', async () => {
    const { level } = world.plant;
    await editRules(world, level, [
      { kind: 'high', value: 8, deadband: 0.5, level: 1, priority: 'critical', latching: true },
    ]);
    await send(world, level, 9);
    await send(world, level, 3);
    const row = await rowOf(level);
    expect(row).toMatchObject({ state: 'unack_active', priority: 'critical' });
    const record = await world.server.db
      .selectFrom('alarm')
      .select(['end_at', 'cleared_at'])
      .where('id', '=', Number(row?.id))
      .executeTakeFirstOrThrow();
    expect(record.end_at).toBeNull();
    expect(record.cleared_at).not.toBeNull();
    await ok(world.operator, '/lfscada/alarm/acknowledge', { ids: String(row?.id) });
    expect(await rowOf(level)).toBeUndefined();
    const ended = await world.server.db
      .selectFrom('alarm')
      .select('end_at')
      .where('id', '=', Number(row?.id))
      .executeTakeFirstOrThrow();
    expect(ended.end_at).not.toBeNull();
  });

  it('an on-delay keeps a short excursion from raising, and raises one that lasts', async () => {
    const { level } = world.plant;
    await editRules(world, level, [
      { kind: 'high', value: 8, deadband: 0.5, level: 2, onDelay: 1 },
    ]);
    const count = async () =>
      (
        await world.server.db
          .selectFrom('alarm')
          .select('id')
          .where('signal_id', '=', Number(level))
          .execute()
      ).length;
    const before = await count();
    // Above the limit for less than the delay.
    await send(world, level, 9);
    await send(world, level, 5);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await count()).toBe(before);
    // Above and staying: the timer raises once the second has passed, with no new reading.
    const at = await send(world, level, 9);
    expect(await count()).toBe(before);
    await waitFor(async () => (await count()) === before + 1, 4000);
    await world.server.app.live.alarms.settled();
    const row = await rowOf(level);
    expect(row).toMatchObject({ state: 'unack_active', priority: 'medium', raisedAt: at + 1000 });
    await editRules(world, level, [{ kind: 'high', value: 8, deadband: 0.5, level: 1 }]);
    await send(world, level, 5);
    await ok(world.operator, '/lfscada/alarm/acknowledge', { ids: String(row?.id) });
  });
});

describe('shelving, out of service and suppression by design', () => {
  it('a shelved alarm leaves the summary until unshelved; a new raise meanwhile tells nobody', async () => {
    const { level } = world.plant;
    await send(world, level, 9);
    const row = await rowOf(level);
    const shelved = await ok<{ changed: number }>(world.operator, '/lfscada/alarm/shelve', {
      ids: String(row?.id),
      minutes: '30',
      reason: '传感器检修',
    });
    expect(shelved.changed).toBe(1);
    expect(await rowOf(level)).toBeUndefined();
    const hidden = await rowOf(level, true);
    expect(hidden).toMatchObject({ state: 'shelved', shelveReason: '传感器检修' });
    expect((hidden?.shelvedUntil ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);

    // It clears and comes back while shelved: recorded and journalled, no message sent.
    await send(world, level, 5);
    await ok(world.operator, '/lfscada/alarm/acknowledge', { ids: String(row?.id) });
    const inboxBefore = world.inbox.messages.filter((m) => m.type === 'alarm').length;
    await send(world, level, 9.2);
    const again = await rowOf(level, true);
    expect(again).toMatchObject({ state: 'shelved' });
    expect(again?.id).not.toBe(row?.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(world.inbox.messages.filter((m) => m.type === 'alarm')).toHaveLength(inboxBefore);

    await ok(world.operator, '/lfscada/alarm/unshelve', { ids: String(again?.id) });
    expect(await rowOf(level)).toMatchObject({ id: again?.id, state: 'unack_active' });
    expect((await journalOf(world, again?.id ?? '')).map((j) => j.event)).toEqual([
      'raised',
      'unshelved',
    ]);
  });

  it('a shelve ends by itself when its time is up, journalled as unshelved', async () => {
    const { level } = world.plant;
    const row = await rowOf(level);
    await ok(world.operator, '/lfscada/alarm/shelve', {
      ids: String(row?.id),
      minutes: '1',
      reason: '短暂搁置',
    });
    expect(await rowOf(level)).toBeUndefined();
    // Not yet: the sweep a second before the end ends nothing.
    const hub = world.server.app.live.hub;
    expect(await endExpiredShelves(world.server.db, hub, new Date(Date.now() + 58_000))).toBe(0);
    expect(await endExpiredShelves(world.server.db, hub, new Date(Date.now() + 61_000))).toBe(1);
    expect(await rowOf(level)).toMatchObject({ id: row?.id, state: 'unack_active' });
    const events = (await journalOf(world, row?.id ?? '')).map((j) => j.event);
    expect(events.slice(-2)).toEqual(['shelved', 'unshelved']);
  });

  it('out of service hides an alarm until put back in service', async () => {
    const { level } = world.plant;
    const row = await rowOf(level);
    await ok(world.operator, '/lfscada/alarm/service', {
      ids: String(row?.id),
      inService: 'false',
      reason: '设备维护',
    });
    expect(await rowOf(level, true)).toMatchObject({ state: 'out_of_service' });
    await ok(world.operator, '/lfscada/alarm/service', {
      ids: String(row?.id),
      inService: 'true',
      reason: '维护完成',
    });
    expect(await rowOf(level)).toMatchObject({ state: 'unack_active' });
  });

  it('alarms of an offline gateway are suppressed by design; the gateway alarm shows', async () => {
    const { level } = world.plant;
    const row = await rowOf(level);
    await publishStatus(world.gateway, world.plant.gatewayId, false);
    await waitFor(async () => (await rowOf(level, true))?.state === 'suppressed');
    // The gateway's own alarm shows, and the suppressed one stays out of the summary (once
    // failed on CI's PostgreSQL pass under load, not reproduced: waited for, not assumed).
    const gatewayAlarmShows = (rows: Awaited<ReturnType<typeof summary>>) =>
      rows.some((r) => r.signalId === null && r.state === 'unack_active');
    await waitFor(async () => gatewayAlarmShows(await summary(world.operator)));
    const rows = await summary(world.operator);
    expect(rows.find((r) => r.signalId === level)).toBeUndefined();
    expect(gatewayAlarmShows(rows)).toBe(true);
    await publishStatus(world.gateway, world.plant.gatewayId, true);
    await waitFor(async () => (await rowOf(level))?.state === 'unack_active');
    const events = async () => (await journalOf(world, row?.id ?? '')).map((j) => j.event);
    await waitFor(async () => (await events()).includes('unsuppressed'));
    expect((await events()).slice(-2)).toEqual(['suppressed', 'unsuppressed']);
    await send(world, level, 5);
    const all = await summary(world.operator);
    await ok(world.operator, '/lfscada/alarm/acknowledge', {
      ids: JSON.stringify(all.map((r) => r.id)),
    });
    expect(await summary(world.operator)).toEqual([]);
  });
});

describe('who may act, and on what', () => {
  it('acknowledging needs alarm_acknowledge and shelving alarm_shelve; a refusal changes nothing', async () => {
    const { level } = world.plant;
    await send(world, level, 9);
    const row = await rowOf(level);
    await withAuthsRevoked(
      world.server.db,
      'demo',
      ['alarm_acknowledge', 'alarm_shelve'],
      async () => {
        const ack = await call(world.operator, '/lfscada/alarm/acknowledge', { ids: row?.id });
        expect(ack.code).toBe(Code.FORBIDDEN);
        expect(ack.message).toBe('没有确认报警的权限');
        const shelve = await call(world.operator, '/lfscada/alarm/shelve', {
          ids: row?.id,
          minutes: 5,
          reason: 'x',
        });
        expect(shelve.message).toBe('没有搁置、停用报警或设置设备检修的权限');
        expect(await rowOf(level)).toMatchObject({ state: 'unack_active' });
      },
    );
  });

  it('another organisation neither sees nor acknowledges our alarms', async () => {
    const stranger = await outsiderClient(world.server);
    expect(await summary(stranger, true)).toEqual([]);
    const row = await rowOf(world.plant.level);
    const ack = await ok<{ changed: number }>(stranger, '/lfscada/alarm/acknowledge', {
      ids: String(row?.id),
    });
    expect(ack.changed).toBe(0);
    expect(await rowOf(world.plant.level)).toMatchObject({ state: 'unack_active' });
  });

  it('200 identical acknowledgements at once acknowledge and journal once', async () => {
    const row = await rowOf(world.plant.level);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call<{ changed: number }>(world.operator, '/lfscada/alarm/acknowledge', {
          ids: row?.id,
          comment: 'race',
        }),
      ),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.data.changed, 0)).toBe(1);
    const acks = (await journalOf(world, row?.id ?? '')).filter((j) => j.event === 'acknowledged');
    expect(acks).toHaveLength(1);
    await send(world, world.plant.level, 5);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/lfscada/alarm/acknowledge', { ids: 'abc' }, 'ids'],
      ['/lfscada/alarm/acknowledge', { ids: '[]' }, 'ids'],
      ['/lfscada/alarm/acknowledge', { ids: '1', comment: 'x'.repeat(201) }, 'comment'],
      ['/lfscada/alarm/shelve', { ids: '1', minutes: '0', reason: 'r' }, 'minutes'],
      ['/lfscada/alarm/shelve', { ids: '1', minutes: '20000', reason: 'r' }, 'minutes'],
      ['/lfscada/alarm/shelve', { ids: '1', minutes: '5', reason: '' }, 'reason'],
      ['/lfscada/alarm/shelve', { ids: '1\u0000', minutes: '5', reason: 'r' }, 'ids'],
      ['/lfscada/alarm/kpi', { startTime: '10', endTime: '5' }, 'endTime'],
    ];
    const journalBefore = await rowCount(world.server.db, 'alarm_journal');
    for (const [url, fields, field] of cases) {
      const response = await world.operator.post(url, fields);
      expect(response.statusCode, `${url} ${JSON.stringify(fields)}`).toBe(400);
      expect(body(response).message).toContain(field);
    }
    expect(await rowCount(world.server.db, 'alarm_journal')).toBe(journalBefore);
  });
});

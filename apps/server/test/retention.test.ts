import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type HistoryTableResponse } from '@lf/protocol';
import { runRetention } from '../src/system/settings/retention';
import { SettingsStore } from '../src/system/settings/settingsStore';
import type { HistoryRow } from '../src/ingest/historyWriter';
import { body, startTestServer, type TestServer, seededUser } from './harness';
import { seedOtherOrg, seedPlant, type Plant } from './liveHarness';
import { accountIds } from './accounts';

let server: TestServer;
let plant: Plant;
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

const retention = () =>
  runRetention(
    { db: server.db, settings: new SettingsStore(server.db), now: () => new Date(now) },
    { batchRows: 7, pauseMs: 0 },
  );

beforeAll(async () => {
  server = await startTestServer();
  plant = await seedPlant(server.db);
  const admin = await seededUser(server.app, 'admin');
  const saved = body(
    await admin.post('/lfscada/system/settings/save', {
      ...Object.fromEntries(Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [k, String(v)])),
      title: '保留测试',
      historyRetentionDays: '30',
      messageRetentionDays: '7',
    }),
  );
  expect(saved.code).toBe(200);
});
afterAll(async () => server.close());

describe('retention job', () => {
  it('deletes only history and messages older than the settings, in batches', async () => {
    const ages = [45, 40, 31, 30.5, 29.9, 10, 1];
    const rows: HistoryRow[] = [];
    for (const age of ages) {
      for (let i = 0; i < 10; i++) {
        for (const signal of [plant.level, plant.pressure]) {
          rows.push({
            signalId: Number(signal),
            ts: now - age * DAY + i * 1000,
            value: age,
            bad: false,
          });
        }
      }
    }
    server.app.live.history.add(plant.gatewayId, rows);
    await server.app.live.history.flush();
    const demo = await accountIds(server.db, 'demo');
    await server.db
      .insertInto('message')
      .values(
        [20, 8, 6, 1].map((age) => ({
          org_id: demo.orgId,
          user_id: demo.userId,
          type: 'notice' as const,
          title: `${age} 天前`,
          created_at: new Date(now - age * DAY),
        })),
      )
      .execute();

    const result = await retention();
    // 4 ages × 10 rows × 2 signals are older than 30 days.
    expect(result.historyRows).toBe(80);
    expect(result.messages).toBe(2);
    expect(result.batches).toBeGreaterThan(10);

    const left = await server.db
      .selectFrom('signal_value')
      .select(['signal_id', 'ts', 'value'])
      .where('signal_id', 'in', [Number(plant.level), Number(plant.pressure)])
      .execute();
    expect(left).toHaveLength(60);
    expect(left.every((row) => row.ts.getTime() >= now - 30 * DAY)).toBe(true);
    expect([...new Set(left.map((r) => r.value))].sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 10, 29.9,
    ]);
    const minutes = await server.db
      .selectFrom('signal_value_minute')
      .select('minute')
      .where('signal_id', '=', Number(plant.level))
      .execute();
    expect(minutes.every((m) => m.minute.getTime() >= now - 30 * DAY - 60_000)).toBe(true);
    const mark = await server.db
      .selectFrom('signal_history_mark')
      .select(['first_ts'])
      .where('signal_id', '=', Number(plant.level))
      .executeTakeFirstOrThrow();
    expect(mark.first_ts.getTime()).toBe(now - 29.9 * DAY);
    const messages = await server.db.selectFrom('message').select('title').execute();
    expect(messages.map((m) => m.title).sort()).toEqual(['1 天前', '6 天前']);

    // Run again: nothing more to delete.
    const again = await retention();
    expect(again.historyRows + again.messages).toBe(0);
  });

  it('leaves the history table counting right after a deletion', async () => {
    const user = await seededUser(server.app, 'demo');
    const answer = body<HistoryTableResponse>(
      await user.post('/lfscada/monitor/multi/history/queryAll', {
        equipmentId: plant.equipmentId,
        signalIds: plant.level,
        startTime: String(now - 30 * DAY),
        endTime: String(now),
        mode: 'table',
      }),
    );
    expect(answer.code).toBe(200);
    expect(answer.data.total).toBe(30);
  });

  it('deletes the organisation’s and its gateways’ presence samples older than the history', async () => {
    const other = await seedOtherOrg(server.db);
    const otherGateway = `gw-${randomUUID().slice(0, 8)}`;
    await server.db
      .insertInto('gateway')
      .values({ id: otherGateway, org_id: other.orgId, name: '外部网关', password_hash: 'x' })
      .execute();
    // Ten slots 5 minutes apart at each age, for this organisation's gateway and for one of an
    // organisation on the default retention (365 days).
    const ats = [45, 31, 29.9, 1].flatMap((age) =>
      Array.from({ length: 10 }, (_, i) => new Date(now - age * DAY + i * 5 * 60_000)),
    );
    await server.db
      .insertInto('gateway_presence_sample')
      .values(
        [plant.gatewayId, otherGateway].flatMap((gatewayId) =>
          ats.map((at) => ({ gateway_id: gatewayId, at, online: true })),
        ),
      )
      .execute();
    await server.db
      .insertInto('presence_sample')
      .values(
        ats.map((at) => ({ org_id: plant.orgId, at, equipment_total: 1, equipment_online: 1 })),
      )
      .execute();

    const result = await retention();
    // 2 ages × 10 older than 30 days, in batches of 7.
    expect(result.gatewayPresenceRows).toBe(20);
    expect(result.presenceRows).toBe(20);
    const left = await server.db
      .selectFrom('gateway_presence_sample')
      .select(['gateway_id', 'at'])
      .execute();
    const kept = (gatewayId: string) =>
      left.filter((row) => row.gateway_id === gatewayId).map((row) => row.at.getTime());
    expect(kept(plant.gatewayId).sort((a, b) => a - b)).toEqual(
      ats.slice(20).map((at) => at.getTime()),
    );
    expect(kept(otherGateway)).toHaveLength(40);
    expect((await retention()).gatewayPresenceRows).toBe(0);
  });

  it('keeps everything when retention is 0', async () => {
    await server.db
      .updateTable('org_setting')
      .set({
        settings: JSON.stringify({
          ...DEFAULT_SETTINGS,
          historyRetentionDays: 0,
          messageRetentionDays: 0,
        }),
      })
      .execute();
    server.app.live.history.add(plant.gatewayId, [
      { signalId: Number(plant.level), ts: now - 3000 * DAY, value: 1, bad: false },
    ]);
    await server.app.live.history.flush();
    const result = await retention();
    expect(result.historyRows + result.messages).toBe(0);
  });
});

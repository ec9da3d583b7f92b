import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryTableResponse } from '@lf/protocol';
import type { HistoryRow } from '../src/ingest/historyWriter';
import { body, startTestServer, type TestServer, seededUser, type Client } from './harness';
import { seedPlant, type Plant } from './liveHarness';

let server: TestServer;
let plant: Plant;
let user: Client;
const MINUTE = 60_000;
const t0 = Date.UTC(2026, 2, 1);

/** Every row written so far, to work out the expected table independently. */
const stored: HistoryRow[] = [];

async function write(rows: HistoryRow[]): Promise<void> {
  for (const row of rows) {
    if (!stored.some((s) => s.signalId === row.signalId && s.ts === row.ts)) stored.push(row);
  }
  server.app.live.history.add(plant.gatewayId, rows);
  await server.app.live.history.flush();
}

/** The table as the SPEC's paging defines it: distinct time stamps, newest first. */
function expected(ids: string[], from: number, to: number) {
  const byTs = new Map<number, Record<string, number | null>>();
  for (const row of stored) {
    if (!ids.includes(String(row.signalId)) || row.ts < from || row.ts > to) continue;
    const values = byTs.get(row.ts) ?? {};
    values[String(row.signalId)] = row.bad ? null : row.value;
    byTs.set(row.ts, values);
  }
  return [...byTs.entries()].sort(([a], [b]) => b - a).map(([ts, values]) => ({ ts, values }));
}

async function table(ids: string[], from: number, to: number, page = 1, pageSize = 10) {
  const answer = body<HistoryTableResponse>(
    await user.post('/lfscada/monitor/multi/history/queryAll', {
      equipmentId: plant.equipmentId,
      signalIds: ids.join(','),
      startTime: String(from),
      endTime: String(to),
      mode: 'table',
      page: String(page),
      pageSize: String(pageSize),
    }),
  );
  expect(answer.code).toBe(200);
  return answer.data;
}

beforeAll(async () => {
  server = await startTestServer();
  plant = await seedPlant(server.db);
  user = await seededUser(server.app, 'demo');
  // Three signals whose time stamps only partly coincide: level each minute, pressure every
  // 90 s, the pump at odd moments and sometimes bad.
  const rows: HistoryRow[] = [];
  for (let i = 0; i < 180; i++) {
    rows.push({ signalId: Number(plant.level), ts: t0 + i * MINUTE, value: i, bad: false });
  }
  for (let i = 0; i < 120; i++) {
    rows.push({
      signalId: Number(plant.pressure),
      ts: t0 + i * 90_000,
      value: i / 10,
      bad: false,
    });
  }
  for (let i = 0; i < 40; i++) {
    rows.push({
      signalId: Number(plant.pump),
      ts: t0 + i * 263_000 + 7_000,
      value: i % 2,
      bad: i % 7 === 3,
    });
  }
  await write(rows);
});

afterAll(async () => {
  await server?.close();
});

describe('history table', () => {
  it('pages every distinct time stamp exactly once, newest first, from both ends', async () => {
    const ids = [plant.level, plant.pressure, plant.pump];
    const from = t0 + 5 * MINUTE + 1;
    const to = t0 + 170 * MINUTE;
    const want = expected(ids, from, to);
    const first = await table(ids, from, to, 1, 7);
    expect(first.total).toBe(want.length);
    const pages = Math.ceil(want.length / 7);
    const got = [...first.rows];
    for (let page = 2; page <= pages + 1; page++) {
      got.push(...(await table(ids, from, to, page, 7)).rows);
    }
    expect(got).toEqual(want);
  });

  it('counts one signal by its rows', async () => {
    const data = await table([plant.pump], t0, t0 + 3 * 60 * MINUTE);
    expect(data.total).toBe(40);
    expect(data.rows[0]).toEqual(expected([plant.pump], t0, t0 + 180 * MINUTE)[0]);
  });

  it('keeps the total exact when a late write lands inside a counted window', async () => {
    const ids = [plant.level, plant.pressure];
    const from = t0;
    const to = t0 + 60 * MINUTE;
    const before = await table(ids, from, to);
    expect(before.total).toBe(expected(ids, from, to).length);
    // Older than the signal's last row: a replay after an outage.
    await write([{ signalId: Number(plant.pressure), ts: t0 + 30_500, value: 9, bad: false }]);
    const after = await table(ids, from, to);
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(expected(ids, from, to).length);
  });

  it('keeps the total exact when new rows arrive inside an open window, not after it', async () => {
    const ids = [plant.level, plant.pump];
    const from = t0;
    const open = t0 + 10 * 60 * MINUTE;
    const closed = t0 + 60 * MINUTE;
    const openBefore = (await table(ids, from, open)).total;
    const closedBefore = (await table(ids, from, closed)).total;
    await write([
      { signalId: Number(plant.level), ts: t0 + 200 * MINUTE, value: 1, bad: false },
      { signalId: Number(plant.pump), ts: t0 + 200 * MINUTE, value: 1, bad: false },
    ]);
    expect((await table(ids, from, open)).total).toBe(openBefore + 1);
    expect((await table(ids, from, closed)).total).toBe(closedBefore);
    // A repeated batch stores nothing and changes nothing.
    await write([{ signalId: Number(plant.level), ts: t0 + 200 * MINUTE, value: 1, bad: false }]);
    expect((await table(ids, from, open)).total).toBe(openBefore + 1);
  });

  it('reuses a counted total while no history write touched the window', async () => {
    const ids = [plant.level, plant.pressure];
    const from = t0 + 60 * MINUTE;
    const to = t0 + 120 * MINUTE;
    const counted = (await table(ids, from, to)).total;
    // A row stored behind the history writer's back moves no mark: the count is not redone.
    await server.db
      .insertInto('signal_value')
      .values({ signal_id: Number(plant.level), ts: new Date(t0 + 90 * MINUTE + 1), value: 0 })
      .execute();
    expect((await table(ids, from, to)).total).toBe(counted);
    // Any write through the writer that could touch the window makes it count again.
    await write([
      { signalId: Number(plant.pressure), ts: t0 + 91 * MINUTE + 1, value: 1, bad: false },
    ]);
    expect((await table(ids, from, to)).total).toBe(counted + 2);
  });

  it('answers an empty page past the end and an empty window', async () => {
    const ids = [plant.level];
    expect((await table(ids, t0, t0 + 5 * MINUTE, 9)).rows).toEqual([]);
    expect(await table(ids, t0 - 10 * MINUTE, t0 - MINUTE)).toMatchObject({ total: 0, rows: [] });
  });
});

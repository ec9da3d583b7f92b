import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  type AggregateRow,
  type DataCenterEquipmentChoice,
  type DataCenterOverview,
  type DataCenterQueryResponse,
} from '@lf/protocol';
import { samplePresence } from '../src/dataCenter/presenceSampler';
import type { HistoryRow } from '../src/ingest/historyWriter';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';
import { seedPlant, type Plant } from './liveHarness';

let server: TestServer;
let plantA: Plant;
let plantB: Plant;
let user: Client;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const t0 = Date.UTC(2026, 2, 1);
/** Every distinct row stored, to work the aggregates out independently of SQL. */
const stored: HistoryRow[] = [];

async function write(rows: HistoryRow[]): Promise<void> {
  for (const row of rows) {
    if (!stored.some((s) => s.signalId === row.signalId && s.ts === row.ts)) stored.push(row);
  }
  server.app.live.history.add(plantA.gatewayId, rows);
  await server.app.live.history.flush();
}

/** The expected buckets: local hour or day of the offset, good values only. */
function expected(signalId: string, from: number, to: number, size: number, tzOffset: number) {
  const buckets = new Map<number, HistoryRow[]>();
  for (const row of stored) {
    if (String(row.signalId) !== signalId || row.ts < from || row.ts > to) continue;
    if (row.bad || row.value === null) continue;
    const shift = tzOffset * MINUTE;
    const t = Math.floor((row.ts + shift) / size) * size - shift;
    buckets.set(t, [...(buckets.get(t) ?? []), row]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, rows]): AggregateRow => {
      const values = rows.map((r) => r.value as number);
      const latest = rows.reduce((a, b) => (b.ts > a.ts ? b : a));
      return {
        t,
        min: Math.min(...values),
        max: Math.max(...values),
        avg: values.reduce((a, b) => a + b, 0) / values.length,
        last: latest.value,
        count: values.length,
      };
    });
}

async function query(fields: Record<string, string>) {
  return user.post('/lfscada/datacenter/query', fields);
}

beforeAll(async () => {
  server = await startTestServer();
  plantA = await seedPlant(server.db);
  plantB = await seedPlant(server.db);
  await server.db
    .updateTable('equipment')
    .set({ name: '二号泵站' })
    .where('id', '=', plantB.equipmentId)
    .execute();
  user = await seededUser(server.app, 'demo');
  const rows: HistoryRow[] = [];
  // Level: one value a minute for 30 hours, with a bad sample now and then.
  for (let i = 0; i < 30 * 60; i++) {
    rows.push({
      signalId: Number(plantA.level),
      ts: t0 + i * MINUTE + 13_000,
      value: (i * 7) % 101,
      bad: i % 97 === 5,
    });
  }
  // Pressure of the second plant: every 90 s.
  for (let i = 0; i < 600; i++) {
    rows.push({
      signalId: Number(plantB.pressure),
      ts: t0 + i * 90_000,
      value: i / 10,
      bad: false,
    });
  }
  await write(rows);
  // Redelivered samples change nothing.
  await write(rows.slice(0, 200));
});
afterAll(async () => server.close());

describe('data-center query', () => {
  it('aggregates min, max, avg and last per hour in SQL, as worked out from the rows', async () => {
    // Both ends mid-minute: the partial minutes come from the raw rows.
    const from = t0 + 20 * MINUTE + 5_000;
    const to = t0 + 20 * HOUR + 40_000;
    for (const tzOffset of [0, 480, 330]) {
      const answer = body<DataCenterQueryResponse>(
        await query({
          signalIds: `${plantA.level},${plantB.pressure}`,
          startTime: String(from),
          endTime: String(to),
          bucket: 'hour',
          tzOffset: String(tzOffset),
        }),
      );
      expect(answer.code).toBe(200);
      expect(answer.data.series.map((s) => s.equipmentName)).toEqual(['测试泵站', '二号泵站']);
      for (const series of answer.data.series) {
        const want = expected(series.signalId, from, to, HOUR, tzOffset);
        expect(series.rows.length).toBe(want.length);
        series.rows.forEach((row, i) => {
          const w = want[i];
          if (!w) throw new Error(`no expected bucket ${i}`);
          expect(row.t).toBe(w.t);
          expect(row.min).toBe(w.min);
          expect(row.max).toBe(w.max);
          expect(row.avg).toBeCloseTo(w.avg ?? NaN, 9);
          expect(row.last).toBe(w.last);
          expect(row.count).toBe(w.count);
        });
      }
    }
  });

  it('answers a range inside one minute from the raw rows alone', async () => {
    const from = t0 + 6 * MINUTE + 1_000;
    const answer = body<DataCenterQueryResponse>(
      await query({
        signalIds: plantA.level,
        startTime: String(from),
        endTime: String(from + 30_000),
        bucket: 'hour',
        tzOffset: '0',
      }),
    );
    expect(answer.data.series[0]?.rows).toEqual(
      expected(plantA.level, from, from + 30_000, HOUR, 0),
    );
    expect(answer.data.series[0]?.rows[0]?.count).toBe(1);
  });

  it('aggregates per day of the reader’s time zone', async () => {
    const answer = body<DataCenterQueryResponse>(
      await query({
        signalIds: plantA.level,
        startTime: String(t0 - DAY),
        endTime: String(t0 + 2 * DAY),
        bucket: 'day',
        tzOffset: '480',
      }),
    );
    expect(answer.code).toBe(200);
    const rows = answer.data.series[0]?.rows ?? [];
    const want = expected(plantA.level, t0 - DAY, t0 + 2 * DAY, DAY, 480);
    expect(rows.map((r) => [r.t, r.count, r.min, r.max, r.last])).toEqual(
      want.map((r) => [r.t, r.count, r.min, r.max, r.last]),
    );
    // Days start at midnight in UTC+8: 16:00 UTC.
    expect(new Date(rows[0]?.t ?? 0).getUTCHours()).toBe(16);
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(30 * 60 - 19);
  });

  it('refuses bad ranges, ids and foreign signals with the field named', async () => {
    const base = {
      signalIds: plantA.level,
      startTime: String(t0),
      endTime: String(t0 + HOUR),
      bucket: 'hour',
      tzOffset: '0',
    };
    const cases: [Record<string, string>, number, string | null][] = [
      [{ endTime: String(t0 - 1) }, Code.BAD_REQUEST, 'endTime'],
      [{ endTime: String(t0 + 31 * DAY) }, Code.BAD_REQUEST, 'endTime'],
      [{ bucket: 'week' }, Code.BAD_REQUEST, 'bucket'],
      [{ tzOffset: '900' }, Code.BAD_REQUEST, 'tzOffset'],
      [{ signalIds: '' }, Code.BAD_REQUEST, 'signalIds'],
      [{ signalIds: 'abc' }, Code.BAD_REQUEST, 'signalIds.0'],
      [
        { signalIds: Array.from({ length: 11 }, (_, i) => i + 1).join(',') },
        Code.BAD_REQUEST,
        'signalIds',
      ],
      [{ startTime: 'yesterday' }, Code.BAD_REQUEST, 'startTime'],
      [{ signalIds: '999999' }, Code.NOT_FOUND, null],
    ];
    for (const [change, code, field] of cases) {
      const answer = body<{ field?: string } | null>(await query({ ...base, ...change }));
      expect(answer.code, JSON.stringify(change)).toBe(code);
      if (field) expect(answer.data?.field).toBe(field);
    }
  });

  it('answers nothing about another organisation’s signals', async () => {
    await server.db.insertInto('org').values({ id: 'org-other', name: '其他公司' }).execute();
    const equipmentId = randomUUID();
    await server.db
      .insertInto('equipment')
      .values({ id: equipmentId, org_id: 'org-other', name: '外部设备', type: 'gm' })
      .execute();
    const signal = await server.db
      .insertInto('signal')
      .values({
        equipment_id: equipmentId,
        name: '外部',
        area: 'holding',
        address: 0,
        data_type: 'int16',
        alarm_rules: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = body(
      await query({
        signalIds: `${plantA.level},${signal.id}`,
        startTime: String(t0),
        endTime: String(t0 + HOUR),
        bucket: 'hour',
        tzOffset: '0',
      }),
    );
    expect(answer.code).toBe(Code.NOT_FOUND);
    const choices = body<DataCenterEquipmentChoice[]>(
      await user.post('/lfscada/datacenter/signals'),
    );
    expect(choices.data.map((c) => c.name).sort()).toEqual(['二号泵站', '测试泵站'].sort());
    expect(choices.data.find((c) => c.equipmentId === plantA.equipmentId)?.signals).toHaveLength(3);
  });
});

describe('data-center overview', () => {
  it('counts alarms per day, the top equipment and rules, the online rate and the volume', async () => {
    const alarm = (
      equipment: Plant,
      signal: string,
      ruleKey: string,
      at: number,
      text: string,
    ) => ({
      org_id: equipment.orgId,
      kind: 'signal' as const,
      equipment_id: equipment.equipmentId,
      signal_id: Number(signal),
      rule_key: ruleKey,
      level: 1,
      text,
      start_at: new Date(at),
      end_at: new Date(at + MINUTE),
    });
    await server.db
      .insertInto('alarm')
      .values([
        alarm(plantA, plantA.level, 'r-high', t0 + HOUR, '液位过高'),
        alarm(plantA, plantA.level, 'r-high', t0 + 2 * HOUR, '液位过高'),
        alarm(plantA, plantA.level, 'r-high', t0 + DAY + HOUR, '液位过高'),
        alarm(plantA, plantA.pump, 'r-pump', t0 + 3 * HOUR, '泵运行'),
        alarm(plantB, plantB.pressure, 'r-press', t0 + DAY + 2 * HOUR, '压力'),
        // Outside the window: not counted.
        alarm(plantB, plantB.pressure, 'r-press', t0 + 5 * DAY, '压力'),
      ])
      .execute();
    await server.db
      .updateTable('gateway')
      .set({ online: true })
      .where('id', '=', plantA.gatewayId)
      .execute();
    await samplePresence(server.db, new Date(t0 + 10 * MINUTE));
    await server.db
      .updateTable('gateway')
      .set({ online: true })
      .where('id', '=', plantB.gatewayId)
      .execute();
    await samplePresence(server.db, new Date(t0 + 20 * MINUTE));
    // A second instance sampling the same slot adds nothing.
    await samplePresence(server.db, new Date(t0 + 21 * MINUTE));

    const answer = body<DataCenterOverview>(
      await user.post('/lfscada/datacenter/overview', {
        startTime: String(t0),
        endTime: String(t0 + 2 * DAY),
        bucket: 'day',
        tzOffset: '0',
      }),
    );
    expect(answer.code).toBe(200);
    const o = answer.data;
    expect(o.counts).toMatchObject({ equipment_count: 2, online_count: 2, offline_count: 0 });
    expect(o.alarmsByBucket).toEqual([
      { t: t0, value: 3 },
      { t: t0 + DAY, value: 2 },
    ]);
    expect(o.topEquipment).toEqual([
      { key: plantA.equipmentId, name: '测试泵站', count: 4 },
      { key: plantB.equipmentId, name: '二号泵站', count: 1 },
    ]);
    expect(o.topRules[0]).toEqual({ key: 'r-high', name: '测试泵站 · 液位 · 液位过高', count: 3 });
    expect(o.topRules).toHaveLength(3);
    expect(o.onlineRate).toEqual([{ t: t0, value: 0.75 }]);
    const storedInWindow = stored.filter((r) => r.ts >= t0 && r.ts <= t0 + 2 * DAY).length;
    expect(o.volumeTotal).toBe(storedInWindow);
    expect(o.volume.map((v) => v.t)).toEqual([t0, t0 + DAY]);
  });

  it('refuses a range over 30 days and needs a login', async () => {
    const answer = body(
      await user.post('/lfscada/datacenter/overview', {
        startTime: String(t0),
        endTime: String(t0 + 30 * DAY + 1),
        bucket: 'day',
        tzOffset: '0',
      }),
    );
    expect(answer.code).toBe(Code.BAD_REQUEST);
    expect(body(await new Client(server.app).post('/lfscada/datacenter/overview', {})).code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEFAULT_SETTINGS } from '@lf/protocol';
import { catchUpRollups } from '../src/history/rollupCatchUp';
import { queryTable } from '../src/history/historyTable';
import {
  DAY_MS,
  dayPartitionName,
  dayStart,
  PARTITIONED_TABLES,
} from '../src/history/partitionPlan';
import { createPartitionsAhead, listPartitions } from '../src/history/partitionUpkeep';
import type { HistoryRow } from '../src/ingest/historyWriter';
import { runRetention, type RetentionContext } from '../src/system/settings/retention';
import { startTestServer, type TestServer } from './harness';
import { seedPlant, type Plant } from './liveHarness';

/**
 * History, its minute rollup and the presence samples partitioned by day (migration 0215), on
 * the database the run is given: days made ahead, rows refused nowhere, retention dropping
 * whole days, reads and rollups unchanged. The clock is a fixed noon of today (UTC).
 */
let server: TestServer;
let plant: Plant;
const HOUR = 3600_000;
const T = dayStart(Date.now()) + 12 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  plant = await seedPlant(server.db);
});
afterAll(async () => server.close());

const write = async (signal: string, rows: { ts: number; value: number }[]) => {
  const history: HistoryRow[] = rows.map(({ ts, value }) => ({
    signalId: Number(signal),
    ts,
    value,
    bad: false,
  }));
  server.app.live.history.add(plant.gatewayId, history);
  await server.app.live.history.flush();
  await catchUpRollups(server.db);
};

/** Where each of a signal's raw rows is stored, oldest first. */
const placed = async (signal: string) =>
  (
    await sql<{ ts: Date; part: string }>`
      select ts, tableoid::regclass::text as part from signal_value
      where signal_id = ${Number(signal)} order by ts`.execute(server.db)
  ).rows.map((row) => ({ ts: new Date(row.ts).getTime(), part: row.part }));

const names = async (table: (typeof PARTITIONED_TABLES)[number]['table']) =>
  (await listPartitions(server.db, table)).map((p) => p.name);

const table = (signal: string, start: number, end: number) =>
  queryTable(server.db, [{ signalId: signal, name: '液位', unit: 'm' }], {
    equipmentId: plant.equipmentId,
    signalIds: [signal],
    startTime: start,
    endTime: end,
    mode: 'table',
    pageSize: 100,
  } as Parameters<typeof queryTable>[2]);

describe('history partitions', () => {
  it('are made for today and the next week in every table, once', async () => {
    await createPartitionsAhead(server.db, new Date(T));
    for (const { table: name } of PARTITIONED_TABLES) {
      const have = await names(name);
      for (let day = 0; day <= 7; day++) {
        expect(have).toContain(dayPartitionName(name, dayStart(T) + day * DAY_MS));
      }
      expect(have).toContain(`${name}_default`);
    }
    expect(await createPartitionsAhead(server.db, new Date(T))).toEqual([]);
  });

  it('take a value far in the past or future into the default, and read it back', async () => {
    const far = [T - 3000 * DAY_MS, T + 3000 * DAY_MS];
    await write(plant.pressure, [
      { ts: far[0] as number, value: 1 },
      { ts: far[1] as number, value: 2 },
    ]);
    expect(await placed(plant.pressure)).toEqual(
      far.map((ts) => ({ ts, part: 'signal_value_default' })),
    );
    const future = await table(plant.pressure, T + 3000 * DAY_MS - HOUR, T + 3000 * DAY_MS + HOUR);
    expect(future.total).toBe(1);
    expect(future.rows[0]?.values[plant.pressure]).toBe(2);
  });

  it('move what the default holds for a day into that day when it is made', async () => {
    const later = T + 20 * DAY_MS;
    await write(plant.pressure, [{ ts: later, value: 3 }]);
    expect((await placed(plant.pressure)).find((row) => row.ts === later)?.part).toBe(
      'signal_value_default',
    );
    await createPartitionsAhead(server.db, new Date(later));
    expect((await placed(plant.pressure)).find((row) => row.ts === later)?.part).toBe(
      dayPartitionName('signal_value', dayStart(later)),
    );
    const { rows } = await sql<{ part: string }>`
      select tableoid::regclass::text as part from signal_value_minute
      where signal_id = ${Number(plant.pressure)} and minute = ${new Date(later)}`.execute(
      server.db,
    );
    expect(rows).toEqual([{ part: dayPartitionName('signal_value_minute', dayStart(later)) }]);
  });

  it('answer reads and rollups across a day boundary and the default as one table', async () => {
    // The day after the last one made ahead has no partition: its rows land in the default.
    const edge = dayStart(T) + 8 * DAY_MS;
    const rows = Array.from({ length: 61 }, (_, i) => ({ ts: edge + (i - 30) * 60_000, value: i }));
    await write(plant.level, rows);
    const parts = new Set((await placed(plant.level)).map((row) => row.part));
    expect(parts).toEqual(
      new Set([dayPartitionName('signal_value', edge - DAY_MS), 'signal_value_default']),
    );
    const answer = await table(plant.level, edge - HOUR, edge + HOUR);
    expect(answer.total).toBe(61);
    expect(answer.rows.map((row) => row.ts)).toEqual(rows.map((row) => row.ts).reverse());
    const { rows: rollup } = await sql<{ minutes: number; n: number; total: number }>`
      select count(*)::integer as minutes, sum(n)::integer as n, sum(total) as total
      from signal_value_minute where signal_id = ${Number(plant.level)}`.execute(server.db);
    expect(rollup[0]).toEqual({ minutes: 61, n: 61, total: (60 * 61) / 2 });
  });

  it('go whole once every organisation has let them expire; the cutoff’s own day waits', async () => {
    // The level's rows of the test before are not part of this one.
    for (const name of ['signal_value', 'signal_value_minute', 'signal_history_mark']) {
      await sql`delete from ${sql.table(name)} where signal_id = ${Number(plant.level)}`.execute(
        server.db,
      );
    }
    const now = T;
    const cutoff = now - 30 * DAY_MS;
    const boundary = dayStart(cutoff);
    await createPartitionsAhead(server.db, new Date(boundary - 2 * DAY_MS));
    const times = {
      inDefault: boundary - 10 * DAY_MS,
      twoDaysBefore: boundary - 2 * DAY_MS + HOUR,
      dayBefore: boundary - DAY_MS + HOUR,
      expiredInBoundaryDay: boundary + HOUR,
      keptInBoundaryDay: boundary + 13 * HOUR,
      kept: boundary + 3 * DAY_MS,
    };
    await write(
      plant.level,
      Object.values(times).map((ts, value) => ({ ts, value })),
    );
    const presenceAt = [times.dayBefore, times.expiredInBoundaryDay].map((ts) => new Date(ts));
    await server.db
      .insertInto('presence_sample')
      .values(
        presenceAt.map((at) => ({
          org_id: plant.orgId,
          at,
          equipment_total: 1,
          equipment_online: 1,
        })),
      )
      .execute();
    await server.db
      .insertInto('gateway_presence_sample')
      .values(presenceAt.map((at) => ({ gateway_id: plant.gatewayId, at, online: true })))
      .execute();

    const ctx: RetentionContext = {
      db: server.db,
      now: () => new Date(now),
      settings: {
        get: () => Promise.resolve({ ...DEFAULT_SETTINGS, historyRetentionDays: 30 }),
      } as unknown as RetentionContext['settings'],
    };
    const result = await runRetention(ctx, { pauseMs: 0 });
    for (const { table: name } of PARTITIONED_TABLES) {
      for (const day of [boundary - 2 * DAY_MS, boundary - DAY_MS]) {
        expect(result.partitionsDropped).toContain(dayPartitionName(name, day));
      }
      expect(await names(name)).toContain(dayPartitionName(name, boundary));
    }
    expect((await placed(plant.level)).map((row) => row.ts)).toEqual([
      times.expiredInBoundaryDay,
      times.keptInBoundaryDay,
      times.kept,
    ]);
    const mark = await server.db
      .selectFrom('signal_history_mark')
      .select('first_ts')
      .where('signal_id', '=', Number(plant.level))
      .executeTakeFirstOrThrow();
    expect(mark.first_ts.getTime()).toBe(times.expiredInBoundaryDay);
    const minutes = await server.db
      .selectFrom('signal_value_minute')
      .select('minute')
      .where('signal_id', '=', Number(plant.level))
      .orderBy('minute')
      .execute();
    expect(minutes.map((m) => m.minute.getTime())).toEqual([
      times.expiredInBoundaryDay,
      times.keptInBoundaryDay,
      times.kept,
    ]);
    const presence = await server.db
      .selectFrom('presence_sample')
      .select('at')
      .where('org_id', '=', plant.orgId)
      .execute();
    expect(presence.map((p) => p.at.getTime())).toEqual([times.expiredInBoundaryDay]);
    const answer = await table(plant.level, boundary, boundary + DAY_MS);
    expect(answer.total).toBe(2);

    expect((await runRetention(ctx, { pauseMs: 0 })).partitionsDropped).toEqual([]);
  });
});

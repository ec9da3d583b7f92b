import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { dropSchema, openDatabase, type OpenDatabase } from '../src/db/database';
import { catchUpRollups } from '../src/history/rollupCatchUp';
import { HistoryWriter } from '../src/ingest/historyWriter';
import type { HistoryRow, HistoryStore } from '../src/ingest/historyStores';
import { historyWriteStarted } from '../src/ingest/historyWriting';
import { rollupJob } from '../src/ingest/rollupJob';

/**
 * The history write path on the database the run is given (PGlite, or PostgreSQL through COPY
 * when DATABASE_URL is set): exactly-once storage, and the rollups and marks computed behind
 * the write by the catch-up, exact once it has run.
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
let database: OpenDatabase;
const silent = Fastify({ logger: false }).log;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);

beforeAll(async () => {
  database = await openDatabase({ databaseUrl, schema });
});
afterAll(async () => {
  await database?.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
});

const series = (signalId: number, from: number, count: number, stepMs = 1000): HistoryRow[] =>
  Array.from({ length: count }, (_, i) => ({
    signalId,
    ts: from + i * stepMs,
    value: Math.round(100 * Math.sin(i)) / 7,
    bad: false,
  }));

async function count(table: string, signalId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from ${sql.table(table)} where signal_id = ${signalId}`.execute(
    database.db,
  );
  return Number(rows[0]?.n);
}

describe('history writes', () => {
  it('stores the same batch twice once, and the rollups count it once', async () => {
    const writer = new HistoryWriter(database.db, silent);
    const batch = series(1, T0, 150);
    await writer.add('g', batch);
    await writer.add('g', batch);
    expect(await count('signal_value', 1)).toBe(150);
    await catchUpRollups(database.db);
    const { rows } = await sql<{ minute: string; hour: string }>`
      select (select sum(n) from signal_value_minute where signal_id = 1)::text as minute,
             (select sum(n) from signal_ingest_hour where signal_id = 1)::text as hour`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ minute: '150', hour: '150' });
  });

  it('stores only the new rows of a part that overlaps stored ones, and rolls up only those', async () => {
    const writer = new HistoryWriter(database.db, silent);
    await writer.add('g', series(6, T0, 100));
    await catchUpRollups(database.db);
    // A redelivery of the last 40 rows with 60 new ones after them, and a row twice in one part.
    const overlapping = series(6, T0, 160).slice(60);
    await writer.add('g', [...overlapping, overlapping[0] as HistoryRow]);
    expect(await count('signal_value', 6)).toBe(160);
    await catchUpRollups(database.db);
    const { rows } = await sql<{ minute: string; hour: string; late: string }>`
      select (select sum(n) from signal_value_minute where signal_id = 6)::text as minute,
             (select sum(n) from signal_ingest_hour where signal_id = 6)::text as hour,
             (select late_writes from signal_history_mark where signal_id = 6)::text as late`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ minute: '160', hour: '160', late: '0' });
  });

  it('keeps time stamps and values exact (milliseconds, nulls, bad samples, extremes)', async () => {
    const writer = new HistoryWriter(database.db, silent);
    const odd: HistoryRow[] = [
      { signalId: 2, ts: T0 + 1, value: 0.1 + 0.2, bad: false },
      { signalId: 2, ts: T0 + 999, value: -1.7976931348623157e308, bad: false },
      { signalId: 2, ts: T0 + 1001, value: null, bad: true },
      { signalId: 2, ts: T0 + 2002, value: 5e-324, bad: true },
      { signalId: 2, ts: Date.UTC(1999, 11, 31, 23, 59, 59, 999), value: 42, bad: false },
    ];
    await writer.add('g', odd);
    const stored = await database.db
      .selectFrom('signal_value')
      .select(['ts', 'value', 'bad'])
      .where('signal_id', '=', 2)
      .orderBy('ts')
      .execute();
    const expected = [...odd]
      .sort((a, b) => a.ts - b.ts)
      .map((row) => ({ ts: new Date(row.ts), value: row.value, bad: row.bad }));
    expect(stored).toEqual(expected);
  });

  it('leaves the rollups to the catch-up, which makes every rule exact', async () => {
    const writer = new HistoryWriter(database.db, silent);
    // Two signals over three minutes and two hours, bad and empty samples among them…
    const rows = [...series(3, T0 - 90_000, 200), ...series(4, T0 - 30_000, 120, 500)];
    rows[5] = { ...(rows[5] as HistoryRow), bad: true };
    rows[7] = { ...(rows[7] as HistoryRow), value: null };
    await writer.add('g', rows);
    // …then a late write (store and forward) under signal 3's last row, and an on-time one.
    await writer.add('g', series(3, T0 - 10 * MINUTE, 30));
    await writer.add('g', series(4, T0 + 60_000, 10));
    expect(await count('signal_value_minute', 3)).toBe(0);
    expect(await count('signal_history_mark', 3)).toBe(0);

    await catchUpRollups(database.db);
    const ids = sql`(3, 4)`;
    const minuteFromRaw = await sql`
      select signal_id, date_trunc('minute', ts) as minute, min(value) as lo, max(value) as hi,
             count(*)::int as n, round(sum(value)::numeric, 9) as total
      from signal_value where signal_id in ${ids} and not bad and value is not null
      group by 1, 2 order by 1, 2`.execute(database.db);
    const minute = await sql`
      select signal_id, minute, lo, hi, n::int as n, round(total::numeric, 9) as total
      from signal_value_minute where signal_id in ${ids} order by 1, 2`.execute(database.db);
    expect(minute.rows).toEqual(minuteFromRaw.rows);
    expect(minute.rows.length).toBeGreaterThan(4);

    const hourFromRaw = await sql`
      select signal_id, date_trunc('hour', ts) as hour, count(*)::int as n
      from signal_value where signal_id in ${ids} group by 1, 2 order by 1, 2`.execute(database.db);
    const hour = await sql`
      select signal_id, hour, n::int as n from signal_ingest_hour
      where signal_id in ${ids} order by 1, 2`.execute(database.db);
    expect(hour.rows).toEqual(hourFromRaw.rows);

    const marks = await sql`
      select signal_id, first_ts, last_ts, late_writes::int as late
      from signal_history_mark where signal_id in ${ids} order by 1`.execute(database.db);
    expect(marks.rows).toEqual([
      {
        signal_id: 3,
        first_ts: new Date(T0 - 10 * MINUTE),
        last_ts: new Date(T0 + 109_000),
        late: 1,
      },
      { signal_id: 4, first_ts: new Date(T0 - 30_000), last_ts: new Date(T0 + 69_000), late: 0 },
    ]);
  });

  it('counts each row once when catch-ups run side by side or again', async () => {
    const writer = new HistoryWriter(database.db, silent);
    for (let part = 0; part < 5; part++) await writer.add('g', series(5, T0 + part * 40_000, 40));
    await Promise.all([catchUpRollups(database.db), catchUpRollups(database.db)]);
    await catchUpRollups(database.db);
    const { rows } = await sql<{ n: string }>`
      select sum(n)::text as n from signal_value_minute where signal_id = 5`.execute(database.db);
    expect(rows[0]?.n).toBe('200');
    const pending = await sql<{ n: string }>`
      select count(*)::text as n from signal_value_pending`.execute(database.db);
    expect(pending.rows[0]?.n).toBe('0');
  });
});

describe('pipelined writes', () => {
  it('writes two batches at once but settles them in order', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const store: HistoryStore = {
      concurrency: 2,
      write: (rows) =>
        new Promise<void>((resolve) => {
          started.push(rows[0]?.signalId ?? 0);
          finish.push(resolve);
        }),
    };
    const writer = new HistoryWriter(database.db, silent, { store });
    const settled: number[] = [];
    const first = writer.add('g', series(10, T0, 3)).then(() => settled.push(10));
    await new Promise((resolve) => setImmediate(resolve));
    const second = writer.add('g', series(11, T0, 3)).then(() => settled.push(11));
    await new Promise((resolve) => setImmediate(resolve));
    // Both are being written at once (the second did not wait for the first's commit)…
    expect(started).toEqual([10, 11]);
    // …and the second committing first does not acknowledge it before the first.
    finish[1]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    finish[0]?.();
    await Promise.all([first, second]);
    expect(settled).toEqual([10, 11]);
  });
});

describe('rollup job', () => {
  it('waits while history is being written, and catches up once the write ends or it is late', async () => {
    const writer = new HistoryWriter(database.db, silent);
    const pendingRows = async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*)::text as n from signal_value_pending`.execute(database.db);
      return Number(rows[0]?.n);
    };
    let now = 0;
    const job = rollupJob(database.db, 3000, () => now);
    await writer.add('g', series(20, T0, 10));
    const writing = historyWriteStarted(database.db);
    now = 2999;
    await job();
    expect(await pendingRows()).toBe(1);
    now = 3000;
    await job();
    expect(await pendingRows()).toBe(0);

    await writer.add('g', series(20, T0 + 60_000, 10));
    now = 4000;
    await job();
    expect(await pendingRows()).toBe(1);
    writing();
    await job();
    expect(await pendingRows()).toBe(0);
  });
});

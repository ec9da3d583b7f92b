import { sql } from 'kysely';
import { DEFAULT_SETTINGS } from '@lf/protocol';
import { runRetention, type RetentionContext } from '../../apps/server/src/settings/retention';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { printer, runSuite } from '../harness/figures';

/**
 * History retention under ingest. SIGNALS signals each hold OLD_ROWS values 40 days old (past a
 * 30-day retention). The history writer stores one value per signal every 100 ms (the ingest
 * path after validation: `history.add` then the batched write), first for SECONDS without the
 * retention job, then while `runRetention` deletes the old rows in its batches. Figures: the
 * write latency of each ingest batch (p50, p99, max) in both phases, and the job's rows/s.
 * Run: npx tsx bench/suites/retention.ts (PGlite; PostgreSQL with DATABASE_URL).
 */
const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 200);
const OLD_ROWS = Number(process.env.BENCH_OLD_ROWS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TICK_MS = 100;
const DAY_MS = 86_400_000;

const print = printer('retention');

function summary(latencies: number[]): Record<string, number> {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return {
    batches: sorted.length,
    p50Ms: Math.round(at(0.5) ?? NaN),
    p99Ms: Math.round(at(0.99) ?? NaN),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
  };
}

async function main(server: BenchServer): Promise<void> {
  const { app, db } = server;
  const { equipmentId, signalIds } = await addBenchEquipment(server, {
    name: '保留测试',
    signals: SIGNALS,
    signalName: (n) => `变量 ${n}`,
  });
  // The old history, one row every 10 s from 40 days ago, written in one statement per signal.
  const now = Date.now();
  const oldStart = new Date(now - 40 * DAY_MS);
  const loadStarted = performance.now();
  for (const signalId of signalIds) {
    await sql`
      insert into signal_value (signal_id, ts, value, bad)
      select ${signalId}, ${oldStart}::timestamptz + make_interval(secs => n * 10), n, false
      from generate_series(0, ${OLD_ROWS - 1}) as n`.execute(db);
  }
  await sql`
    insert into signal_history_mark (signal_id, first_ts, last_ts)
    select id, ${oldStart}::timestamptz, ${new Date(now)}::timestamptz from signal
    where equipment_id = ${equipmentId}
    on conflict (signal_id) do nothing`.execute(db);
  print({
    name: 'old history loaded',
    rows: SIGNALS * OLD_ROWS,
    seconds: Number(((performance.now() - loadStarted) / 1000).toFixed(1)),
  });

  /** Ingest batches every 100 ms until `until` resolves or the time is up; their write times. */
  const ingest = async (until: () => boolean): Promise<number[]> => {
    const latencies: number[] = [];
    while (!until()) {
      const tick = Date.now();
      app.live.history.add(
        'bench',
        signalIds.map((signalId) => ({ signalId, ts: tick, value: Math.random(), bad: false })),
      );
      await app.live.history.flush();
      latencies.push(Date.now() - tick);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, TICK_MS - (Date.now() - tick))),
      );
    }
    return latencies;
  };

  const quietEnd = Date.now() + SECONDS * 1000;
  const quiet = await ingest(() => Date.now() >= quietEnd);
  print({ name: 'ingest batch write, no retention', valuesPerBatch: SIGNALS, ...summary(quiet) });

  // The organisation keeps 30 days of history (the settings store, as the job reads it).
  const ctx: RetentionContext = {
    db,
    now: () => new Date(),
    settings: {
      get: () => Promise.resolve({ ...DEFAULT_SETTINGS, historyRetentionDays: 30 }),
    } as unknown as RetentionContext['settings'],
  };
  let retentionDone = false;
  const jobStarted = performance.now();
  const job = runRetention(ctx).finally(() => (retentionDone = true));
  const busy = await ingest(() => retentionDone);
  const result = await job;
  const jobSeconds = (performance.now() - jobStarted) / 1000;
  print({
    name: 'ingest batch write, retention running',
    valuesPerBatch: SIGNALS,
    ...summary(busy),
  });
  print({
    name: 'retention job',
    database: server.database,
    rowsDeleted: result.historyRows,
    batches: result.batches,
    seconds: Number(jobSeconds.toFixed(1)),
    rowsPerSecond: Math.round(result.historyRows / jobSeconds),
  });
  const left = await db
    .selectFrom('signal_value')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ts', '<', new Date(now - 30 * DAY_MS))
    .executeTakeFirstOrThrow();
  if (Number(left.n) !== 0) throw new Error(`${left.n} old rows left`);
}

runSuite(() => withBenchServer('retention', {}, main));

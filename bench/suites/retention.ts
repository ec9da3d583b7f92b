import { sql } from 'kysely';
import { DEFAULT_SETTINGS } from '@lf/protocol';
import { createPartitionsAhead } from '../../apps/server/src/history/partitionUpkeep';
import {
  runRetention,
  type RetentionContext,
} from '../../apps/server/src/system/settings/retention';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { percentile, printer, runSuite } from '../harness/figures';

/**
 * History retention under ingest. The history is partitioned by day (migration 0215), so the
 * job drops an expired day whole; rows the default partition holds still go row by row. Two
 * loads of SIGNALS × OLD_ROWS rows (one value per signal every 10 s) are past a 30-day retention:
 * one 40 days old, in day partitions made for it (dropped whole), one 60 days old, in the
 * default partition (deleted row by row in batches, as every row was before partitioning). The
 * history writer stores one value per signal every 100 ms (`history.add` then the batched
 * write): SECONDS with no retention (the baseline), then while the job drops the 40-day-old
 * days, then while it deletes the 60-day-old rows; each phase lasts at least SECONDS. Figures:
 * the write time of each ingest batch per phase, and `{suite, figure, product, baseline, ratio}`
 * for its p99 with the job running against the baseline.
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
  return {
    batches: sorted.length,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
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
  const now = Date.now();
  const dropped = new Date(now - 40 * DAY_MS);
  const deleted = new Date(now - 60 * DAY_MS);
  // Days for the 40-day-old load, made the way the upkeep makes days ahead.
  await createPartitionsAhead(db, dropped);
  /** OLD_ROWS rows per signal from `start`, one statement per signal. */
  const load = async (start: Date) => {
    const started = performance.now();
    for (const signalId of signalIds) {
      await sql`
        insert into signal_value (signal_id, ts, value, bad)
        select ${signalId}, ${start}::timestamptz + make_interval(secs => n * 10), n, false
        from generate_series(0, ${OLD_ROWS - 1}) as n`.execute(db);
    }
    print({
      name: 'old history loaded',
      from: start.toISOString(),
      rows: SIGNALS * OLD_ROWS,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    });
  };
  /** The signals' history marks, as the rollup catch-up would leave them after `load`. */
  const mark = (start: Date) =>
    sql`
      insert into signal_history_mark (signal_id, first_ts, last_ts)
      select id, ${start}::timestamptz, ${new Date(now)}::timestamptz from signal
      where equipment_id = ${equipmentId}
      on conflict (signal_id) do update set first_ts = excluded.first_ts`.execute(db);
  await load(dropped);
  await mark(dropped);

  /**
   * Ingest batches every 100 ms for at least SECONDS and until `job` (if any) has settled; the
   * write time of each.
   */
  const ingest = async (
    job?: Promise<unknown>,
  ): Promise<{ latencies: number[]; whileJobRan: number[] }> => {
    let settled = job === undefined;
    void job?.finally(() => (settled = true));
    const end = Date.now() + SECONDS * 1000;
    const latencies: number[] = [];
    const whileJobRan: number[] = [];
    while (!settled || Date.now() < end) {
      const during = !settled;
      const tick = Date.now();
      app.live.history.add(
        'bench',
        signalIds.map((signalId) => ({ signalId, ts: tick, value: Math.random(), bad: false })),
      );
      await app.live.history.flush();
      latencies.push(Date.now() - tick);
      if (during) whileJobRan.push(Date.now() - tick);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, TICK_MS - (Date.now() - tick))),
      );
    }
    return { latencies, whileJobRan };
  };

  const quiet = summary((await ingest()).latencies);
  print({ name: 'ingest batch write, no retention', valuesPerBatch: SIGNALS, ...quiet });

  // The organisation keeps 30 days of history (the settings store, as the job reads it).
  const ctx: RetentionContext = {
    db,
    now: () => new Date(),
    settings: {
      get: () => Promise.resolve({ ...DEFAULT_SETTINGS, historyRetentionDays: 30 }),
    } as unknown as RetentionContext['settings'],
  };
  /** Runs the job under ingest; prints the phase and its ratio line against the baseline. */
  const phase = async (figure: string, name: string) => {
    const started = performance.now();
    let seconds = NaN;
    const job = runRetention(ctx).finally(() => (seconds = (performance.now() - started) / 1000));
    const { latencies, whileJobRan } = await ingest(job);
    const busy = summary(latencies);
    const result = await job;
    print({ name, valuesPerBatch: SIGNALS, ...busy, whileJobRan: summary(whileJobRan) });
    print({
      name: `retention job: ${name}`,
      database: server.database,
      partitionsDropped: result.partitionsDropped.length,
      rowsDeleted: result.historyRows,
      batches: result.batches,
      seconds: Number(seconds.toFixed(2)),
    });
    print({
      figure,
      product: busy.p99Ms,
      baseline: quiet.p99Ms,
      ratio: Number(((busy.p99Ms as number) / (quiet.p99Ms as number)).toFixed(2)),
    });
  };

  // Each phase removes its 1,000,000 rows one way: the default's load comes after the drop.
  await phase(
    'ingest p99, retention dropping partitions',
    'ingest batch write, retention dropping whole days',
  );
  await load(deleted);
  await mark(deleted);
  await phase(
    'ingest p99, retention deleting rows',
    'ingest batch write, retention deleting rows (default partition)',
  );
  const left = await db
    .selectFrom('signal_value')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ts', '<', new Date(now - 30 * DAY_MS))
    .executeTakeFirstOrThrow();
  if (Number(left.n) !== 0) throw new Error(`${left.n} old rows left`);
}

runSuite(() => withBenchServer('retention', {}, main));

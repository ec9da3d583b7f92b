import { sql } from 'kysely';
import { catchUpRollups } from '../../apps/server/src/history/rollupCatchUp';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { percentile, printer, runSuite } from '../harness/figures';

/**
 * History: 10 series × 200,000 points spread over 30 days, queried through the HTTP call
 * `monitor/multi/history/queryAll` — the decimated curve (1,000 min/max buckets), the raw
 * latest-200,000-points curve and a table page. Figures: p50/p95 per query kind.
 * Runs on PGlite in memory, or on PostgreSQL when DATABASE_URL is set.
 */
const SERIES = 10;
const POINTS = Number(process.env.BENCH_POINTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DAYS = 30;

const print = printer('history');

async function main(server: BenchServer): Promise<void> {
  const { app, db } = server;
  const { equipmentId, signalIds: signals } = await addBenchEquipment(server, {
    name: '历史',
    signals: SERIES,
    signalName: (s) => `series ${s}`,
  });
  const end = Date.UTC(2026, 5, 30);
  const start = end - DAYS * 24 * 3600 * 1000;
  const step = Math.floor((end - start) / POINTS);

  // Loaded through the history writer, as ingest stores values (raw rows and minute rollup).
  const loadStarted = performance.now();
  const chunk = 50_000;
  for (const signal of signals) {
    for (let offset = 0; offset < POINTS; offset += chunk) {
      const n = Math.min(chunk, POINTS - offset);
      const rows = Array.from({ length: n }, (_, i) => {
        const k = offset + i;
        return {
          signalId: signal,
          ts: start + k * step,
          value: 50 + 30 * Math.sin(k / 5000) + 10 * Math.sin(k / 37),
          bad: false,
        };
      });
      app.live.history.add('bench', rows);
      await app.live.history.flush();
    }
  }
  // The load counts until the rollups and marks have caught up with it too.
  await catchUpRollups(db);
  await sql`analyze signal_value`.execute(db);
  await sql`analyze signal_value_minute`.execute(db);
  print({
    figure: 'history load',
    database: server.database,
    rows: SERIES * POINTS,
    seconds: Number(((performance.now() - loadStarted) / 1000).toFixed(1)),
  });

  const cookie = await server.demoCookie();
  const signalIds = JSON.stringify(signals.map(String));
  const measure = async (
    name: string,
    fields: Record<string, string>,
    perRun: (run: number) => Record<string, string> = () => ({}),
  ) => {
    const times: number[] = [];
    let points = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const reply = await app.inject({
        method: 'POST',
        url: '/lfscada/monitor/multi/history/queryAll',
        headers: { cookie },
        payload: {
          equipmentId,
          signalIds,
          startTime: String(start),
          endTime: String(end),
          ...fields,
          ...perRun(run),
        },
      });
      times.push(performance.now() - started);
      const data = (
        reply.json() as {
          code: number;
          data: { series?: { points: unknown[] }[]; rows?: unknown[] };
        }
      ).data;
      points = data.series
        ? data.series.reduce((sum, s) => sum + s.points.length, 0)
        : (data.rows?.length ?? 0);
    }
    times.sort((a, b) => a - b);
    print({
      figure: name,
      database: server.database,
      series: SERIES,
      pointsPerSeries: POINTS,
      answerPoints: points,
      runs: RUNS,
      p50Ms: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
    });
  };
  await measure('decimated curve, 1,000 buckets, 30 days', { buckets: '1000' });
  await measure('raw curve, latest 200,000 points', {});
  await measure('table page 10 of 10 rows', { mode: 'table', page: '10' });
  // Each run a window not asked for before, so its total is counted rather than reused.
  await measure('table page 1, a new window each run', { mode: 'table' }, (run) => ({
    endTime: String(end - (run + 1) * 1000),
  }));
}

runSuite(() => withBenchServer('history', {}, main));

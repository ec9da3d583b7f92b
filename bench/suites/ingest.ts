import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { SocketMessage } from '@lf/protocol';
import { hashPassword } from '../../apps/server/src/account/passwords';
import { catchUpRollups } from '../../apps/server/src/history/rollupCatchUp';
import { HistoryWriter } from '../../apps/server/src/ingest/historyWriter';
import type { HistoryRow } from '../../apps/server/src/ingest/historyStores';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { percentile, printer, runSuite } from '../harness/figures';
import { connectGateways, publishAtRate } from '../harness/gatewayPublishers';
import { measureRawStorage, ratioPrinter } from '../harness/rawStorage';

/**
 * Ingest end to end: many simulated gateways publish value batches (QoS 1) to the embedded
 * broker; the server validates them, updates the live cache, writes history in batches and
 * pushes to a websocket watching one equipment. Figures: values/s stored, and the time from
 * a value's publication to its arrival on the socket (p50/p99).
 * Runs on PGlite in memory, or on PostgreSQL when DATABASE_URL is set.
 *
 * Then the history write path alone at its ceiling (BENCH_WRITE_ROWS rows handed to the
 * server's HistoryWriter at once) and, in the same run, the same rows into a bare table of
 * the same shape through the product's former statement and through COPY: each figure is
 * printed as `{suite, figure, product, baseline, ratio}`.
 */
const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 20);
const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITE_ROWS = Number(process.env.BENCH_WRITE_ROWS ?? 200_000);
const PASSWORD = 'bench-gateway-secret';

const print = printer('ingest');
const ratio = ratioPrinter('ingest');

async function main(server: BenchServer): Promise<void> {
  const { app, db, port } = server;
  const hash = await hashPassword(PASSWORD);
  const plants: { gatewayId: string; equipmentId: string; signalIds: string[] }[] = [];
  for (let g = 0; g < GATEWAYS; g++) {
    const gatewayId = `bench-gw-${g}`;
    const { equipmentId, signalIds } = await addBenchEquipment(server, {
      name: `泵站 ${g}`,
      signals: SIGNALS,
      gateway: { id: gatewayId, passwordHash: hash },
      alarmRules: (s) =>
        s === 0 ? [{ kind: 'high', value: 90, deadband: 1, level: 1, text: '' }] : [],
    });
    plants.push({ gatewayId, equipmentId, signalIds: signalIds.map(String) });
  }

  // A browser watching the first equipment.
  const cookie = await server.demoCookie();
  const tokenReply = await app.inject({
    method: 'POST',
    url: '/lfscada/websocket/monitor/token',
    headers: { cookie },
    payload: { equipmentId: plants[0]?.equipmentId ?? '' },
  });
  const token = (tokenReply.json() as { data: { token: string } }).data.token;
  const latencies: number[] = [];
  let measuring = false;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/lfscada/ws/eg/signal/subscribe/${token}`);
  socket.on('message', (data: Buffer) => {
    const now = Date.now();
    const text = data.toString('utf8');
    if (!measuring || !text.startsWith('{')) return;
    const message = JSON.parse(text) as SocketMessage;
    if (message.type !== 'signalVal') return;
    for (const value of message.data) latencies.push(now - value.ts);
  });
  await new Promise((resolve) => socket.once('open', resolve));

  const url = app.live.brokerUrl ?? '';
  const clients = await connectGateways(url, plants, PASSWORD);
  let started = Date.now();
  let cpuBefore = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const { published, publishErrors, publishSeconds } = await publishAtRate(
    clients,
    plants,
    RATE,
    SECONDS,
    () => {
      started = Date.now();
      measuring = true;
      cpuBefore = process.cpuUsage();
      loop.enable();
    },
  );
  measuring = false;
  // Wait until everything published is stored.
  const countRows = async () =>
    Number(
      (
        await db
          .selectFrom('signal_value')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let stored = 0;
  const drainDeadline = Date.now() + 60_000;
  while (Date.now() < drainDeadline) {
    await app.live.history.flush();
    stored = await countRows();
    if (stored >= published) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const totalSeconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  print({
    figure: 'ingest end to end (MQTT → validation → live cache → history + socket)',
    database: server.database,
    gateways: GATEWAYS,
    signals: GATEWAYS * SIGNALS,
    targetValuesPerSecond: RATE,
    published,
    publishErrors,
    publishedPerSecond: Math.round(published / publishSeconds),
    stored,
    storedPerSecond: Math.round(stored / totalSeconds),
    drainSeconds: Number((totalSeconds - publishSeconds).toFixed(2)),
    droppedPayloads: app.live.droppedPayloads,
    socketValues: latencies.length,
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    latencyMaxMs: latencies.at(-1),
    eventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
    eventLoopDelayMaxMs: Math.round(loop.max / 1e6),
    cpuSecondsPerSecond: Number(((cpu.user + cpu.system) / 1e6 / totalSeconds).toFixed(2)),
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  });
  socket.close();
  await Promise.all(clients.map((client) => client.endAsync()));

  // The same signals, a day later (no row meets one stored above), one value a second each.
  const signalIds = plants.flatMap((plant) => plant.signalIds.map(Number));
  const from = Date.now() + 86_400_000;
  const rows: HistoryRow[] = Array.from({ length: WRITE_ROWS }, (_, i) => ({
    signalId: signalIds[i % signalIds.length] as number,
    ts: from + Math.floor(i / signalIds.length) * 1000,
    value: 50 + 40 * Math.sin(i),
    bad: false,
  }));
  const writer = new HistoryWriter(db, app.log);
  const writeStarted = process.hrtime.bigint();
  for (let i = 0; i < rows.length; i += 100) void writer.add('bench', rows.slice(i, i + 100));
  await writer.flush();
  const writeSeconds = Number(process.hrtime.bigint() - writeStarted) / 1e9;
  const written = Math.round(WRITE_ROWS / writeSeconds);
  // The live plane's job catches up every second during the burst; what is left, now.
  const catchUpStarted = process.hrtime.bigint();
  await catchUpRollups(db);
  const caughtUpSeconds = Number(process.hrtime.bigint() - catchUpStarted) / 1e9;
  const raw = await measureRawStorage(db, rows);
  const strongest = raw.copy ?? raw.statement;
  const baselineKind = raw.copy === undefined ? 'statement (no COPY on PGlite)' : 'COPY';
  const context = { database: server.database, rows: WRITE_ROWS };
  ratio('stored', written, strongest, {
    ...context,
    baselineKind,
    rollupsCaughtUpSecondsAfter: Number(caughtUpSeconds.toFixed(2)),
    writerLostRows: writer.lostRows,
  });
  if (raw.copy !== undefined) {
    ratio('stored vs statement', written, raw.statement, { ...context, baselineKind: 'statement' });
  }
  ratio('stored end to end', Math.round(stored / totalSeconds), strongest, {
    ...context,
    baselineKind,
    offeredPerSecond: RATE,
  });
}

runSuite(() => withBenchServer('ingest', { live: true, listen: true }, main));

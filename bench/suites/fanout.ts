import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { WebSocket, WebSocketServer } from 'ws';
import { hashPassword } from '../../apps/server/src/account/passwords';
import type { LoadReport, LoadRole, Plant } from '../harness/fanoutLoad';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { percentile, printer, runSuite } from '../harness/figures';

/**
 * Fan-out: 100 websocket clients, each watching the 1,000 signals of 10 equipment through a
 * project token, while 10 gateways publish every signal 1 and 5 times a second — against a bare
 * `ws` server broadcasting frames of the same values at the same rates to the same number of
 * clients, in the same sitting. Clients and gateways run in child processes, so the CPU measured
 * in this process is the server's alone (broker, ingest, history on the bench database, fan-out).
 *
 * Per rate it prints the runs' details, then `{suite, figure, product, baseline, ratio}` for:
 * `cpu` (server CPU-s per second), `cpu-fanout` (what the sockets add: the product with its
 * clients minus the product with none, against the bare server) and `p99` (publish → socket).
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const GATEWAYS = 10;
const SIGNALS_PER_GATEWAY = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RATES = (process.env.BENCH_RATES ?? '1,5').split(',').map(Number);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const WARM_UP_MS = 1500;
const PASSWORD = 'bench-gateway-secret';
const LOAD_SCRIPT = fileURLToPath(new URL('../harness/fanoutLoad.ts', import.meta.url));

const print = printer('fanout');

interface Load {
  start(): void;
  stop(): Promise<LoadReport>;
}

interface Run {
  cpu: number;
  /** The server's event-loop delay p99, ms: how long a ready value may wait for the thread. */
  loopP99: number;
  loopMax: number;
  report: LoadReport;
  seconds: number;
}

async function startLoad(role: LoadRole): Promise<Load> {
  const child: ChildProcess = fork(LOAD_SCRIPT, [], { execArgv: ['--import', 'tsx'] });
  const next = <T>(kind: string) =>
    new Promise<T>((resolve, reject) => {
      const listener = (message: { kind: string } & T) => {
        if (message.kind !== kind) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
      child.once('exit', (code) => reject(new Error(`load process ended (${code})`)));
    });
  const ready = next('ready');
  child.send(role);
  await ready;
  return {
    start: () => child.send('start'),
    stop: async () => {
      const report = next<{ report: LoadReport }>('report');
      child.send('stop');
      return (await report).report;
    },
  };
}

/** The clients, spread over `CLIENT_PROCESSES` processes so that they are not the limit. */
async function startClients(urls: string[]): Promise<Load[]> {
  const share = Math.ceil(urls.length / CLIENT_PROCESSES);
  const parts = Array.from({ length: CLIENT_PROCESSES }, (_, n) =>
    urls.slice(n * share, (n + 1) * share),
  ).filter((part) => part.length > 0);
  return Promise.all(parts.map((part) => startLoad({ kind: 'clients', urls: part })));
}

/** Measures this process's CPU while `loads` count what arrives. */
async function measure(loads: Load[]): Promise<Run> {
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const before = process.cpuUsage();
  const started = Date.now();
  for (const load of loads) load.start();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const cpu = process.cpuUsage(before);
  loop.disable();
  const seconds = (Date.now() - started) / 1000;
  const reports = await Promise.all(loads.map((load) => load.stop()));
  const report: LoadReport = { values: 0, messages: 0, latencies: [], published: 0, cpuSeconds: 0 };
  for (const r of reports) {
    report.values += r.values;
    report.messages += r.messages;
    report.published += r.published;
    report.cpuSeconds += r.cpuSeconds;
    report.latencies.push(...r.latencies);
  }
  report.latencies.sort((a, b) => a - b);
  const loopP99 = Math.round(loop.percentile(99) / 1e6);
  const loopMax = Math.round(loop.max / 1e6);
  return { cpu: (cpu.user + cpu.system) / 1e6 / seconds, loopP99, loopMax, report, seconds };
}

/** The bare server: builds each gateway's frame once and sends it to every client. */
async function bareRun(plants: (Plant & { equipmentId: string })[], rateHz: number): Promise<Run> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const clients = await startClients(Array<string>(CLIENTS).fill(url));
  const period = 1000 / rateHz;
  const timers: NodeJS.Timeout[] = [];
  plants.forEach((plant, g) => {
    const tick = () => {
      const now = Date.now();
      const data = plant.signalIds.map((signalId, i) => ({
        signalId,
        equipId: plant.equipmentId,
        value: Math.sin(now / 1000 + i),
        ts: now,
        quality: 'good',
      }));
      const frame = Buffer.from(JSON.stringify({ type: 'signalVal', data }));
      for (const client of server.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(frame, { binary: false });
      }
    };
    const first = setTimeout(
      () => {
        tick();
        timers.push(setInterval(tick, period));
      },
      (g * period) / plants.length,
    );
    timers.push(first);
  });
  try {
    return await measure(clients);
  } finally {
    for (const timer of timers) clearInterval(timer);
    for (const client of server.clients) client.terminate();
    server.close();
  }
}

async function productRun(
  server: BenchServer,
  plants: Plant[],
  rateHz: number,
  tokens: () => Promise<string[]>,
  withClients: boolean,
): Promise<Run & { framesPerSecond: number }> {
  const base = `ws://127.0.0.1:${server.port}/lfscada/ws/project/signal/subscribe/`;
  // Sockets first: each is set up by database reads, which would queue behind history writes.
  const loads = withClients
    ? await startClients((await tokens()).map((token) => base + token))
    : [];
  const brokerUrl = server.app.live.brokerUrl ?? '';
  loads.push(await startLoad({ kind: 'gateways', brokerUrl, rateHz, plants }));
  const frames = server.app.live.hub.framesEncoded;
  const run = await measure(loads);
  const framesPerSecond = (server.app.live.hub.framesEncoded - frames) / run.seconds;
  return { ...run, framesPerSecond };
}

function details(label: string, rateHz: number, run: Run, extra: Record<string, unknown> = {}) {
  const { report, seconds } = run;
  print({
    figure: 'run',
    case: caseName(rateHz),
    server: label,
    load1: Number(loadavg()[0]?.toFixed(1)),
    serverCpuSecondsPerSecond: round(run.cpu, 3),
    loadCpuSecondsPerSecond: round(report.cpuSeconds / seconds, 2),
    publishedValuesPerSecond: Math.round(report.published / seconds),
    deliveredValuesPerSecond: Math.round(report.values / seconds),
    expectedValuesPerSecond: label.includes('no sockets')
      ? 0
      : CLIENTS * GATEWAYS * SIGNALS_PER_GATEWAY * rateHz,
    socketMessagesPerSecond: Math.round(report.messages / seconds),
    latencyP50Ms: percentile(report.latencies, 50),
    latencyP99Ms: percentile(report.latencies, 99),
    serverEventLoopDelayP99Ms: run.loopP99,
    serverEventLoopDelayMaxMs: run.loopMax,
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    ...extra,
  });
}

function caseName(rateHz: number): string {
  return `${CLIENTS} sockets × ${GATEWAYS * SIGNALS_PER_GATEWAY} signals at ${rateHz} Hz`;
}

function ratio(figure: string, rateHz: number, product: number, baseline: number): void {
  print({
    figure,
    case: caseName(rateHz),
    product: round(product, 3),
    baseline: round(baseline, 3),
    ratio: round(product / baseline, 2),
  });
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

async function main(server: BenchServer): Promise<void> {
  const { app, db, orgId } = server;
  const hash = await hashPassword(PASSWORD);
  const plants: (Plant & { equipmentId: string })[] = [];
  for (let g = 0; g < GATEWAYS; g++) {
    const gatewayId = `fan-gw-${g}`;
    const { equipmentId, signalIds } = await addBenchEquipment(server, {
      name: `站 ${g}`,
      signals: SIGNALS_PER_GATEWAY,
      gateway: { id: gatewayId, passwordHash: hash },
    });
    plants.push({ gatewayId, password: PASSWORD, equipmentId, signalIds: signalIds.map(String) });
  }
  const projectId = randomUUID();
  const pageId = randomUUID();
  await db.insertInto('project').values({ id: projectId, org_id: orgId, name: 'bench' }).execute();
  await db
    .insertInto('project_page')
    .values({ id: pageId, project_id: projectId, title: 'bench' })
    .execute();
  const cookie = await server.demoCookie();
  const dataEquip = plants.map((p) => p.equipmentId).join(',');
  // Live tokens are single-use: each run asks for its own.
  const tokens = () =>
    Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const reply = await app.inject({
          method: 'POST',
          url: '/lfscada/websocket/monitor/project/token',
          headers: { cookie },
          payload: { pageId, dataEquip },
        });
        return (reply.json() as { data: { token: string } }).data.token;
      }),
    );

  for (const rateHz of RATES) {
    const bare = await bareRun(plants, rateHz);
    details('bare ws', rateHz, bare);
    const product = await productRun(server, plants, rateHz, tokens, true);
    details('product', rateHz, product, { framesPerSecond: Math.round(product.framesPerSecond) });
    const quiet = await productRun(server, plants, rateHz, tokens, false);
    details('product, no sockets', rateHz, quiet);
    ratio('cpu', rateHz, product.cpu, bare.cpu);
    ratio('cpu-fanout', rateHz, product.cpu - quiet.cpu, bare.cpu);
    ratio(
      'p99',
      rateHz,
      percentile(product.report.latencies, 99),
      percentile(bare.report.latencies, 99),
    );
  }
}

runSuite(() => withBenchServer('fanout', { live: true, listen: true }, main));

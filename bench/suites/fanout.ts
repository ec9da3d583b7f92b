import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { connectAsync } from 'mqtt';
import { mqttTopics } from '@lf/protocol';
import { hashPassword } from '../../apps/server/src/account/passwords';
import { addBenchEquipment, withBenchServer, type BenchServer } from '../harness/benchServer';
import { percentile, runSuite } from '../harness/figures';

/**
 * Fan-out: 100 websocket clients, each watching 1,000 signals through a project token, while
 * ten gateways publish every signal once a second. The clients run in a worker thread (the
 * second core) so that their JSON parsing does not slow the server they measure. Figures:
 * values delivered per second, publish → socket latency p50/p99, server memory.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const GATEWAYS = 10;
const SIGNALS_PER_GATEWAY = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

interface ClientReport {
  values: number;
  messages: number;
  latencies: number[];
}

/**
 * The clients' thread (plain JavaScript, evaluated: worker threads do not inherit the TypeScript
 * loader). Opens the sockets, counts what arrives, samples one latency per message.
 */
const CLIENT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { port, tokens } = workerData;
const report = { values: 0, messages: 0, latencies: [] };
let measuring = false;
const sockets = tokens.map((token) => {
  const socket = new WebSocket('ws://127.0.0.1:' + port + '/lfscada/ws/project/signal/subscribe/' + token);
  socket.on('message', (data) => {
    if (!measuring) return;
    const now = Date.now();
    const text = data.toString('utf8');
    if (text[0] !== '{') return;
    const message = JSON.parse(text);
    if (message.type !== 'signalVal') return;
    report.messages += 1;
    report.values += message.data.length;
    if (message.data[0]) report.latencies.push(now - message.data[0].ts);
  });
  return new Promise((resolve, reject) => { socket.once('open', () => resolve(socket)); socket.once('error', reject); });
});
Promise.all(sockets).then((open) => {
  parentPort.postMessage({ kind: 'ready' });
  parentPort.on('message', (command) => {
    if (command === 'start') measuring = true;
    if (command === 'stop') {
      measuring = false;
      for (const socket of open) socket.close();
      parentPort.postMessage({ kind: 'report', report });
    }
  });
});
`;

async function main(server: BenchServer): Promise<void> {
  const { app, db, orgId, port } = server;
  const hash = await hashPassword('bench-gateway-secret');
  const plants: { gatewayId: string; equipmentId: string; signalIds: string[] }[] = [];
  for (let g = 0; g < GATEWAYS; g++) {
    const gatewayId = `fan-gw-${g}`;
    const { equipmentId, signalIds } = await addBenchEquipment(server, {
      name: `站 ${g}`,
      signals: SIGNALS_PER_GATEWAY,
      gateway: { id: gatewayId, passwordHash: hash },
    });
    plants.push({ gatewayId, equipmentId, signalIds: signalIds.map(String) });
  }

  const projectId = randomUUID();
  const pageId = randomUUID();
  await db.insertInto('project').values({ id: projectId, org_id: orgId, name: 'bench' }).execute();
  await db
    .insertInto('project_page')
    .values({ id: pageId, project_id: projectId, title: 'bench' })
    .execute();

  const cookie = await server.demoCookie();
  const tokens: string[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const reply = await app.inject({
      method: 'POST',
      url: '/lfscada/websocket/monitor/project/token',
      headers: { cookie },
      payload: { pageId, dataEquip: plants.map((p) => p.equipmentId).join(',') },
    });
    tokens.push((reply.json() as { data: { token: string } }).data.token);
  }

  const worker = new Worker(CLIENT_THREAD, { eval: true, workerData: { port, tokens } });
  const fromWorker = (kind: string) =>
    new Promise<{ kind: string; report?: ClientReport }>((resolve) => {
      const listener = (message: { kind: string; report?: ClientReport }) => {
        if (message.kind !== kind) return;
        worker.off('message', listener);
        resolve(message);
      };
      worker.on('message', listener);
    });
  await fromWorker('ready');

  const url = app.live.brokerUrl ?? '';
  const gateways = await Promise.all(
    plants.map((p) =>
      connectAsync(url, {
        clientId: p.gatewayId,
        username: p.gatewayId,
        password: 'bench-gateway-secret',
        reconnectPeriod: 0,
      }),
    ),
  );
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const rssBefore = process.memoryUsage().rss;
  worker.postMessage('start');
  const started = Date.now();
  let published = 0;
  // Each gateway publishes all its signals once a second, the ten spread over the second.
  const timers = plants.map((plant, g) => {
    const client = gateways[g];
    const publish = () => {
      const now = Date.now();
      const values = plant.signalIds.map((signalId, i) => ({
        signalId,
        value: Math.sin(now / 1000 + i),
        ts: now,
      }));
      published += values.length;
      void client?.publishAsync(mqttTopics.values(plant.gatewayId), JSON.stringify({ values }), {
        qos: 1,
      });
    };
    return setTimeout(() => {
      publish();
      timers[g] = setInterval(publish, 1000);
    }, g * 100);
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  for (const timer of timers) clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const rssPeak = process.memoryUsage().rss;
  worker.postMessage('stop');
  const { report } = await fromWorker('report');
  const latencies = (report?.latencies ?? []).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      suite: 'fanout',
      figure: `${CLIENTS} sockets × ${GATEWAYS * SIGNALS_PER_GATEWAY} signals at 1 Hz`,
      database: server.database,
      publishedPerSecond: Math.round(published / seconds),
      deliveredValuesPerSecond: Math.round((report?.values ?? 0) / seconds),
      expectedValuesPerSecond: CLIENTS * GATEWAYS * SIGNALS_PER_GATEWAY,
      socketMessagesPerSecond: Math.round((report?.messages ?? 0) / seconds),
      latencyP50Ms: percentile(latencies, 50),
      latencyP99Ms: percentile(latencies, 99),
      serverEventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
      serverCpuSecondsPerSecond: Number(((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)),
      rssMb: Math.round(rssPeak / 1024 / 1024),
      rssGrowthMb: Math.round((rssPeak - rssBefore) / 1024 / 1024),
    }),
  );
  await worker.terminate();
  await Promise.all(gateways.map((g) => g.endAsync()));
}

runSuite(() => withBenchServer('fanout', { live: true, listen: true }, main));

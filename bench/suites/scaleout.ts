import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync } from 'mqtt';
import { sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/account/passwords';
import { loadConfig } from '../../apps/server/src/config';
import { dropSchema, openDatabase, type Db } from '../../apps/server/src/db/database';
import { seedFoundation } from '../../apps/server/src/db/seedFoundation';
import { catchUpRollups } from '../../apps/server/src/history/rollupCatchUp';
import { mosquittoProcess } from '../../e2e/faults/mosquitto';
import {
  processCpuSeconds,
  runPublishers,
  startServerProcess,
  type ServerProcess,
} from '../harness/benchProcesses';
import { addBenchEquipment, BENCH_PASSWORD } from '../harness/benchServer';
import { percentile, printer, runSuite } from '../harness/figures';
import { ratioPrinter } from '../harness/rawStorage';
import { watchEquipment, type SocketWatch } from '../harness/socketWatch';

/**
 * Scale-out: the same gateways publish QoS 1 batches through an external Mosquitto (a private
 * one configured like deploy/mosquitto, or BENCH_MQTT_URL) at stepped offered rates, (a) to one server process and (b) to two server processes (a shared
 * subscription, each with a durable session of its own) on one PostgreSQL, in the same run.
 * Each configuration has a schema of its own, migrated and provisioned before its instances
 * start. The gateways run in a process of their own and the sockets in this one, so only the
 * server processes are measured. Per step: rows stored ÷ time until drained, socket p50/p99
 * (a websocket watching one equipment on each instance), CPU of each server process, load1.
 * Per configuration: `lost N, duplicated M` against what the broker acknowledged to the
 * gateways. Figures: `stored` (the highest step's stored/s) and `p99` per offered rate, two
 * instances as product and one as baseline.
 */
const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 20);
const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 100);
const RATES = (process.env.BENCH_RATES ?? '10000,20000,40000,60000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DRAIN_TIMEOUT_MS = 120_000;
const GATEWAY_PASSWORD = 'bench-gateway-secret';

const print = printer('scaleout');
const ratio = ratioPrinter('scaleout');

interface Step {
  offered: number;
  published: number;
  publishErrors: number;
  stored: number;
  storedPerSecond: number;
  drainSeconds: number;
  p50Ms: number;
  p99Ms: number;
  p99MsPerInstance: number[];
  socketValues: number;
  serverCpuSecondsPerSecond: number[];
  brokerCpuSecondsPerSecond: number;
  load1: number;
}

interface Outcome {
  steps: Step[];
  lost: number;
  duplicated: number;
}

const load1 = () => Number(loadavg()[0]?.toFixed(2));

async function countRows(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from signal_value`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Waits until `target` rows are stored (or the timeout); resolves with the count. */
async function drained(db: Db, target: number): Promise<number> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const rows = await countRows(db);
    if (rows >= target || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Removes the durable sessions the instances left at the broker (it would queue for them). */
async function forgetSessions(url: string, clientIds: string[]): Promise<void> {
  for (const clientId of clientIds) {
    const client = await connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 });
    await client.endAsync();
  }
}

interface Broker {
  url: string;
  /** What it is, for the figures. */
  kind: string;
  /** CPU seconds the broker has used so far (0 when it is not ours to look at). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

/**
 * BENCH_MQTT_URL (e.g. the machine's own mqtt://127.0.0.1:1883, with its configuration), else a
 * private Mosquitto with the queue limits of deploy/mosquitto: the default 1,000 queued messages
 * per session drop what an instance has not taken yet once the offered rate passes its ceiling
 * for a few seconds, which would measure the broker's configuration rather than the product.
 */
async function openBroker(): Promise<Broker> {
  const given = process.env.BENCH_MQTT_URL;
  if (given)
    return {
      url: given,
      kind: `given (${given})`,
      cpuSeconds: () => 0,
      close: async () => undefined,
    };
  const dir = mkdtempSync(join(tmpdir(), 'lf-bench-scaleout-'));
  const deployed = readFileSync(
    join(import.meta.dirname, '../../deploy/mosquitto/mosquitto.conf'),
    'utf8',
  );
  const settings = deployed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('max_queued_'));
  const broker = await mosquittoProcess(dir, settings);
  await broker.start();
  return {
    url: broker.url,
    kind: `private Mosquitto (${settings.join(', ')})`,
    cpuSeconds: () => {
      const pid = broker.pid();
      return pid === undefined ? 0 : processCpuSeconds(pid);
    },
    async close() {
      await broker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function runConfiguration(instances: number, run: string, broker: Broker): Promise<Outcome> {
  const mqttUrl = broker.url;
  const config = loadConfig({
    DATABASE_URL,
    LF_DEMO: 'off',
    LF_LOG_LEVEL: 'silent',
    LF_DEMO_PASSWORD: BENCH_PASSWORD,
    LF_ADMIN_PASSWORD: BENCH_PASSWORD,
  });
  const schema = `bench_scaleout_${run}_${instances}`;
  const database = await openDatabase({ databaseUrl: DATABASE_URL, schema });
  const { db } = database;
  const servers: ServerProcess[] = [];
  const watches: SocketWatch[] = [];
  const sessions = Array.from({ length: instances }, (_, i) => `lfbench-${run}-${instances}-${i}`);
  try {
    await seedFoundation(db, config);
    const { org_id: orgId } = await db
      .selectFrom('app_user')
      .select('org_id')
      .where('loginname', '=', 'demo')
      .executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(GATEWAY_PASSWORD);
    const plants: { gatewayId: string; equipmentId: string; signalIds: string[] }[] = [];
    for (let g = 0; g < GATEWAYS; g++) {
      // Gateway ids of this run only: the machine's broker may carry other traffic.
      const gatewayId = `so${run}-${instances}-${g}`;
      const { equipmentId, signalIds } = await addBenchEquipment(
        { db, orgId },
        { name: `泵站 ${g}`, signals: SIGNALS, gateway: { id: gatewayId, passwordHash } },
      );
      plants.push({ gatewayId, equipmentId, signalIds: signalIds.map(String) });
    }
    // One after the other: the first start runs the remaining start-up work alone.
    for (const [i, session] of sessions.entries()) {
      servers.push(
        await startServerProcess({
          DATABASE_URL,
          DATABASE_SCHEMA: schema,
          MQTT_URL: mqttUrl,
          MQTT_CLIENT_ID: session,
          MQTT_SHARE_GROUP: `lfbench${run}${instances}`,
          LF_DEMO: 'off',
          LF_DEMO_PASSWORD: BENCH_PASSWORD,
          LF_ADMIN_PASSWORD: BENCH_PASSWORD,
          LF_LOG_LEVEL: 'warn',
          LF_DATA_DIR: `/tmp/lf-bench-scaleout-${run}-${instances}-${i}`,
        }),
      );
    }
    for (const [i, server] of servers.entries()) {
      const plant = plants[i % plants.length];
      if (!plant) throw new Error('no equipment to watch');
      watches.push(
        await watchEquipment(
          server.url,
          { loginname: 'demo', password: BENCH_PASSWORD },
          plant.equipmentId,
        ),
      );
    }
    const gateways = plants.map(({ gatewayId, signalIds }) => ({ gatewayId, signalIds }));
    const steps: Step[] = [];
    let published = 0;
    for (const rate of RATES) {
      const before = await countRows(db);
      const cpuBefore = servers.map((server) => server.cpuSeconds());
      const brokerCpuBefore = broker.cpuSeconds();
      for (const watch of watches) watch.take();
      const result = await runPublishers({
        url: mqttUrl,
        password: GATEWAY_PASSWORD,
        rate,
        seconds: SECONDS,
        gateways,
      });
      published += result.published;
      const rows = await drained(db, before + result.published);
      const seconds = (Date.now() - result.startedAt) / 1000;
      const heard = watches.map((watch) => watch.take().sort((a, b) => a - b));
      const latencies = heard.flat().sort((a, b) => a - b);
      const stored = rows - before;
      const step: Step = {
        offered: rate,
        published: result.published,
        publishErrors: result.publishErrors,
        stored,
        storedPerSecond: Math.round(stored / seconds),
        drainSeconds: Number((seconds - result.publishSeconds).toFixed(2)),
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        p99MsPerInstance: heard.map((sorted) => percentile(sorted, 99)),
        socketValues: latencies.length,
        serverCpuSecondsPerSecond: servers.map((server, i) =>
          Number(((server.cpuSeconds() - (cpuBefore[i] ?? 0)) / seconds).toFixed(2)),
        ),
        brokerCpuSecondsPerSecond: Number(
          ((broker.cpuSeconds() - brokerCpuBefore) / seconds).toFixed(2),
        ),
        load1: load1(),
      };
      print({ figure: 'step', instances, ...step });
      steps.push(step);
    }
    for (const watch of watches) watch.close();
    await Promise.all(servers.map((server) => server.stop()));
    // Exactly once: every acknowledged value stored, none twice (the hourly ingest counts,
    // caught up, add up to the rows; each row's key is unique by the primary key).
    await catchUpRollups(db);
    const rows = await countRows(db);
    const { rows: counted } = await sql<{ n: string }>`
      select coalesce(sum(n), 0)::text as n from signal_ingest_hour`.execute(db);
    const ingestCount = Number(counted[0]?.n ?? 0);
    // Disk per row (heap + primary key of every day partition), for the arithmetic on paper.
    const { rows: size } = await sql<{ bytes: string }>`
      select coalesce(sum(pg_total_relation_size(inhrelid)), 0)::text as bytes
      from pg_inherits where inhparent = 'signal_value'::regclass`.execute(db);
    const bytesPerRow = Math.round(Number(size[0]?.bytes ?? 0) / Math.max(1, rows));
    const lost = Math.max(0, published - rows);
    const duplicated = Math.max(0, rows - published) + Math.max(0, ingestCount - rows);
    console.log(`scaleout, ${instances} instance(s): lost ${lost}, duplicated ${duplicated}`);
    print({
      figure: 'exactly once',
      instances,
      published,
      stored: rows,
      ingestCount,
      bytesPerRow,
      lost,
      duplicated,
    });
    return { steps, lost, duplicated };
  } finally {
    for (const watch of watches) watch.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await dropSchema(DATABASE_URL, schema);
    await forgetSessions(mqttUrl, sessions);
  }
}

async function main(): Promise<void> {
  const run = randomBytes(3).toString('hex');
  const broker = await openBroker();
  print({ figure: 'broker', broker: broker.kind });
  let one: Outcome;
  let two: Outcome;
  try {
    one = await runConfiguration(1, run, broker);
    two = await runConfiguration(2, run, broker);
  } finally {
    await broker.close();
  }
  const ceiling = (outcome: Outcome) => Math.max(...outcome.steps.map((s) => s.storedPerSecond));
  ratio('stored', ceiling(two), ceiling(one), {
    unit: 'values/s stored (highest step)',
    offered: RATES,
    lost: { one: one.lost, two: two.lost },
    duplicated: { one: one.duplicated, two: two.duplicated },
    load1: load1(),
  });
  for (const [i, rate] of RATES.entries()) {
    ratio('p99', two.steps[i]?.p99Ms ?? NaN, one.steps[i]?.p99Ms ?? NaN, {
      unit: 'ms, socket arrival − sample time',
      offered: rate,
      load1: load1(),
    });
  }
}

runSuite(main);

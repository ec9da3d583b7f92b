import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { dropSchema, openDatabase } from '../../apps/server/src/db/database';
import { seedFoundation } from '../../apps/server/src/db/seedFoundation';
import { runFloodScenario } from '../../apps/server/test/floodScenario';

/**
 * Issue 15: one gateway publishing as fast as it can (its own process, QoS 0) while two normal
 * gateways report every 100 ms; their values' latency publish → socket and → history, p50/p99,
 * without and with the flood, and the flood's p99 as a ratio of the baseline's. This is where
 * the latency lives: apps/server/test/mqttFlood.test.ts asserts only what arrives. The bound:
 * flood p99 ≤ max(250 ms, 2 × baseline p99) on the socket, ≤ max(1 s, 2 × baseline p99) in
 * history.
 * Knobs: BENCH_SECONDS (each phase), BENCH_FLOOD_PER_MESSAGE (1000: values; 1: messages),
 * MQTT_DEVICE_RATE / MQTT_DEVICE_BURST (the per-device limit; set 1000000000 for "none").
 * PGlite in memory, or PostgreSQL when DATABASE_URL is set.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PER_MESSAGE = Number(process.env.BENCH_FLOOD_PER_MESSAGE ?? 1000);

async function main(): Promise<void> {
  const password = 'bench-demo-pass';
  const env: Record<string, string> = {
    LF_DATA_DIR: '/tmp/lf-bench-mqtt-flood',
    LF_DEMO: 'off',
    LF_LOG_LEVEL: 'silent',
    LF_DEMO_PASSWORD: password,
    LF_ADMIN_PASSWORD: password,
  };
  for (const name of ['DATABASE_URL', 'MQTT_DEVICE_RATE', 'MQTT_DEVICE_BURST']) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  const config = loadConfig(env);
  const schema = config.databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, schema });
  await seedFoundation(database.db, config);
  const app = await buildApp({ config, db: database.db });
  await app.live.start({ mqttPort: 0, mqttPortExplicit: true, mqttHost: '127.0.0.1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const loadBefore = loadavg()[0];
  const figures = await runFloodScenario({
    app,
    db: database.db,
    port,
    login: { loginname: 'demo', password },
    seconds: SECONDS,
    floodPerMessage: PER_MESSAGE,
  });
  const common = {
    suite: 'mqttFlood',
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    deviceRate: config.mqttDeviceRate,
    floodPerMessage: PER_MESSAGE,
    load1: [loadBefore, loadavg()[0]].map((l) => Math.round((l ?? 0) * 10) / 10),
  };
  console.log(JSON.stringify({ ...common, ...figures.baseline }));
  console.log(
    JSON.stringify({
      ...common,
      ...figures.flood,
      flooderMessages: figures.flooder.messages,
      flooderValues: figures.flooder.values,
      floodValuesPerSecondSent: figures.floodValuesPerSecond,
      floodRowsStored: figures.floodRowsStored,
      throttledPublishes: figures.throttled,
      flooderStillConnected: figures.flooder.connected,
    }),
  );
  // The ratios compare the flood with the baseline measured a moment before on the same
  // machine: they hold still when a neighbour's load moves both (the gate asserts no latency).
  const ratio = (flood: number, baseline: number) => Math.round((flood / baseline) * 100) / 100;
  console.log(
    JSON.stringify({
      ...common,
      figure: 'flood p99 / baseline p99, same run',
      socketP99Ratio: ratio(figures.flood.socketP99, figures.baseline.socketP99),
      historyP99Ratio: ratio(figures.flood.historyP99, figures.baseline.historyP99),
      socketBehind: figures.flood.socketBehind,
      historyMissing: figures.flood.historyMissing,
      socketDuplicates: figures.socketDuplicates,
      socketOutOfOrder: figures.socketOutOfOrder,
    }),
  );
  console.log(
    JSON.stringify({
      ...common,
      figure: 'bound: flood p99 <= max(250 ms | 1 s, 2 x baseline p99) (socket | history)',
      socketMet: figures.flood.socketP99 <= Math.max(250, 2 * figures.baseline.socketP99),
      historyMet: figures.flood.historyP99 <= Math.max(1000, 2 * figures.baseline.historyP99),
    }),
  );
  await app.close();
  await database.close();
  if (config.databaseUrl && schema) await dropSchema(config.databaseUrl, schema);
}

await main();
// Something the flood leaves behind keeps ~100 timers alive after the app and the database are
// closed (found, not traced: the process waited over 6 minutes); the figures are out, so end.
process.exit(0);

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { credentialLines } from './demo/demoAccounts';
import { startDemo } from './demo/startDemo';
import { seedFoundation } from './db/seedFoundation';

/** Starts the product: database (migrated), first-start seed, HTTP. Stops cleanly on a signal. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    template: config.embeddedTemplate,
  });
  const seed = await seedFoundation(database.db, config);
  const app = await buildApp({ config, db: database.db });
  await app.live.start({
    mqttUrl: config.mqttUrl,
    mqttPort: config.mqttPort,
    mqttHost: config.mqttHost,
    sessionId: config.mqttClientId,
    ...(config.mqttShareGroup ? { shareGroup: config.mqttShareGroup } : {}),
    mqttPortExplicit: Boolean(process.env.MQTT_PORT),
  });
  const demoCredentials =
    config.demo && app.live.brokerUrl
      ? await startDemo(database.db, app.live, {
          dataDir: config.dataDir,
          brokerUrl: app.live.brokerUrl,
          log: app.log,
          timeScale: config.demoTimeScale,
          alarmPeriodMs: config.demoAlarmPeriodMs,
        })
      : [];

  app.startBackgroundJobs();

  for (const { loginname, password } of seed.generated) {
    console.log(`First start: the password of "${loginname}" is ${password} (shown only once)`);
  }
  for (const line of credentialLines(demoCredentials, !config.smtpUrl)) console.log(line);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ready in ${Date.now() - started} ms on port ${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Console: http://${shownHost}:${config.port}/  (accounts: ${config.demo ? 'admin, demo, partner' : 'admin, demo'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

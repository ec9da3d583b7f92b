import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, freePort, startServer, type RunningServer } from '../server';
import { ApiSession } from './operatorApi';
import { postgresCluster, postgresUnavailable, type PostgresCluster } from './postgresCluster';
import { Fleet, provisionFleet } from './fleet';
import { sleep, startSimulatorProcess, waitFor } from './processes';
import { withDatabase } from './provision';
import { caughtUp, countScenario, knob, LONG, storedUpToLast } from './scenarioCount';

/**
 * Scenario h of the fault suite: the server's PostgreSQL really restarted mid-ingest. A private
 * cluster (Debian's binaries; the machine's PostgreSQL is shared) is stopped with `pg_ctl stop -m
 * immediate` — every backend ends at once, as in a crash, and the start recovers from the WAL —
 * for a few seconds while a plant agent and synthetic gateways publish, then started again.
 * Counted like the other scenarios (see faults.e2e.ts).
 */
const RUN_S = knob('LF_FAULTS_RUN_S', 5, 60);
const DOWN_S = knob('LF_FAULTS_DB_DOWN_S', 5, 60);
const SIZE = {
  agents: 1,
  copies: knob('LF_FAULTS_COPIES', 4, 8),
  loads: knob('LF_FAULTS_GATEWAYS', 2, 8),
  /** Values per second of the synthetic gateways. */
  rate: knob('LF_FAULTS_RATE', 3000, 20_000),
};
const CATCH_UP_TIMEOUT_MS = 180_000;
const UNAVAILABLE = postgresUnavailable();

let workDir: string;
let cluster: PostgresCluster;
let server: RunningServer;
let mqttPort: number;
let simulator: { port: number; stop(): Promise<void> } | undefined;
let fleet: Fleet | undefined;

beforeAll(async () => {
  if (UNAVAILABLE) {
    console.warn(`scenario h skipped: ${UNAVAILABLE}`);
    return;
  }
  workDir = mkdtempSync(join(tmpdir(), 'lf-faults-db-'));
  cluster = await postgresCluster();
  await cluster.start();
  mqttPort = await freePort();
  server = await startServer({
    LF_DEMO: 'off',
    DATABASE_URL: cluster.url,
    MQTT_PORT: String(mqttPort),
    MQTT_HOST: '127.0.0.1',
  });
  await server.restart(() =>
    withDatabase(
      server,
      async (db) => {
        fleet = new Fleet(await provisionFleet(db, 'fault-db', SIZE));
      },
      cluster.url,
    ),
  );
  simulator = await startSimulatorProcess();
}, 180_000);

afterAll(async () => {
  await fleet?.stop();
  await simulator?.stop();
  await server?.stop();
  await cluster?.stop('fast').catch(() => undefined);
  cluster?.remove();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.skipIf(UNAVAILABLE !== undefined)(
  `fault injection: PostgreSQL restarted (${LONG ? 'long' : 'short'})`,
  () => {
    it(
      `h. the server's PostgreSQL crashes (pg_ctl stop -m immediate) mid-ingest and is back after ${DOWN_S} s: nothing lost or doubled`,
      async () => {
        if (!fleet) throw new Error('not provisioned');
        const { agents } = fleet;
        await fleet.start({
          brokerPort: mqttPort,
          simulatorPort: simulator?.port ?? 0,
          dir: workDir,
          rate: SIZE.rate,
        });
        await sleep(RUN_S * 1000);
        await cluster.stop('immediate');
        await sleep(DOWN_S * 1000);
        await cluster.start();
        const restartedAt = Date.now();
        // Still up, and the API works again (a login reads and writes the database).
        const api = new ApiSession(server.url);
        await waitFor(
          'a login after the restart',
          () =>
            api.login('demo', DEMO_PASSWORD).then(
              () => true,
              () => false,
            ),
          60_000,
        ).catch((error: unknown) => {
          throw new Error(`${String(error)}; the server said:\n${server.output().slice(-4000)}`);
        });
        const stored = await storedUpToLast(api, fleet.agentPairs(), CATCH_UP_TIMEOUT_MS);
        const catchUpSeconds = Math.round((Date.now() - restartedAt) / 100) / 10;
        await sleep(RUN_S * 1000);
        const counts = await fleet.stopLoads();
        await caughtUp(agents, Date.now(), CATCH_UP_TIMEOUT_MS);
        await fleet.stop();
        let result: Awaited<ReturnType<typeof countScenario>> | undefined;
        await server.restart(() =>
          withDatabase(
            server,
            async (db) => {
              result = await countScenario(db, {
                name: 'database-restart',
                database: 'postgres',
                plants: fleet?.plants ?? [],
                agents,
                loadJournals: fleet?.loadJournals ?? [],
                catchUpSeconds,
                extra: {
                  downSeconds: DOWN_S,
                  newestSampleStored: stored,
                  ...counts,
                  recoveredFromWal: cluster
                    .log()
                    .includes('database system was not properly shut down'),
                },
              });
            },
            cluster.url,
          ),
        );
        expect(result?.sent).toBeGreaterThan(0);
        expect({ lost: result?.lost, duplicated: result?.duplicated }).toEqual({
          lost: 0,
          duplicated: 0,
        });
      },
      (2 * RUN_S + DOWN_S) * 1000 + 2 * CATCH_UP_TIMEOUT_MS + 120_000,
    );
  },
);

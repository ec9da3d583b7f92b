import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../server';
import { Fleet, provisionFleet } from './fleet';
import { mosquittoProcess, type MosquittoProcess } from './mosquitto';
import { ApiSession } from './operatorApi';
import { sleep, startSimulatorProcess } from './processes';
import { withDatabase } from './provision';
import { countScenario, knob, storedUpToLast } from './scenarioCount';

export const DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const SIZE = {
  agents: knob('LF_FAULTS_BROKER_GATEWAYS', 2, 4),
  copies: knob('LF_FAULTS_COPIES', 4, 8),
  loads: knob('LF_FAULTS_GATEWAYS', 2, 8),
  /** Values per second of synthetic gateways publishing alongside (what the broker queues). */
  rate: knob('LF_FAULTS_RATE', 3000, 20_000),
};

/**
 * The rig of the external-broker scenarios: a private Mosquitto, the server against it with a
 * durable session (MQTT_URL, MQTT_CLIENT_ID), plant agents on a Modbus simulator and synthetic
 * gateways, in a temporary folder removed by `close`.
 */
export interface ExternalBrokerRig {
  broker: MosquittoProcess;
  server: RunningServer;
  fleet: Fleet;
  /** Starts the agents and the synthetic gateways. */
  startFleet(): Promise<void>;
  /**
   * Waits (up to `drainTimeoutMs`) until the server has stored each agent's newest sample,
   * stops the fleet and counts the scenario in the server's database.
   */
  count(scenario: {
    name: string;
    since: number;
    catchUpSeconds: number;
    drainTimeoutMs: number;
    extra?: Record<string, unknown>;
  }): Promise<Awaited<ReturnType<typeof countScenario>>>;
  close(): Promise<void>;
}

export async function externalBrokerRig(name: string): Promise<ExternalBrokerRig> {
  const workDir = mkdtempSync(join(tmpdir(), `lf-faults-${name}-`));
  const broker = await mosquittoProcess(join(workDir, 'mosquitto'));
  await broker.start();
  const server = await startServer({
    LF_DEMO: 'off',
    MQTT_URL: broker.url,
    MQTT_CLIENT_ID: `lfscada-faults-${name}`,
  });
  let provisioned: Fleet | undefined;
  await server.restart(() =>
    withDatabase(server, async (db) => {
      provisioned = new Fleet(await provisionFleet(db, `fault-${name}`, SIZE));
    }),
  );
  if (!provisioned) throw new Error('the fleet was not provisioned');
  const fleet = provisioned;
  const simulator = await startSimulatorProcess();
  return {
    broker,
    server,
    fleet,
    startFleet: () =>
      fleet.start({
        brokerPort: broker.port,
        simulatorPort: simulator.port,
        dir: workDir,
        rate: SIZE.rate,
      }),
    async count({ name: scenario, since, catchUpSeconds, drainTimeoutMs, extra }) {
      const api = new ApiSession(server.url);
      await api.login('demo', DEMO_PASSWORD);
      const drained = await storedUpToLast(api, fleet.agentPairs(), drainTimeoutMs);
      const serverCaughtUpSeconds = Math.round((Date.now() - since) / 100) / 10;
      const counts = await fleet.stopLoads();
      await sleep(2000);
      await fleet.stop();
      let result: Awaited<ReturnType<typeof countScenario>> | undefined;
      await server.restart(() =>
        withDatabase(server, async (db) => {
          result = await countScenario(db, {
            name: scenario,
            database: DATABASE,
            plants: fleet.plants,
            agents: fleet.agents,
            loadJournals: fleet.loadJournals,
            catchUpSeconds,
            extra: { ...extra, serverCaughtUpSeconds, lastSamplesStored: drained, ...counts },
          });
        }),
      );
      if (!result) throw new Error(`${scenario}: not counted`);
      return result;
    },
    async close() {
      await fleet.stop();
      await simulator.stop();
      await server.stop();
      await broker.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

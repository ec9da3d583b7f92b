import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../server';
import type { ScenarioResult } from './accounting';
import {
  agentProcess,
  loadProcess,
  type LoadProcess,
  sleep,
  startSimulatorProcess,
  waitFor,
  type AgentProcess,
} from './processes';
import { provisionPlants, withDatabase, type Plant } from './provision';
import {
  CAUGHT_UP_BYTES,
  countScenario,
  knob,
  LONG,
  readJournal,
  recording,
} from './scenarioCount';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

/**
 * Fault injection with real processes: the bundled server (embedded broker, PGlite or its own
 * PostgreSQL schema), a Modbus simulator and gateway agents as child processes. Each scenario
 * has gateways of its own; every sample an agent records is journaled and, at the end, looked
 * up in the history table. Short variant in `npm test`; `npm run faults` is the long one
 * (LF_FAULTS=long; durations and sizes below can be set by environment).
 */
const RUN_S = knob('LF_FAULTS_RUN_S', 5, 60);
const OUTAGE_S = knob('LF_FAULTS_OUTAGE_S', 10, 900);
const COPIES = knob('LF_FAULTS_COPIES', 4, 8);
const INGEST_GATEWAYS = knob('LF_FAULTS_GATEWAYS', 2, 8);
/** Values per second of the synthetic gateways during the server kill. */
const RATE = knob('LF_FAULTS_RATE', 3000, 20_000);
const RATE_COPIES = Math.ceil(RATE / INGEST_GATEWAYS / 10 / 28) + 1;
const DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const CATCH_UP_TIMEOUT_MS = Math.max(120_000, OUTAGE_S * 1000);

interface Scenario {
  name: string;
  plants: Plant[];
  agents: AgentProcess[];
  /** Journals of the synthetic gateways, when the scenario has some. */
  loadJournals?: string[];
  catchUpSeconds: number;
  extra: Record<string, unknown>;
}

const scenarios = new Map<string, Scenario>();
const results = new Map<string, ScenarioResult & { lostKeys: string[] }>();
let server: RunningServer;
let mqttPort: number;
let simulator: { port: number; stop(): Promise<void> };
let workDir: string;
const proxies: TcpProxy[] = [];
const loaders: LoadProcess[] = [];
const allPlants = new Map<string, Plant[]>();

const APPLICATION_NAME = `lf_faults_${process.pid}`;

function withApplicationName(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', APPLICATION_NAME);
  return parsed.toString();
}

/** Ends every connection of the server to PostgreSQL, as a database restart would. */
async function terminateServerConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [APPLICATION_NAME],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

function gatewayIds(scenario: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `fault-${scenario}-${i}`);
}

function startAgents(
  name: string,
  brokerPort: number,
  options: Partial<Parameters<typeof agentProcess>[0]> = {},
): AgentProcess[] {
  const plants = allPlants.get(name) ?? [];
  return plants.map((plant) =>
    agentProcess({ plant, brokerPort, simulatorPort: simulator.port, dir: workDir, ...options }),
  );
}

/** Waits until every agent has caught up, stops them cleanly and keeps what is left to count. */
async function settle(
  name: string,
  agents: AgentProcess[],
  faultEndedAt: number,
  extra: Record<string, unknown>,
  caughtUpBytes = CAUGHT_UP_BYTES,
) {
  await waitFor(
    `${name}: agents catching up`,
    () => agents.every((agent) => agent.pendingBytes() <= caughtUpBytes),
    CATCH_UP_TIMEOUT_MS,
  );
  const catchUpSeconds = (Date.now() - faultEndedAt) / 1000;
  await Promise.all(agents.map((agent) => agent.stop()));
  scenarios.set(name, { name, plants: allPlants.get(name) ?? [], agents, catchUpSeconds, extra });
}

function journal(agents: AgentProcess[]): string[] {
  return agents.flatMap((agent) => readJournal(agent.journal));
}

/** Starts the synthetic gateways of `name` at RATE values/s in all, once they are recording. */
async function startLoads(name: string): Promise<LoadProcess[]> {
  const loads = (allPlants.get(name) ?? []).map((plant) =>
    loadProcess({
      plant,
      brokerPort: mqttPort,
      valuesPerSecond: RATE / INGEST_GATEWAYS,
      dir: workDir,
    }),
  );
  loaders.push(...loads);
  await recording(loads.map((load) => load.journal));
  return loads;
}

/** Stops the synthetic gateways of `name` and keeps what they published to count. */
async function settleLoads(
  name: string,
  loads: LoadProcess[],
  faultEndedAt: number,
  extra: Record<string, unknown>,
) {
  const counts = await Promise.all(loads.map((load) => load.stop()));
  scenarios.set(name, {
    name,
    plants: allPlants.get(name) ?? [],
    agents: [],
    loadJournals: loads.map((load) => load.journal),
    catchUpSeconds: (Date.now() - faultEndedAt) / 1000,
    extra: {
      ...extra,
      published: counts.reduce((sum, c) => sum + c.published, 0),
      unacknowledged: counts.reduce((sum, c) => sum + c.inFlight, 0),
    },
  });
}

function valuesPerSecond(samples: string[], seconds: number): number {
  return Math.round(samples.length / seconds);
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'lf-faults-'));
  mqttPort = await freePort();
  server = await startServer({
    LF_DEMO: 'off',
    MQTT_PORT: String(mqttPort),
    MQTT_HOST: '127.0.0.1',
    // On PostgreSQL its connections carry a name of their own, for pg_terminate_backend.
    ...(process.env.DATABASE_URL
      ? { DATABASE_URL: withApplicationName(process.env.DATABASE_URL) }
      : {}),
  });
  await server.restart(() =>
    withDatabase(server, async (db) => {
      allPlants.set('network', await provisionPlants(db, gatewayIds('network', 1), COPIES));
      allPlants.set('agent-kill', await provisionPlants(db, gatewayIds('agent-kill', 1), COPIES));
      allPlants.set('server-kill', await provisionPlants(db, gatewayIds('server-kill', 1), COPIES));
      allPlants.set(
        'server-kill-load',
        await provisionPlants(db, gatewayIds('server-kill-load', INGEST_GATEWAYS), RATE_COPIES),
      );
      allPlants.set('buffer-full', await provisionPlants(db, gatewayIds('buffer-full', 1), COPIES));
      allPlants.set(
        'database-kill',
        await provisionPlants(db, gatewayIds('database-kill', INGEST_GATEWAYS), RATE_COPIES),
      );
    }),
  );
  simulator = await startSimulatorProcess();
}, 180_000);

afterAll(async () => {
  for (const scenario of scenarios.values())
    await Promise.all(scenario.agents.map((agent) => agent.stop()));
  for (const loader of loaders) await loader.stop().catch(() => undefined);
  for (const proxy of proxies) await proxy.close();
  await simulator?.stop();
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`fault injection (${LONG ? 'long' : 'short'}, ${DATABASE})`, () => {
  it(
    `a. the network to the broker is cut for ${OUTAGE_S} s: agents buffer on disk and replay`,
    async () => {
      const proxy = await startTcpProxy(mqttPort);
      proxies.push(proxy);
      const agents = startAgents('network', proxy.port);
      for (const agent of agents) await agent.start();
      await recording(agents.map((agent) => agent.journal));
      await sleep(RUN_S * 1000);
      proxy.cut();
      await sleep(OUTAGE_S * 1000);
      const bufferedBytes = agents.reduce((sum, agent) => sum + agent.pendingBytes(), 0);
      expect(bufferedBytes).toBeGreaterThan(0);
      proxy.restore();
      await settle('network', agents, Date.now(), { outageSeconds: OUTAGE_S, bufferedBytes });
    },
    (RUN_S + OUTAGE_S) * 1000 + CATCH_UP_TIMEOUT_MS + 60_000,
  );

  it(
    'b. a gateway agent is killed (kill -9) and restarted: its disk buffer survives',
    async () => {
      const agents = startAgents('agent-kill', mqttPort);
      for (const agent of agents) await agent.start();
      await recording(agents.map((agent) => agent.journal));
      await sleep(RUN_S * 1000);
      for (const agent of agents) await agent.crash();
      await sleep(3000);
      for (const agent of agents) await agent.start();
      const restartedAt = Date.now();
      await sleep(RUN_S * 1000);
      await settle('agent-kill', agents, restartedAt, {});
      expect(agents[0]?.output()).toContain('"msg"');
    },
    2 * RUN_S * 1000 + CATCH_UP_TIMEOUT_MS + 60_000,
  );

  it(
    'c. the server is killed (kill -9) during ingest and restarted',
    async () => {
      const agents = startAgents('server-kill', mqttPort);
      for (const agent of agents) await agent.start();
      await recording(agents.map((agent) => agent.journal));
      const loads = await startLoads('server-kill-load');
      const started = Date.now();
      await sleep(RUN_S * 1000);
      const seconds = (Date.now() - started) / 1000;
      const agentRate = valuesPerSecond(journal(agents), seconds);
      const loadRate = valuesPerSecond(
        loads.flatMap((load) => readJournal(load.journal)),
        seconds,
      );
      await server.crash();
      await sleep(2000);
      await server.restart();
      const restartedAt = Date.now();
      await sleep(RUN_S * 1000);
      await settleLoads('server-kill-load', loads, restartedAt, { valuesPerSecond: loadRate });
      await settle('server-kill', agents, restartedAt, { valuesPerSecond: agentRate });
    },
    2 * RUN_S * 1000 + CATCH_UP_TIMEOUT_MS + 120_000,
  );

  it(
    'e. the disk buffer reaches its size limit: the oldest batches are dropped and reported',
    async () => {
      const proxy = await startTcpProxy(mqttPort);
      proxies.push(proxy);
      const agents = startAgents('buffer-full', proxy.port, {
        buffer: { maxBytes: 64 * 1024, segmentBytes: 4 * 1024 },
      });
      for (const agent of agents) await agent.start();
      await recording(agents.map((agent) => agent.journal));
      await sleep(RUN_S * 1000);
      proxy.cut();
      const cutAt = Date.now();
      await waitFor(
        'the buffer to overflow',
        () => agents.every((agent) => agent.output().includes('buffer full')),
        120_000,
      );
      await sleep(2000);
      const restoredAt = Date.now();
      proxy.restore();
      // Its whole budget is 64 KiB: caught up means a couple of batches left.
      await settle('buffer-full', agents, restoredAt, { cutAt, restoredAt }, 16 * 1024);
    },
    RUN_S * 1000 + CATCH_UP_TIMEOUT_MS + 180_000,
  );

  it.skipIf(DATABASE !== 'postgres')(
    'd. the server loses its PostgreSQL connections mid-ingest (pg_terminate_backend, repeatedly)',
    async () => {
      const loads = await startLoads('database-kill');
      await sleep(RUN_S * 1000);
      let terminated = 0;
      const until = Date.now() + RUN_S * 1000;
      while (Date.now() < until) {
        terminated += await terminateServerConnections();
        await sleep(150);
      }
      const endedAt = Date.now();
      // Still up (an unhandled pool error used to end the process here).
      const answer = await fetch(`${server.url}/org/StyleAction!loadStyle.action`, {
        method: 'POST',
      }).catch((error: unknown) => {
        throw new Error(`the server died: ${String(error)}\n${server.output().slice(-4000)}`);
      });
      expect(answer.ok).toBe(true);
      await sleep(RUN_S * 1000);
      await settleLoads('database-kill', loads, endedAt, { terminatedConnections: terminated });
      expect(terminated).toBeGreaterThan(0);
    },
    3 * RUN_S * 1000 + 120_000,
  );

  it('counts every recorded sample in history: none lost or doubled after a cut, an agent kill or a server kill', async () => {
    // Counting on PGlite needs the server stopped (it holds its database); a clean stop also
    // writes what it has buffered.
    await sleep(2000);
    await server.restart(() =>
      withDatabase(server, async (db) => {
        for (const scenario of scenarios.values()) {
          const result = await countScenario(db, {
            ...scenario,
            database: DATABASE,
            catchUpSeconds: Math.round(scenario.catchUpSeconds * 10) / 10,
          });
          results.set(scenario.name, result);
        }
      }),
    );
    // c: what the broker acknowledged was stored first, so a server kill -9 loses none either.
    const expected = ['network', 'agent-kill', 'server-kill', 'server-kill-load'];
    if (DATABASE === 'postgres') expected.push('database-kill');
    for (const name of expected) {
      const result = results.get(name);
      expect(result, name).toBeDefined();
      expect(result?.sent, name).toBeGreaterThan(0);
      expect({ name, lost: result?.lost, duplicated: result?.duplicated }).toEqual({
        name,
        lost: 0,
        duplicated: 0,
      });
    }
  }, 180_000);

  it('e. only samples recorded during the outage were dropped, each drop reported in the agent log', () => {
    const result = results.get('buffer-full');
    const scenario = scenarios.get('buffer-full');
    expect(result && scenario).toBeTruthy();
    if (!result || !scenario) return;
    const reported = scenario.agents
      .flatMap((agent) => agent.output().split('\n'))
      .filter((line) => line.includes('buffer full'))
      .map((line) => (JSON.parse(line) as { droppedTotal: number }).droppedTotal);
    expect(Math.max(...reported)).toBeGreaterThan(0);
    expect(result.duplicated).toBe(0);
    const cutAt = scenario.extra.cutAt as number;
    const restoredAt = scenario.extra.restoredAt as number;
    for (const key of result.lostKeys) {
      const ts = Number(key.split(' ')[1]);
      expect(ts).toBeGreaterThan(cutAt - 5000);
      expect(ts).toBeLessThan(restoredAt);
    }
  });
});

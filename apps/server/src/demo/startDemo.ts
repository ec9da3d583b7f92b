import { join } from 'node:path';
import { startAgent, type AgentHandle, type Logger } from '@lf/agent';
import type { AgentConfigInput } from '@lf/protocol';
import {
  plantDeviceConfig,
  startOpcuaSimulator,
  startSimulator,
  startTankerSimulator,
  tankerDeviceConfig,
} from '@lf/simulators';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { LivePlane } from '../ingest/livePlane';
import { agentDevices, economizeOf } from '../gateways/agentConfigBuilder';
import { gatewayPlan } from '../gateways/gatewayPush';
import { DEMO_OPCUA, pointDemoOpcuaAt, seedDemoOpcua } from './demoOpcua';
import { seedDemoProject } from './seedDemoProject';
import { seedDemoAccounts, type DemoCredentials } from './demoAccounts';
import { DEMO_TANKER, loadDemoTanker, seedDemoTanker } from './demoTanker';
import { loadDemoStations, rekeyDemoGateway, seedDemo } from './seedDemo';

export interface DemoOptions {
  dataDir: string;
  /** Broker URL the agents connect to (the embedded broker, or the external one). */
  brokerUrl: string;
  log: FastifyBaseLogger;
  /** Simulated seconds per real second of the plant and the truck (config.demoTimeScale; 1). */
  timeScale?: number;
  /** Real ms between two pressure-surge alarms of each pump station (config; 0 or none: none). */
  alarmPeriodMs?: number;
}

/** The agents' warnings and errors go to the server log; their routine lines are dropped. */
function agentLogger(log: FastifyBaseLogger, gatewayId: string): Logger {
  return {
    info: () => undefined,
    warn: (message, fields) => log.warn({ gatewayId, ...fields }, `demo agent: ${message}`),
    error: (message, fields) => log.error({ gatewayId, ...fields }, `demo agent: ${message}`),
  };
}

/**
 * Seeds the demo on first start, then runs one Modbus plant simulator and one gateway agent per
 * demo station, and the tanker truck's simulator and agent, in this process, so `npm start` shows
 * live values, a moving truck and, once per alarm period, a pressure alarm that raises and
 * clears. They stop with the live plane. Resolves with the demo accounts' secrets generated on
 * this start, which the caller shows once.
 */
export async function startDemo(
  db: Db,
  live: LivePlane,
  options: DemoOptions,
): Promise<DemoCredentials[]> {
  const credentials = await seedDemoAccounts(db);
  await seedDemo(db);
  await seedDemoProject(db, options.dataDir);
  await seedDemoTanker(db, live.history, Date.now());
  await seedDemoOpcua(db);
  const timeScale = options.timeScale ?? 1;
  const started = Date.now();
  // The truck carries on from where the seeded history left it, only faster when scaled.
  const demoNow = () => started + (Date.now() - started) * timeScale;
  const simulators: { stop(): Promise<void> }[] = [];
  const agents: AgentHandle[] = [];
  live.attach({
    async stop() {
      await Promise.all(agents.map((agent) => agent.stop()));
      await Promise.all(simulators.map((simulator) => simulator.stop()));
    },
  });
  for (const [index, station] of (await loadDemoStations(db)).entries()) {
    const simulator = await startSimulator({
      port: 0,
      host: '127.0.0.1',
      seed: index + 1,
      timeScale,
      surgePeriodMs: options.alarmPeriodMs ?? 0,
    });
    simulators.push(simulator);
    const device = plantDeviceConfig({
      id: 'plant',
      port: simulator.port,
      signalIdOf: (key) => station.signalIds.get(key) ?? key,
    });
    agents.push(
      await startDemoAgent(db, options, station.gatewayId, {
        economize: FIXED_ECONOMY,
        devices: [device],
      }),
    );
  }
  await startDemoOpcua(db, options, simulators, agents);
  const tanker = await loadDemoTanker(db);
  if (tanker) {
    const simulator = await startTankerSimulator({ port: 0, host: '127.0.0.1', now: demoNow });
    simulators.push(simulator);
    const device = tankerDeviceConfig({
      id: 'tanker',
      port: simulator.port,
      signalIdOf: (key) => tanker.get(key) ?? key,
    });
    agents.push(
      await startDemoAgent(db, options, DEMO_TANKER.gatewayId, {
        economize: FIXED_ECONOMY,
        devices: [device],
      }),
    );
  }
  return credentials;
}

/**
 * The OPC UA station: its simulator (PKI kept in the data folder, so the server's key is made
 * once) and an agent whose devices the server builds from the stored equipment, drivers and
 * signals, as it would for a gateway configured in the manage area.
 */
async function startDemoOpcua(
  db: Db,
  options: DemoOptions,
  simulators: { stop(): Promise<void> }[],
  agents: AgentHandle[],
): Promise<void> {
  const simulator = await startOpcuaSimulator({
    seed: 4,
    pkiDir: join(options.dataDir, 'demo-opcua', 'server-pki'),
  });
  simulators.push(simulator);
  if (!(await pointDemoOpcuaAt(db, simulator.endpointUrl))) return;
  const plan = await gatewayPlan(db, DEMO_OPCUA.gatewayId);
  if (!plan) return;
  agents.push(
    await startDemoAgent(db, options, DEMO_OPCUA.gatewayId, {
      economize: economizeOf(plan.settings),
      dataDir: join(options.dataDir, 'demo-opcua', 'agent'),
      devices: agentDevices(plan.devices),
    }),
  );
}

/** The Modbus stations and the truck report on a fixed clock: every 5 s, every second when asked. */
const FIXED_ECONOMY = { mode: 'time', slowIntervalMs: 5000, fastIntervalMs: 1000 } as const;

/**
 * A demo gateway's agent, in this process: the gateway gets a fresh password (kept only as its
 * hash), the agent logs in with it to the embedded broker and buffers under the data folder.
 */
async function startDemoAgent(
  db: Db,
  options: DemoOptions,
  gatewayId: string,
  config: Pick<AgentConfigInput, 'economize' | 'devices' | 'dataDir'>,
): Promise<AgentHandle> {
  const password = await rekeyDemoGateway(db, gatewayId);
  return startAgent(
    {
      gatewayId,
      brokerUrl: options.brokerUrl,
      username: gatewayId,
      password,
      buffer: { dir: join(options.dataDir, 'demo-buffer', gatewayId) },
      ...config,
    },
    { logger: agentLogger(options.log, gatewayId) },
  );
}

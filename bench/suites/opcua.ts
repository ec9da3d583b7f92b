import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentDeviceConfig, type DeviceConfigOf, type ValueSample } from '@lf/protocol';
import {
  AttributeIds,
  OPCUAClient,
  TimestampsToReturn,
  type ClientSubscription,
} from 'node-opcua-client';
import { OpcuaDriver } from '../../packages/agent/src/drivers/opcua';
import { loadAgentCertificate } from '../../packages/agent/src/drivers/opcua/agentCertificate';
import { memoryLogger } from '../../packages/agent/src/logger';

/**
 * OPC UA figures (issue 24): one agent's OPC UA driver subscribed to ITEMS monitored items
 * sampled at 1 s on the booster-station simulator (run in a child process, so the CPU measured
 * here is the agent's alone), beside a bare node-opcua client subscribing to the same items in
 * the same sitting. Prints the changes received per second, the process CPU and the set-up time,
 * each as product, baseline and ratio.
 */
const ITEMS = Number(process.env.BENCH_OPCUA_ITEMS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));
const simulatorMain = path.join(here, '../../packages/simulators/src/opcua/main.ts');
const nodeIdOf = (index: number) => `ns=1;s=Bulk.V${index}`;

function print(figure: string, product: number, baseline: number, extra = {}): void {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  console.log(
    JSON.stringify({
      suite: 'opcua',
      figure,
      items: ITEMS,
      product: round(product),
      baseline: round(baseline),
      ratio: round(product / baseline),
      ...extra,
    }),
  );
}

async function startSimulator(): Promise<{ child: ChildProcess; endpointUrl: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      simulatorMain,
      '--port',
      '0',
      '--hostname',
      '127.0.0.1',
      '--bulk',
      String(ITEMS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const endpointUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /(opc\.tcp:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`simulator exited (${code})`)));
  });
  return { child, endpointUrl };
}

interface Run {
  setupSeconds: number;
  changesPerSecond: number;
  cpuPercent: number;
}

/** Counts changes over the window once every item has reported a first value. */
async function measure(
  start: (onChanges: (count: number) => void) => Promise<() => Promise<void>>,
): Promise<Run> {
  let changes = 0;
  let firstValues = 0;
  const begun = performance.now();
  let allReported: () => void = () => undefined;
  const reported = new Promise<void>((resolve) => (allReported = resolve));
  const stop = await start((count) => {
    changes += count;
    if (firstValues < ITEMS) {
      firstValues += count;
      if (firstValues >= ITEMS) allReported();
    }
  });
  await reported;
  const setupSeconds = (performance.now() - begun) / 1000;
  changes = 0;
  const cpuBefore = process.cpuUsage();
  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const wall = (performance.now() - windowStart) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const result = {
    setupSeconds,
    changesPerSecond: changes / wall,
    cpuPercent: ((cpu.user + cpu.system) / 1e6 / wall) * 100,
  };
  await stop();
  return result;
}

async function agentDriver(endpointUrl: string, dataDir: string): Promise<Run> {
  const certificate = await loadAgentCertificate(dataDir, 'bench');
  const config = agentDeviceConfig.parse({
    id: 'bulk',
    driver: 'opcua',
    endpointUrl,
    publishingIntervalMs: 1000,
    signals: Array.from({ length: ITEMS }, (_, i) => ({
      id: String(i),
      nodeId: nodeIdOf(i),
      samplingIntervalMs: 1000,
    })),
  }) as DeviceConfigOf<'opcua'>;
  return measure(async (onChanges) => {
    const driver = new OpcuaDriver(config, {
      logger: memoryLogger(),
      now: Date.now,
      certificate: () => Promise.resolve(certificate),
    });
    driver.subscribe((samples: ValueSample[]) =>
      onChanges(samples.filter((s) => s.quality === 'good').length),
    );
    return async () => {
      driver.close();
      await driver.closed;
      await certificate.manager.dispose();
    };
  });
}

async function bareClient(endpointUrl: string): Promise<Run> {
  return measure(async (onChanges) => {
    const client = OPCUAClient.create({ endpointMustExist: false });
    await client.connect(endpointUrl);
    const session = await client.createSession();
    const subscription: ClientSubscription = await session.createSubscription2({
      requestedPublishingInterval: 1000,
      requestedLifetimeCount: 100,
      requestedMaxKeepAliveCount: 10,
      maxNotificationsPerPublish: 0,
      publishingEnabled: true,
      priority: 1,
    });
    const group = await subscription.monitorItems(
      Array.from({ length: ITEMS }, (_, i) => ({
        nodeId: nodeIdOf(i),
        attributeId: AttributeIds.Value,
      })),
      { samplingInterval: 1000, queueSize: 1, discardOldest: true },
      TimestampsToReturn.Both,
    );
    group.on('changed', () => onChanges(1));
    return async () => {
      await subscription.terminate();
      await session.close();
      await client.disconnect();
    };
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-bench-opcua-'));
const simulator = await startSimulator();
try {
  const baseline = await bareClient(simulator.endpointUrl);
  const product = await agentDriver(simulator.endpointUrl, dataDir);
  print('changes', product.changesPerSecond, baseline.changesPerSecond);
  print('cpu', product.cpuPercent, baseline.cpuPercent, { unit: '% of one core' });
  print('setup', product.setupSeconds, baseline.setupSeconds, { unit: 's' });
  console.log(JSON.stringify({ suite: 'opcua', figure: 'load', load1: os.loadavg()[0] }));
} finally {
  simulator.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

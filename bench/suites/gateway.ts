import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Aedes } from 'aedes';
import { agentConfig, bufferConfig, valuesPayload } from '@lf/protocol';
import { startAgent } from '../../packages/agent/src/agent';
import { DiskBuffer } from '../../packages/agent/src/diskBuffer';
import { memoryLogger } from '../../packages/agent/src/logger';
import { planReads } from '../../packages/agent/src/drivers/modbus/readPlan';
import { ModbusTcpTransport } from '../../packages/agent/src/drivers/modbusTcp/modbusTcpTransport';
import { ModbusRtuTransport } from '../../packages/agent/src/drivers/modbusRtu/modbusRtuTransport';
import { acquireLine } from '../../packages/agent/src/drivers/modbusRtu/rtuLine';
import { plantDeviceConfig, startSimulator } from '@lf/simulators';

/**
 * Gateway figures: Modbus reads per second against the plant simulator (the agent's own read
 * path, one connection, requests in sequence), over Modbus TCP and over one RTU-over-TCP line
 * (two unit ids taking turns, no inter-frame delay), and the rate at which a filled store-and-forward
 * buffer is replayed to an aedes broker with QoS 1.
 */

function print(figure: Record<string, unknown>): void {
  console.log(JSON.stringify({ suite: 'gateway', ...figure }));
}

async function modbusReads(): Promise<number> {
  const simulator = await startSimulator({ tickMs: 500 });
  const config = agentConfig.parse({
    gatewayId: 'bench',
    brokerUrl: 'mqtt://127.0.0.1:1',
    buffer: { dir: os.tmpdir() },
    devices: [plantDeviceConfig({ id: 'plant', port: simulator.port, signalIdOf: (k) => k })],
  }).devices[0];
  if (config?.driver !== 'modbus-tcp') throw new Error('no Modbus TCP device');
  const device = new ModbusTcpTransport(config, memoryLogger());
  const blocks = planReads(config.signals);
  const polls = 2500;
  await device.readBlock(blocks[0] as (typeof blocks)[number]);
  const started = performance.now();
  for (let i = 0; i < polls; i++) for (const block of blocks) await device.readBlock(block);
  const seconds = (performance.now() - started) / 1000;
  print({
    figure: 'modbus reads against the simulator',
    reads: polls * blocks.length,
    readsPerSecond: Math.round((polls * blocks.length) / seconds),
    plantPollsPerSecond: Math.round(polls / seconds),
    signalsPerPoll: config.signals.length,
  });
  device.close();
  await simulator.stop();
  return (polls * blocks.length) / seconds;
}

/** Requests per second one RTU-over-TCP line carries, two devices polling it at once. */
async function rtuLineReads(tcpReadsPerSecond: number): Promise<void> {
  const simulator = await startSimulator({ framing: 'rtu-over-tcp', unitId: 1, tickMs: 500 });
  const device = agentConfig.parse({
    gatewayId: 'bench',
    brokerUrl: 'mqtt://127.0.0.1:1',
    buffer: { dir: os.tmpdir() },
    devices: [plantDeviceConfig({ id: 'plant', port: simulator.port, signalIdOf: (k) => k })],
  }).devices[0];
  if (device?.driver !== 'modbus-tcp') throw new Error('the plant is a Modbus TCP device');
  const signals = device.signals;
  const blocks = planReads(signals);
  const endpoint = { kind: 'tcp', host: '127.0.0.1', port: simulator.port } as const;
  // Two transports on one line, as two devices on one RS-485 bus (the simulator answers unit 1;
  // both read it so every request gets an answer).
  const devices = [1, 2].map(
    () => new ModbusRtuTransport(acquireLine(endpoint, 0, memoryLogger()), 1, 1000),
  );
  const polls = 1000;
  await devices[0]?.readBlock(blocks[0] as (typeof blocks)[number]);
  const started = performance.now();
  await Promise.all(
    devices.map(async (device) => {
      for (let i = 0; i < polls; i++) for (const block of blocks) await device.readBlock(block);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const requests = polls * blocks.length * devices.length;
  print({
    figure: 'modbus rtu over tcp requests per line',
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    ratioToModbusTcp: Number((requests / seconds / tcpReadsPerSecond).toFixed(2)),
  });
  for (const device of devices) device.close();
  await simulator.stop();
}

async function replay(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-bench-replay-'));
  const batches = 5000;
  const perBatch = 50;
  const buffer = DiskBuffer.open(
    bufferConfig.parse({ dir, maxBytes: 512 * 1024 * 1024 }),
    memoryLogger(),
  );
  const fillStarted = performance.now();
  for (let b = 0; b < batches; b++) {
    const values = Array.from({ length: perBatch }, (_, i) => ({
      signalId: `s${i}`,
      value: b + i / 100,
      ts: 1_700_000_000_000 + b * 1000,
      quality: 'good' as const,
    }));
    buffer.append(JSON.stringify(valuesPayload.parse({ values })));
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const bytes = buffer.pendingBytes;
  buffer.close();

  const broker = await Aedes.createBroker();
  let received = 0;
  let allReceived: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  broker.on('publish', (packet, client) => {
    if (client && packet.topic.endsWith('/up/values') && ++received === batches) allReceived();
  });
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;

  const started = performance.now();
  const agent = await startAgent(
    {
      gatewayId: 'bench-replay',
      brokerUrl: `mqtt://127.0.0.1:${port}`,
      buffer: { dir, maxBytes: 512 * 1024 * 1024 },
      devices: [],
    },
    { logger: memoryLogger() },
  );
  await done;
  const seconds = (performance.now() - started) / 1000;
  print({
    figure: 'store-and-forward replay to aedes, QoS 1, window 32',
    batches,
    samples: batches * perBatch,
    megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    appendBatchesPerSecond: Math.round(batches / fillSeconds),
    replayBatchesPerSecond: Math.round(batches / seconds),
    replaySamplesPerSecond: Math.round((batches * perBatch) / seconds),
  });
  await agent.stop();
  await new Promise<void>((resolve) => broker.close(() => server.close(() => resolve())));
  fs.rmSync(dir, { recursive: true, force: true });
}

await rtuLineReads(await modbusReads());
await replay();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownCommandInput } from '@lf/protocol';
import { mqttTopics } from '@lf/protocol';
import type { AgentHandle } from '../src/agent';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import {
  PLANT_REGISTER_MAP,
  plantDeviceConfig,
  startSimulator,
  type SimulatorHandle,
} from '@lf/simulators';
import type { TestBroker } from './helpers';
import { startTestBroker, tempDir, waitFor } from './helpers';
import { must } from './must';
import { stopAgentRig, watchGateway, type GatewayWatcher } from './agentHarness';

const GATEWAY = 'gw-flow';
const idOf = (key: string) => `plant.${key}`;

let broker: TestBroker;
let simulator: SimulatorHandle;
let agent: AgentHandle;
let gateway: GatewayWatcher;
const logger = memoryLogger();
const dir = tempDir();

beforeAll(async () => {
  broker = await startTestBroker();
  simulator = await startSimulator({ tickMs: 100 });
  gateway = await watchGateway(broker.url, GATEWAY, 'test-subscriber');
  agent = await startAgent(
    {
      gatewayId: GATEWAY,
      brokerUrl: broker.url,
      economize: { mode: 'time', slowIntervalMs: 200, fastIntervalMs: 100 },
      buffer: { dir },
      devices: [
        plantDeviceConfig({
          id: 'plant',
          port: simulator.port,
          pollIntervalMs: 100,
          signalIdOf: idOf,
        }),
      ],
    },
    { logger, reconnectPeriodMs: 200 },
  );
  await agent.whenConnected();
});

afterAll(() => stopAgentRig({ agent, gateway, device: simulator, broker, bufferDir: dir }));

const latest = (key: string) => gateway.samples.filter((s) => s.signalId === idOf(key)).at(-1);

describe('simulator → agent → broker → subscriber', () => {
  it('publishes every plant signal with good quality', async () => {
    await waitFor(() => PLANT_REGISTER_MAP.every((d) => latest(d.key)), 'every signal');
    for (const def of PLANT_REGISTER_MAP) expect(latest(def.key)?.quality).toBe('good');
    expect(latest('tank2Setpoint')?.value).toBe(3);
    expect(latest('autoMode')?.value).toBe(true);
    expect(typeof latest('tank1Level')?.value).toBe('number');
  });

  it('keeps a retained online status', async () => {
    await waitFor(() => gateway.statuses.find((s) => s.online), 'online status');
    const retained = broker.messages.filter(
      (m) => m.topic === mqttTopics.status(GATEWAY) && m.retain,
    );
    expect(retained.length).toBeGreaterThan(0);
    expect(JSON.parse(must(retained.at(-1)).payload)).toMatchObject({
      online: true,
      agentVersion: '0.1.0',
    });
  });

  it('writes a pump coil: reply carries the uuid and the flow starts', async () => {
    const reply = await gateway.command({
      type: 'write',
      uuid: 'w-pump2',
      signalId: idOf('pump2Run'),
      value: true,
    });
    expect(reply).toMatchObject({ uuid: 'w-pump2', status: 'success', code: 200 });
    expect(reply.data).toMatchObject({ signalId: idOf('pump2Run'), value: true });
    expect(simulator.inputs().pump2Command).toBe(true);
    await waitFor(() => Number(latest('pump2Flow')?.value) > 0, 'pump 2 flow');
  });

  it('writes a setpoint and reads it back', async () => {
    const write = await gateway.command({
      type: 'write',
      uuid: 'w-sp',
      signalId: idOf('tank2Setpoint'),
      value: 3.5,
    });
    expect(write.code).toBe(200);
    const read = await gateway.command({
      type: 'read',
      uuid: 'r-sp',
      signalId: idOf('tank2Setpoint'),
    });
    expect(read).toMatchObject({
      status: 'success',
      code: 200,
      data: { value: 3.5, quality: 'good' },
    });
  });

  it('refuses read-only, out-of-limit, wrong-type, unknown and expired writes with their codes', async () => {
    const cases: [DownCommandInput & { uuid: string }, number][] = [
      [{ type: 'write', uuid: 'ro', signalId: idOf('tank1Level'), value: 1 }, 2004],
      [{ type: 'write', uuid: 'lim', signalId: idOf('pump1Speed'), value: 120 }, 2003],
      [{ type: 'write', uuid: 'type', signalId: idOf('pump1Speed'), value: true }, 1722],
      [{ type: 'write', uuid: 'none', signalId: 'no-such-signal', value: 1 }, 1714],
      [{ type: 'write', uuid: 'old', signalId: idOf('pump1Speed'), value: 50, expiresAt: 1 }, 1301],
    ];
    for (const [cmd, code] of cases) {
      expect(await gateway.command(cmd)).toMatchObject({ uuid: cmd.uuid, status: 'failure', code });
    }
    expect(simulator.inputs().pump1Speed).toBe(80);
  });

  it('drops bad commands with a log line and keeps running', async () => {
    const bad = ['not json', '{"type":"reboot"}', '{"type":"write","uuid":"x"}'];
    for (const payload of bad)
      await gateway.client.publishAsync(mqttTopics.cmd(GATEWAY), payload, { qos: 1 });
    await waitFor(
      () => logger.lines.filter((l) => l.message === 'dropped a bad command').length >= bad.length,
      'three drop log lines',
    );
    expect(gateway.replies.some((r) => r.uuid === 'x')).toBe(false);
    const read = await gateway.command({
      type: 'read',
      uuid: 'after-bad',
      signalId: idOf('pump1Speed'),
    });
    expect(read).toMatchObject({ status: 'success', data: { value: 80 } });
  });

  it('opens fast reporting with the interval of the command, then falls back', async () => {
    await gateway.client.publishAsync(
      mqttTopics.cmd(GATEWAY),
      JSON.stringify({ type: 'open', delay: 1, interval: 0.05 }),
      {
        qos: 1,
      },
    );
    const opened = await waitFor(
      () => gateway.statuses.find((s) => s.economize?.open),
      'open status',
    );
    expect(opened.economize).toMatchObject({ mode: 'time', open: true, intervalMs: 50 });
    expect(agent.stats().reportIntervalMs).toBe(50);
    await waitFor(() => !agent.stats().open, 'open to expire', 3000);
    expect(agent.stats().reportIntervalMs).toBe(200);
  });

  it('replaces devices and signals on a config command without restart', async () => {
    const only = plantDeviceConfig({
      id: 'plant',
      port: simulator.port,
      pollIntervalMs: 100,
      signalIdOf: (k) => `v2.${k}`,
    });
    only.signals = only.signals.filter((s) => s.area === 'input');
    const reply = await gateway.command({
      type: 'config',
      uuid: 'cfg',
      config: { devices: [only] },
    });
    expect(reply.code).toBe(200);
    const mark = gateway.samples.length;
    await waitFor(
      () => gateway.samples.slice(mark).some((s) => s.signalId === 'v2.tank1Level'),
      'new signal ids',
    );
    const read = await gateway.command({
      type: 'read',
      uuid: 'r-old',
      signalId: idOf('pump1Speed'),
    });
    expect(read.code).toBe(1714);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpcuaSettingsInput, OpcuaSignalInput, ValueSample } from '@lf/protocol';
import { agentDeviceConfig, type DeviceConfigOf } from '@lf/protocol';
import { startOpcuaSimulator, stationNodeId, type OpcuaSimulatorHandle } from '@lf/simulators';
import { memoryLogger } from '../src/logger';
import { loadAgentCertificate, type AgentCertificate } from '../src/drivers/opcua/agentCertificate';
import { startAgent, type AgentHandle } from '../src/agent';
import { deviceFailureCode } from '../src/deviceFailure';
import { OpcuaDriver } from '../src/drivers/opcua';
import {
  startTcpProxy,
  startTestBroker,
  tempDir,
  waitFor,
  type TcpProxy,
  type TestBroker,
} from './helpers';
import { watchGateway, type GatewayWatcher } from './agentHarness';

// One node-opcua server for the whole file: it takes seconds to start (key, certificate).
let simulator: OpcuaSimulatorHandle;
let certificate: AgentCertificate;
const dataDir = tempDir('lf-opcua-agent-');
const drivers: OpcuaDriver[] = [];
const logger = memoryLogger();

beforeAll(async () => {
  simulator = await startOpcuaSimulator({ tickMs: 100, users: { operator: 'secret' } });
  certificate = await loadAgentCertificate(dataDir, 'gw-opcua');
}, 60_000);

afterAll(async () => {
  for (const driver of drivers) driver.close();
  await Promise.all(drivers.map((d) => d.closed));
  await simulator.stop();
});

const signal = (id: string, path: string, extra: Partial<OpcuaSignalInput> = {}) => ({
  id,
  nodeId: stationNodeId(path),
  samplingIntervalMs: 100,
  ...extra,
});

/** Starts a driver as the agent does; its samples collect in the returned array, newest last. */
function startDevice(
  signals: ReturnType<typeof signal>[],
  settings: Partial<OpcuaSettingsInput> = {},
): { device: OpcuaDriver; samples: ValueSample[] } {
  const samples: ValueSample[] = [];
  const config = agentDeviceConfig.parse({
    id: `dev${drivers.length}`,
    driver: 'opcua',
    endpointUrl: simulator.endpointUrl,
    publishingIntervalMs: 100,
    ...settings,
    signals,
  }) as DeviceConfigOf<'opcua'>;
  const device = new OpcuaDriver(config, {
    logger,
    now: Date.now,
    certificate: () => Promise.resolve(certificate),
  });
  drivers.push(device);
  device.subscribe((s) => samples.push(...s));
  return { device, samples };
}

/** The SPEC §8 code a write failed with at the device. */
async function failedWith(device: OpcuaDriver, writing: Promise<unknown>): Promise<number> {
  try {
    await writing;
  } catch (error) {
    return deviceFailureCode(device.classify(error));
  }
  throw new Error('the write did not fail');
}

const latest = (samples: ValueSample[], id: string) =>
  samples.filter((s) => s.signalId === id).at(-1);

const good = (samples: ValueSample[], id: string, test: (v: unknown) => boolean = () => true) =>
  waitFor(() => {
    const s = latest(samples, id);
    return s?.quality === 'good' && test(s.value) ? s : undefined;
  }, `a good value of ${id}`);

const bad = (samples: ValueSample[], id: string) =>
  waitFor(() => {
    const s = latest(samples, id);
    return s?.quality === 'bad' ? s : undefined;
  }, `a bad value of ${id}`);

describe('OPC UA device, security None, anonymous', () => {
  const signals = [
    signal('level', 'Tank2.Level'),
    signal('setpoint', 'Tank2.LevelSetpoint', { access: 'rw' }),
    signal('running', 'Pump1.Running'),
    signal('flow', 'Pump1.Flow'),
    signal('speed', 'Pump1.Speed', { access: 'rw' }),
    signal('speedTenths', 'Pump1.Speed', { access: 'rw', scale: 0.1 }),
    signal('runSeconds', 'Pump1.RunSeconds'),
    signal('command', 'Pump1.Command', { access: 'rw' }),
    signal('tank1', 'Tank1.Level', { access: 'rw' }),
    signal('missing', 'Nowhere'),
  ];
  let run: ReturnType<typeof startDevice>;
  beforeAll(() => {
    run = startDevice(signals);
  });

  it('reports each node by subscription with its type: numbers, booleans, scaled', async () => {
    const { samples } = run;
    expect(typeof (await good(samples, 'level')).value).toBe('number');
    expect(typeof (await good(samples, 'running')).value).toBe('boolean');
    expect(typeof (await good(samples, 'flow')).value).toBe('number');
    expect((await good(samples, 'setpoint')).value).toBe(3);
    expect((await good(samples, 'speed')).value).toBe(80);
    expect((await good(samples, 'speedTenths')).value).toBe(8);
    expect(Number.isInteger((await good(samples, 'runSeconds')).value)).toBe(true);
  });

  it('writes with the node data type (Int16, Double, Boolean) and the change comes back', async () => {
    const { device, samples } = run;
    expect(await device.write('speed', 65)).toBeNull();
    expect(simulator.inputs().pump1Speed).toBe(65);
    await good(samples, 'speed', (v) => v === 65);
    expect(await device.write('speedTenths', 7.2)).toBeNull();
    expect(simulator.inputs().pump1Speed).toBe(72);
    expect(await device.write('setpoint', 2.5)).toBeNull();
    expect(simulator.inputs().tank2Setpoint).toBe(2.5);
    expect(await device.write('command', true)).toBeNull();
    expect(simulator.inputs().pump1Command).toBe(true);
  });

  it('refuses writes by the SPEC codes: out of the type range, read-only node, read-only signal', async () => {
    const { device } = run;
    expect(await device.write('speed', 40_000)).toMatchObject({ code: 2003 });
    expect(await device.write('command', 3)).toMatchObject({ code: 1722 });
    expect(await device.write('level', 1)).toMatchObject({ code: 2004 });
    // The node itself is read-only: the server refuses (BadNotWritable).
    expect(await failedWith(device, device.write('tank1', 1))).toBe(2004);
  });

  it('maps status codes to quality: a missing node and a failed sensor are bad, then good again', async () => {
    const { samples } = run;
    expect(await bad(samples, 'missing')).toMatchObject({ value: null, code: 1714 });
    await good(samples, 'tank1');
    simulator.setStatus('Tank1.Level', 'BadSensorFailure');
    expect(await bad(samples, 'tank1')).toMatchObject({ value: null, code: 1711 });
    simulator.setStatus('Tank1.Level', null);
    await good(samples, 'tank1');
  });

  it('reads a node on demand', async () => {
    const sample = await run.device.readSignal('setpoint');
    expect(sample).toMatchObject({ signalId: 'setpoint', quality: 'good', value: 2.5 });
  });

  it('browses: folders and objects, then variables with type, unit and writability', async () => {
    const { device } = run;
    await waitFor(() => device.health().connected, 'a session');
    const root = await device.browse('i=85');
    expect(root.ok && root.value.nodes.map((n) => n.browseName)).toContain('BoosterStation');
    const station = await device.browse('ns=1;s=BoosterStation');
    if (!station.ok) throw new Error(station.detail);
    expect(station.value.nodes.find((n) => n.browseName === 'Pump1')).toMatchObject({
      nodeClass: 'Object',
      hasChildren: true,
      nodeId: 'ns=1;s=BoosterStation.Pump1',
    });
    expect(station.value.nodes.find((n) => n.browseName === 'DischargePressure')).toMatchObject({
      nodeClass: 'Variable',
      dataType: 'Double',
      writable: false,
      unit: 'bar',
    });
    const pump = await device.browse('ns=1;s=BoosterStation.Pump1');
    if (!pump.ok) throw new Error(pump.detail);
    expect(pump.value.nodes.find((n) => n.browseName === 'Speed')).toMatchObject({
      dataType: 'Int16',
      writable: true,
      unit: '%',
    });
    expect(pump.value.nodes.find((n) => n.browseName === 'Running')).toMatchObject({
      dataType: 'Boolean',
      writable: false,
    });
    // Properties (EURange, EngineeringUnits) are not offered as points.
    expect(pump.value.nodes.some((n) => n.browseName === 'EURange')).toBe(false);
  });
});

describe('OPC UA device, connection loss and recovery', () => {
  let proxy: TcpProxy;
  afterAll(() => proxy.close());

  it('reports values bad (99901) while the link is down and good again after it returns', async () => {
    proxy = await startTcpProxy(simulator.port);
    const url = simulator.endpointUrl.replace(`:${simulator.port}/`, `:${proxy.port}/`);
    const { samples } = startDevice([signal('level', 'Tank2.Level')], { endpointUrl: url });
    await good(samples, 'level');
    proxy.cut();
    expect(await bad(samples, 'level')).toMatchObject({ code: 99901 });
    await proxy.restore();
    await good(samples, 'level');
  });

  it('stops while the link is down (a reconfiguration must not wait for the PLC)', async () => {
    const link = await startTcpProxy(simulator.port);
    const url = simulator.endpointUrl.replace(`:${simulator.port}/`, `:${link.port}/`);
    const { device, samples } = startDevice([signal('level', 'Tank2.Level')], { endpointUrl: url });
    await good(samples, 'level');
    link.cut();
    await bad(samples, 'level');
    device.close();
    await device.closed;
    expect(device.health().connected).toBe(false);
    await link.close();
  });

  it('keeps trying a server that is not there yet, reporting the device offline', async () => {
    const down = await startTcpProxy(simulator.port);
    down.cut();
    const url = simulator.endpointUrl.replace(`:${simulator.port}/`, `:${down.port}/`);
    const { samples } = startDevice([signal('level', 'Tank2.Level')], { endpointUrl: url });
    expect(await bad(samples, 'level')).toMatchObject({ code: 99901 });
    await down.restore();
    await good(samples, 'level');
    await down.close();
  });
});

describe('OPC UA device, SignAndEncrypt with user and password', () => {
  const secure = {
    securityMode: 'SignAndEncrypt',
    securityPolicy: 'Basic256Sha256',
    username: 'operator',
  } as const;

  it('subscribes and writes over an encrypted channel as a named user', async () => {
    const speed = signal('speed', 'Pump1.Speed', { access: 'rw' });
    const { device, samples } = startDevice([speed, signal('level', 'Tank2.Level')], {
      ...secure,
      password: 'secret',
    });
    await good(samples, 'level');
    expect(await device.write('speed', 55)).toBeNull();
    await good(samples, 'speed', (v) => v === 55);
  });

  it('a wrong password leaves the device offline and is logged', async () => {
    const { samples } = startDevice([signal('level', 'Tank2.Level')], {
      ...secure,
      password: 'wrong',
    });
    expect(await bad(samples, 'level')).toMatchObject({ code: 99901 });
    expect(logger.lines.some((l) => l.message === 'opcua connection failed')).toBe(true);
  });
});

describe('agent certificate', () => {
  it('is created once in the data folder and keeps its thumbprint', async () => {
    expect(certificate.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    expect(certificate.applicationUri).toMatch(/lfscada:gateway:gw-opcua$/);
    const again = await loadAgentCertificate(dataDir, 'gw-opcua');
    expect(again.thumbprint).toBe(certificate.thumbprint);
    await again.manager.dispose();
  });
});

describe('the agent with an OPC UA device', () => {
  const GATEWAY = 'gw-opcua-agent';
  let broker: TestBroker;
  let agent: AgentHandle;
  let gateway: GatewayWatcher;

  beforeAll(async () => {
    broker = await startTestBroker();
    gateway = await watchGateway(broker.url, GATEWAY, 'opcua-subscriber');
    agent = await startAgent(
      {
        gatewayId: GATEWAY,
        brokerUrl: broker.url,
        economize: { mode: 'time', slowIntervalMs: 200, fastIntervalMs: 100 },
        buffer: { dir: tempDir('lf-opcua-buffer-') },
        dataDir: tempDir('lf-opcua-data-'),
        devices: [
          {
            id: 'station',
            driver: 'opcua',
            endpointUrl: simulator.endpointUrl,
            publishingIntervalMs: 100,
            signals: [signal('pressure', 'DischargePressure')],
          },
        ],
      },
      { logger, reconnectPeriodMs: 200 },
    );
    await agent.whenConnected();
  });

  afterAll(async () => {
    await agent?.stop();
    await gateway?.close();
    await broker?.close();
  });

  it('publishes the subscribed values and its certificate thumbprint with its status', async () => {
    await waitFor(
      () => gateway.samples.some((s) => s.signalId === 'pressure' && s.quality === 'good'),
      'a published value',
    );
    await waitFor(
      () => gateway.statuses.some((s) => s.opcuaThumbprint),
      'a status with the thumbprint',
    );
  });

  it('answers a browse command with the device’s nodes, and refuses an unknown device', async () => {
    await waitFor(() => agent.stats().devices.station?.connected, 'a session');
    const reply = await gateway.command({
      type: 'browse',
      uuid: 'b1',
      deviceId: 'station',
      nodeId: 'ns=1;s=BoosterStation.Tank2',
    });
    expect(reply).toMatchObject({ status: 'success', code: 200 });
    expect(reply.browse?.nodes.map((n) => n.browseName)).toEqual(['Level', 'LevelSetpoint']);
    const root = await gateway.command({ type: 'browse', uuid: 'b2', deviceId: 'station' });
    expect(root.browse?.nodes.some((n) => n.nodeId === 'ns=1;s=BoosterStation')).toBe(true);
    const unknown = await gateway.command({ type: 'browse', uuid: 'b3', deviceId: 'nowhere' });
    expect(unknown).toMatchObject({ status: 'failure', code: 1714 });
  });
});

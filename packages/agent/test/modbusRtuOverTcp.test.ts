import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentDeviceConfigInput, AgentSignalConfigInput, DeviceConfigOf } from '@lf/protocol';
import { agentDeviceConfig } from '@lf/protocol';
import type { Tables } from '@lf/simulators';
import { createTables, readEngineering, serveRtuOverTcp, writeEngineering } from '@lf/simulators';
import { deviceFailureCode } from '../src/deviceFailure';
import type { PolledDriver } from '../src/drivers/driver';
import { createDriver } from '../src/drivers/registry';
import { memoryLogger } from '../src/logger';
import type { TcpProxy } from './helpers';
import { startTcpProxy, waitForAsync } from './helpers';

/** Two devices on one RS-485 line behind a serial-device server, as a plant wires them. */
const SIGNALS: AgentSignalConfigInput[] = [
  { id: 'level', area: 'holding', address: 0, dataType: 'int16', scale: 0.1, access: 'rw' },
  { id: 'flow', area: 'holding', address: 2, dataType: 'float32', wordOrder: 'CDAB', access: 'rw' },
  { id: 'total', area: 'input', address: 10, dataType: 'uint32', scale: 0.01 },
  { id: 'pump', area: 'coil', address: 3, dataType: 'bool', access: 'rw' },
];

function definition(id: string) {
  const signal = SIGNALS.find((s) => s.id === id);
  if (!signal) throw new Error(id);
  return {
    wordOrder: 'ABCD' as const,
    scale: 1,
    offset: 0,
    access: 'r' as const,
    ...signal,
    key: id,
    name: { zh: id, en: id },
    unit: '',
  };
}

function unitTables(level: number, flow: number, total: number, pump: boolean): Tables {
  const tables = createTables();
  writeEngineering(tables, definition('level'), level);
  writeEngineering(tables, definition('flow'), flow);
  writeEngineering(tables, definition('total'), total);
  writeEngineering(tables, definition('pump'), pump);
  return tables;
}

const unit1 = unitTables(21.5, 12.25, 123456.78, true);
const unit2 = unitTables(-3.2, 0.5, 42, false);
let server: Awaited<ReturnType<typeof serveRtuOverTcp>>;
let proxy: TcpProxy;
const drivers: PolledDriver[] = [];

function rtuDevice(id: string, unitId: number, signals = SIGNALS): PolledDriver {
  const input: AgentDeviceConfigInput = {
    id,
    driver: 'modbus-rtu-over-tcp',
    host: '127.0.0.1',
    port: proxy.port,
    unitId,
    timeoutMs: 300,
    interFrameDelayMs: 2,
    signals: signals.map((s) => ({ ...s, id: `${id}.${s.id}` })),
  };
  const config = agentDeviceConfig.parse(input) as DeviceConfigOf<'modbus-rtu-over-tcp'>;
  const driver = createDriver(config, {
    logger: memoryLogger(),
    now: Date.now,
    certificate: () => Promise.reject(new Error('a Modbus line has no secure channel')),
  });
  if (driver.kind !== 'polled') throw new Error('Modbus drivers are polled');
  drivers.push(driver);
  return driver;
}

async function readAll(driver: PolledDriver) {
  const samples = [];
  for (const step of driver.plan) samples.push(...(await driver.read(step, 1)));
  return Object.fromEntries(samples.map((s) => [s.signalId.split('.')[1], s.value]));
}

async function failureOf(run: () => Promise<unknown>, driver: PolledDriver): Promise<number> {
  try {
    await run();
  } catch (error) {
    return deviceFailureCode(driver.classify(error));
  }
  throw new Error('the request succeeded');
}

beforeAll(async () => {
  server = await serveRtuOverTcp(
    new Map([
      [1, unit1],
      [2, unit2],
    ]),
    '127.0.0.1',
    0,
  );
  proxy = await startTcpProxy(server.port);
});

afterAll(async () => {
  for (const driver of drivers) driver.close();
  await proxy.close();
  await server.close();
});

describe('Modbus RTU over TCP', () => {
  it('reads scaled values of every type from two unit ids sharing one line', async () => {
    const first = rtuDevice('u1', 1);
    const second = rtuDevice('u2', 2);
    // Both devices poll at once: the line's queue keeps their frames apart.
    const [a, b] = await Promise.all([readAll(first), readAll(second)]);
    expect(a).toEqual({ level: 21.5, flow: 12.25, total: 123456.78, pump: true });
    expect(b).toEqual({ level: -3.2, flow: 0.5, total: 42, pump: false });
    expect(server.acceptedConnections()).toBe(1);
    expect(first.health()).toMatchObject({ connected: true, lastFailureCode: null });
  });

  it('writes registers and coils to the addressed unit only', async () => {
    const driver = rtuDevice('w1', 1);
    expect(await driver.write('w1.flow', -7.5)).toBeNull();
    expect(await driver.write('w1.level', 30.1)).toBeNull();
    expect(await driver.write('w1.pump', false)).toBeNull();
    expect(readEngineering(unit1, definition('flow'))).toBe(-7.5);
    expect(readEngineering(unit1, definition('level'))).toBeCloseTo(30.1, 6);
    expect(readEngineering(unit1, definition('pump'))).toBe(false);
    expect(readEngineering(unit2, definition('flow'))).toBe(0.5);
    expect((await driver.readSignal('w1.level')).value).toBe(30.1);
  });

  it('refuses a write to a read-only signal without sending it', async () => {
    const driver = rtuDevice('r1', 1);
    expect(await driver.write('r1.total', 1)).toMatchObject({ code: 2004 });
  });

  it('reports an illegal address exception as 1721', async () => {
    const driver = rtuDevice('bad', 1, [
      { id: 'x', area: 'holding', address: 5000, dataType: 'uint16' },
    ]);
    const [step] = driver.plan;
    if (!step) throw new Error('no step');
    expect(await failureOf(() => driver.read(step, 1), driver)).toBe(1721);
    expect(driver.health().lastFailureCode).toBe(1721);
  });

  it('reports a unit id nobody answers as a response timeout (1715), and the line goes on', async () => {
    const absent = rtuDevice('absent', 9);
    const [step] = absent.plan;
    if (!step) throw new Error('no step');
    expect(await failureOf(() => absent.read(step, 1), absent)).toBe(1715);
    expect((await rtuDevice('after', 2).readSignal('after.total')).value).toBe(42);
  });

  it('reports a lost line as offline (99901) and recovers when it is back', async () => {
    const driver = rtuDevice('loss', 2);
    expect((await driver.readSignal('loss.total')).value).toBe(42);
    proxy.cut();
    const code = await failureOf(() => driver.readSignal('loss.total'), driver);
    expect([99901, 1715]).toContain(code);
    await proxy.restore();
    const recovered = await waitForAsync(
      () =>
        driver.readSignal('loss.total').then(
          (sample) => sample,
          () => null,
        ),
      'a read after the line came back',
      15_000,
    );
    expect(recovered).toMatchObject({ value: 42, quality: 'good' });
    expect(server.acceptedConnections()).toBe(2);
  });
});

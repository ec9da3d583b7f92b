import { afterEach, describe, expect, it } from 'vitest';
import type { S7SignalInput, ValueSample } from '@lf/protocol';
import { agentDeviceConfig, type DeviceConfigOf } from '@lf/protocol';
import { getS7Value, setS7Value, startFakeS7Plc, type FakeS7Plc } from '@lf/simulators';
import { memoryLogger } from '../src/logger';
import { deviceFailureCode, LOCAL_FAILURE_CODE } from '../src/deviceFailure';
import { S7_BAD_ADDRESS_CODE, S7Driver } from '../src/drivers/s7';
import { freePort, waitForAsync } from './helpers';

const drivers: S7Driver[] = [];
const plcs: FakeS7Plc[] = [];

afterEach(async () => {
  for (const driver of drivers.splice(0)) driver.close();
  await Promise.all(plcs.splice(0).map((plc) => plc.stop()));
});

async function startPlc(port?: number): Promise<FakeS7Plc> {
  const plc = await startFakeS7Plc({ ...(port !== undefined && { port }) });
  plcs.push(plc);
  return plc;
}

function driverFor(
  port: number,
  signals: (S7SignalInput & { id: string })[],
  settings: Record<string, unknown> = {},
): S7Driver {
  const config = agentDeviceConfig.parse({
    id: 'plc1',
    driver: 's7',
    host: '127.0.0.1',
    port,
    timeoutMs: 300,
    ...settings,
    signals,
  }) as DeviceConfigOf<'s7'>;
  const driver = new S7Driver(config, {
    logger: memoryLogger(),
    now: () => 1000,
    certificate: () => Promise.reject(new Error('no certificate for S7')),
  });
  drivers.push(driver);
  return driver;
}

/** Reads every step of the plan, as the agent's poller does; failures become their codes. */
async function pollAll(driver: S7Driver): Promise<Map<string, ValueSample | number>> {
  const result = new Map<string, ValueSample | number>();
  for (const step of driver.plan) {
    try {
      for (const sample of await driver.read(step, 1000)) result.set(sample.signalId, sample);
    } catch (error) {
      const code = deviceFailureCode(driver.classify(error));
      for (const id of step.signalIds) result.set(id, code);
    }
  }
  return result;
}

const valueOf = (samples: Map<string, ValueSample | number>, id: string) => {
  const sample = samples.get(id);
  return typeof sample === 'object' ? sample.value : sample;
};

describe('S7 driver against the fake PLC', () => {
  it('reads every S7 type of DB, merker, input and output addresses in one step per area', async () => {
    const plc = await startPlc();
    const driver = driverFor(plc.port, [
      { id: 'run', address: 'DB1,X0.0' },
      { id: 'valve', address: 'DB1,X0.1' },
      { id: 'speed', address: 'DB1,INT2' },
      { id: 'pressure', address: 'DB1,REAL4' },
      { id: 'deviation', address: 'DB1,DINT12' },
      { id: 'status', address: 'db1, word16' },
      { id: 'total', address: 'DB1,DWORD18' },
      { id: 'mode', address: 'DB1,BYTE22' },
      { id: 'auto', address: 'M10.0' },
      { id: 'setpoint', address: 'MW20' },
      { id: 'high', address: 'I0.0' },
      { id: 'level', address: 'IW4' },
      { id: 'contactor', address: 'Q0.1' },
    ]);
    expect(driver.plan.map((s) => s.key)).toEqual(['DB1', 'M', 'I', 'Q']);
    const samples = await pollAll(driver);
    expect(Object.fromEntries([...samples.keys()].map((id) => [id, valueOf(samples, id)]))).toEqual(
      {
        run: true,
        valve: false,
        speed: 1480,
        pressure: 4.25,
        deviation: -1200,
        status: 0x8001,
        total: 123456,
        mode: 2,
        auto: true,
        setpoint: 500,
        high: true,
        level: 13824,
        contactor: true,
      },
    );
    expect(driver.health()).toEqual({ connected: true, reads: 4, lastFailureCode: null });
  });

  it('scales values read and written, and writes each type in its own encoding', async () => {
    const plc = await startPlc();
    const driver = driverFor(plc.port, [
      { id: 'level', address: 'IW4', scale: 100 / 27648 },
      { id: 'setpoint', address: 'MW20', scale: 0.01, access: 'rw' },
      { id: 'pressure', address: 'DB1,REAL4', access: 'rw', offset: 1 },
      { id: 'deviation', address: 'DB1,DINT12', access: 'rw' },
      { id: 'valve', address: 'DB1,X0.1', access: 'rw' },
      { id: 'contactor', address: 'Q0.1', access: 'rw' },
    ]);
    const samples = await pollAll(driver);
    expect(valueOf(samples, 'level')).toBe(50);
    expect(valueOf(samples, 'setpoint')).toBe(5);
    expect(valueOf(samples, 'pressure')).toBe(5.25);

    expect(await driver.write('setpoint', 6.5)).toBeNull();
    expect(getS7Value(plc.memory, 'MW20')).toBe(650);
    expect(await driver.write('pressure', 3.5)).toBeNull();
    expect(getS7Value(plc.memory, 'DB1,REAL4')).toBe(2.5);
    expect(await driver.write('deviation', -70000)).toBeNull();
    expect(getS7Value(plc.memory, 'DB1,DINT12')).toBe(-70000);
    expect(await driver.write('valve', true)).toBeNull();
    expect(getS7Value(plc.memory, 'DB1,X0.1')).toBe(true);
    // The neighbouring bit of the same byte is left as it was.
    expect(getS7Value(plc.memory, 'DB1,X0.0')).toBe(true);
    expect(await driver.write('contactor', 0)).toBeNull();
    expect(getS7Value(plc.memory, 'Q0.1')).toBe(false);

    setS7Value(plc.memory, 'MW20', 725);
    expect((await driver.readSignal('setpoint')).value).toBe(7.25);
  });

  it('refuses writes the agent can judge itself with their SPEC §8 codes', async () => {
    const plc = await startPlc();
    const driver = driverFor(plc.port, [
      { id: 'speed', address: 'DB1,INT2' },
      { id: 'setpoint', address: 'MW20', access: 'rw', scale: 0.01, max: 800 },
      { id: 'valve', address: 'DB1,X0.1', access: 'rw' },
    ]);
    expect(await driver.write('speed', 1)).toMatchObject({ code: LOCAL_FAILURE_CODE.readOnly });
    expect(await driver.write('setpoint', 900)).toMatchObject({
      code: LOCAL_FAILURE_CODE.outOfLimit,
    });
    expect(await driver.write('setpoint', 700)).toMatchObject({
      code: LOCAL_FAILURE_CODE.outOfLimit,
    });
    expect(await driver.write('valve', 'open' as never)).toMatchObject({
      code: LOCAL_FAILURE_CODE.dataType,
    });
    expect(getS7Value(plc.memory, 'MW20')).toBe(500);
  });

  it('marks only the signals whose address the PLC lacks bad (1721)', async () => {
    const plc = await startPlc();
    const driver = driverFor(plc.port, [
      { id: 'pressure', address: 'DB1,REAL4' },
      { id: 'flow', address: 'DB1,REAL8' },
      // DB1 is 64 bytes long: this one runs past its end; nodes7 reads it in one block with
      // its good neighbour, which the PLC then refuses as a whole.
      { id: 'tail', address: 'DB1,REAL60' },
      { id: 'beyond', address: 'DB1,REAL62' },
      { id: 'noBlock', address: 'DB9,INT0', access: 'rw' },
    ]);
    const samples = await pollAll(driver);
    expect(valueOf(samples, 'pressure')).toBe(4.25);
    expect(valueOf(samples, 'flow')).toBe(36.5);
    expect(valueOf(samples, 'tail')).toBe(0);
    expect(samples.get('beyond')).toMatchObject({ quality: 'bad', code: S7_BAD_ADDRESS_CODE });
    expect(samples.get('noBlock')).toMatchObject({ quality: 'bad', code: S7_BAD_ADDRESS_CODE });
    await expect(driver.write('noBlock', 1)).rejects.toSatisfy(
      (error) => deviceFailureCode(driver.classify(error)) === S7_BAD_ADDRESS_CODE,
    );
  });

  it('reports a refused connection and a wrong rack/slot as offline (99901)', async () => {
    const port = await freePort();
    const refused = driverFor(port, [{ id: 'speed', address: 'DB1,INT2' }]);
    expect(await pollAll(refused)).toEqual(new Map([['speed', 99901]]));
    expect(refused.health()).toMatchObject({ connected: false, lastFailureCode: 99901 });

    const plc = await startPlc();
    const wrongSlot = driverFor(plc.port, [{ id: 'speed', address: 'DB1,INT2' }], { slot: 2 });
    expect(await pollAll(wrongSlot)).toEqual(new Map([['speed', 99901]]));
  });

  it('reports a PLC that stops answering as a response timeout (1715)', async () => {
    const plc = await startPlc();
    const driver = driverFor(plc.port, [{ id: 'speed', address: 'DB1,INT2' }]);
    expect(valueOf(await pollAll(driver), 'speed')).toBe(1480);
    plc.setSilent(true);
    expect(await pollAll(driver)).toEqual(new Map([['speed', 1715]]));
    expect(driver.health()).toMatchObject({ connected: false, lastFailureCode: 1715 });
  });

  it('recovers once a PLC that went away is back, through its backoff', async () => {
    const first = await startPlc();
    const port = first.port;
    const driver = driverFor(port, [{ id: 'speed', address: 'DB1,INT2' }]);
    expect(valueOf(await pollAll(driver), 'speed')).toBe(1480);
    await first.stop();
    plcs.splice(plcs.indexOf(first), 1);
    expect(await pollAll(driver)).toEqual(new Map([['speed', 99901]]));
    expect(driver.health().connected).toBe(false);

    const second = await startPlc(port);
    setS7Value(second.memory, 'DB1,INT2', 1500);
    // Until the backoff's wait is over, polls fail at once as offline; then one reconnects.
    await waitForAsync(
      async () => valueOf(await pollAll(driver), 'speed') === 1500,
      'the driver to reconnect',
    );
    expect(driver.health()).toMatchObject({ connected: true, lastFailureCode: null });
    expect(second.connections()).toBe(1);
  });
});

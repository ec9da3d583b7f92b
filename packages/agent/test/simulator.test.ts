import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignalConfig } from '@lf/protocol';
import { decodeBlock, planReads } from '../src/drivers/modbus/readPlan';
import {
  PLANT_REGISTER_MAP,
  plantSignals,
  startSimulator,
  type SimulatorHandle,
} from '@lf/simulators';
import { connectModbusClient, type ModbusTestClient } from './helpers';

let simulator: SimulatorHandle;
let client: ModbusTestClient;
let closeClient: () => void;

beforeAll(async () => {
  simulator = await startSimulator({
    tickMs: 50,
    timeScale: 10,
    inputs: { autoMode: false, pump2Command: false },
  });
  ({ client, close: closeClient } = await connectModbusClient(simulator.port));
});

afterAll(async () => {
  closeClient();
  await simulator.stop();
});

const signals = plantSignals((key) => key).map((s) => agentSignalConfig.parse(s));

async function readAll(): Promise<Map<string, number | boolean | null>> {
  const values = new Map<string, number | boolean | null>();
  for (const block of planReads(signals)) {
    const read =
      block.area === 'coil'
        ? client.readCoils(block.start, block.count)
        : block.area === 'discrete'
          ? client.readDiscreteInputs(block.start, block.count)
          : block.area === 'holding'
            ? client.readHoldingRegisters(block.start, block.count)
            : client.readInputRegisters(block.start, block.count);
    const { response } = await read;
    for (const sample of decodeBlock(block, response.body.valuesAsBuffer, Date.now())) {
      values.set(sample.signalId, sample.value);
    }
  }
  return values;
}

describe('plant simulator over Modbus TCP', () => {
  it('has a register map without overlaps, readable in four requests', () => {
    expect(planReads(signals)).toHaveLength(4);
    const keys = new Set(PLANT_REGISTER_MAP.map((d) => d.key));
    expect(keys.size).toBe(PLANT_REGISTER_MAP.length);
    for (const def of PLANT_REGISTER_MAP) expect(def.name.zh && def.name.en).toBeTruthy();
  });

  it('serves believable values for every signal', async () => {
    const values = await readAll();
    expect(values.size).toBe(PLANT_REGISTER_MAP.length);
    expect(values.get('tank2Setpoint')).toBe(3);
    expect(values.get('pump1Speed')).toBe(80);
    expect(Number(values.get('tank1Level'))).toBeGreaterThan(0);
    expect(Number(values.get('tank1Level'))).toBeLessThan(5);
    expect(Number(values.get('waterTemperature'))).toBeGreaterThan(10);
    expect(Number(values.get('inletPressure'))).toBeGreaterThan(0.5);
    expect(values.get('pump1Running')).toBe(true);
  });

  it('changes over time', async () => {
    const before = await readAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await readAll();
    expect(after.get('tank1Level')).not.toBe(before.get('tank1Level'));
    expect(Number(after.get('pump1RunHours'))).toBeGreaterThan(Number(before.get('pump1RunHours')));
  });

  it('starts pump 2 flow when its coil is written', async () => {
    expect((await readAll()).get('pump2Flow')).toBe(0);
    await client.writeSingleCoil(1, true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const values = await readAll();
    expect(values.get('pump2Run')).toBe(true);
    expect(values.get('pump2Running')).toBe(true);
    expect(Number(values.get('pump2Flow'))).toBeGreaterThan(20);
  });

  it('reads a written setpoint back', async () => {
    await client.writeSingleRegister(2, 55);
    const values = await readAll();
    expect(values.get('pump1Speed')).toBe(55);
    expect(simulator.inputs().pump1Speed).toBe(55);
  });
});

describe('plant simulator refuses what a real device would', () => {
  it('answers illegal data address past its tables instead of crashing', async () => {
    await expect(client.readHoldingRegisters(1020, 10)).rejects.toMatchObject({
      err: 'ModbusException',
      response: { body: { code: 2 } },
    });
    await expect(client.writeSingleCoil(5000, true)).rejects.toMatchObject({
      response: { body: { code: 2 } },
    });
    expect((await client.readHoldingRegisters(2, 1)).response.body.valuesAsArray[0]).toBe(55);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignalConfig } from '@lf/protocol';
import { decodeBlock, planReads } from '../src/drivers/modbus/readPlan';
import {
  startTankerSimulator,
  tankerDeviceConfig,
  tankerStateAt,
  type TankerSimulatorHandle,
} from '@lf/simulators';
import { connectModbusClient, type ModbusTestClient } from './helpers';

const FIXED = 1_790_000_000_000;
let simulator: TankerSimulatorHandle;
let client: ModbusTestClient;
let closeClient: () => void;

beforeAll(async () => {
  simulator = await startTankerSimulator({ now: () => FIXED });
  ({ client, close: closeClient } = await connectModbusClient(simulator.port));
});

afterAll(async () => {
  closeClient();
  await simulator.stop();
});

describe('tanker truck simulator', () => {
  it('serves the GPS fix in one block and the route state over Modbus TCP', async () => {
    const device = tankerDeviceConfig({ id: 'truck', port: simulator.port, signalIdOf: (k) => k });
    const signals = device.signals.map((s) => agentSignalConfig.parse(s));
    const blocks = planReads(signals);
    const position = blocks.filter((b) =>
      b.signals.some((s) => s.id === 'latitude' || s.id === 'longitude'),
    );
    expect(position).toHaveLength(1);
    const values = new Map<string, number | boolean | null>();
    for (const block of blocks) {
      const { response } =
        block.area === 'discrete'
          ? await client.readDiscreteInputs(block.start, block.count)
          : await client.readInputRegisters(block.start, block.count);
      for (const sample of decodeBlock(block, response.body.valuesAsBuffer, FIXED))
        values.set(sample.signalId, sample.value);
    }
    const expected = tankerStateAt(FIXED);
    // float32 keeps about 7 digits: 2e-6° is about 0.2 m.
    expect(values.get('latitude') as number).toBeCloseTo(expected.lat, 5);
    expect(values.get('longitude') as number).toBeCloseTo(expected.lng, 5);
    expect(values.get('speed') as number).toBeCloseTo(expected.speedKmh, 3);
    expect(values.get('cargo') as number).toBeCloseTo(expected.cargo, 3);
    expect(values.get('engineOn')).toBe(expected.engineOn);
  });
});

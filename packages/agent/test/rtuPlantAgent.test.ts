import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantDeviceConfig, startSimulator, type SimulatorHandle } from '@lf/simulators';
import type { AgentHandle } from '../src/agent';
import { startTestAgent, stopAgentRig, watchGateway, type GatewayWatcher } from './agentHarness';
import type { TestBroker } from './helpers';
import { capturedSamples, startTestBroker, tempDir, waitFor } from './helpers';

/** The whole agent with the water plant behind a serial-device server (RTU over TCP). */
const GATEWAY = 'gw-rtu';
let broker: TestBroker;
let simulator: SimulatorHandle;
let agent: AgentHandle;
let gateway: GatewayWatcher;
const dir = tempDir();

beforeAll(async () => {
  broker = await startTestBroker();
  simulator = await startSimulator({ framing: 'rtu-over-tcp', unitId: 7, tickMs: 100 });
  const { signals } = plantDeviceConfig({
    id: 'plant',
    port: simulator.port,
    pollIntervalMs: 100,
    signalIdOf: (key) => `rtu.${key}`,
  });
  agent = await startTestAgent({
    gatewayId: GATEWAY,
    brokerUrl: broker.url,
    bufferDir: dir,
    devices: [
      {
        id: 'plant',
        driver: 'modbus-rtu-over-tcp',
        host: '127.0.0.1',
        port: simulator.port,
        unitId: 7,
        pollIntervalMs: 100,
        signals,
      },
    ],
  });
  gateway = await watchGateway(broker.url, GATEWAY, 'rtu-test');
  await agent.whenConnected();
});

afterAll(() => stopAgentRig({ agent, gateway, device: simulator, broker, bufferDir: dir }));

describe('the agent with a Modbus RTU over TCP device', () => {
  it('publishes the plant values polled over RTU', async () => {
    const level = await waitFor(
      () => capturedSamples(broker.messages).find((s) => s.signalId === 'rtu.tank1Level'),
      'the tank level',
    );
    expect(level.quality).toBe('good');
    expect(level.value).toBeCloseTo(simulator.state().tank1Level, 0);
    expect(agent.stats().devices.plant).toMatchObject({ connected: true, lastFailureCode: null });
  });

  it('writes a setpoint through a command and the plant reads it', async () => {
    const reply = await gateway.command({
      type: 'write',
      uuid: 'w1',
      signalId: 'rtu.tank2Setpoint',
      value: 3.5,
    });
    expect(reply).toMatchObject({ status: 'success' });
    expect(simulator.inputs().tank2Setpoint).toBeCloseTo(3.5, 5);
  });
});

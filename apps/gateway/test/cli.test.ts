import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Modbus from 'jsmodbus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentConfig, mqttTopics } from '@lf/protocol';
import { AGENT_VERSION, loadAgentConfigFile } from '@lf/agent';
import { plantDeviceConfig } from '@lf/simulators';
import type { TestBroker } from '../../../packages/agent/test/helpers';
import {
  capturedSamples,
  freePort,
  sleep,
  startTestBroker,
  tempDir,
  waitFor,
} from '../../../packages/agent/test/helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(script: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

let broker: TestBroker;
const dir = tempDir();
const children: ChildProcess[] = [];

beforeAll(async () => {
  broker = await startTestBroker();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await broker.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('command-line programs', () => {
  it('reports the package version as the agent version', () => {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(root, '../../packages/agent/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(AGENT_VERSION).toBe(pkg.version);
  });

  it('ships an example configuration that matches the simulator map', () => {
    const example = loadAgentConfigFile(path.join(root, 'examples', 'agent.json'));
    const expected = agentConfig.shape.devices.parse([
      plantDeviceConfig({ id: 'plant-1', port: 5020, signalIdOf: (key) => key }),
    ]);
    expect(example.devices).toEqual(expected);
    expect(example.buffer.dir).toBe(path.join(root, 'examples', 'buffer'));
  });

  it('runs the simulator and the agent as programs, and stops the agent cleanly', async () => {
    const port = await freePort();
    const simulator = run('../../packages/simulators/src/modbus/main.ts', [
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ]);
    children.push(simulator.child);
    await waitFor(() => simulator.output().includes('listening'), 'simulator to listen', 15_000);

    const socket = net.connect(port, '127.0.0.1');
    const modbus = new Modbus.client.TCP(socket, 1, 1000);
    await new Promise((resolve) => socket.once('connect', resolve));
    const { response } = await modbus.readHoldingRegisters(2, 1);
    expect(response.body.valuesAsArray[0]).toBe(80);
    socket.destroy();

    const file = path.join(dir, 'agent.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        gatewayId: 'gw-cli',
        brokerUrl: broker.url,
        economize: { slowIntervalMs: 200 },
        buffer: { dir: './buffer' },
        devices: [
          plantDeviceConfig({ id: 'plant', port, pollIntervalMs: 200, signalIdOf: (key) => key }),
        ],
      }),
    );
    const agent = run('src/main.ts', ['--config', file]);
    children.push(agent.child);
    await waitFor(
      () => capturedSamples(broker.messages).some((s) => s.signalId === 'tank1Level'),
      'values',
      15_000,
    );
    expect(fs.existsSync(path.join(dir, 'buffer'))).toBe(true);

    agent.child.kill('SIGTERM');
    expect(await exitOf(agent.child)).toBe(0);
    const statuses = broker.messages.filter((m) => m.topic === mqttTopics.status('gw-cli'));
    expect(JSON.parse(statuses.at(-1)?.payload ?? '{}')).toMatchObject({ online: false });
    expect(agent.output()).toContain('"msg":"agent stopped"');

    simulator.child.kill('SIGTERM');
    expect(await exitOf(simulator.child)).toBe(0);
  }, 30_000);

  it('refuses an invalid configuration naming the field', async () => {
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        gatewayId: 'a/b',
        brokerUrl: 'mqtt://x',
        buffer: { dir: '.' },
        devices: [],
      }),
    );
    const agent = run('src/main.ts', ['--config', file]);
    children.push(agent.child);
    expect(await exitOf(agent.child)).toBe(1);
    await sleep(10);
    expect(agent.output()).toContain('gatewayId');
  }, 15_000);
});

import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentHandle } from '../src/agent';
import { startTestAgent, watchGateway, type GatewayWatcher } from './agentHarness';
import type { TestBroker } from './helpers';
import { capturedSamples, freePort, sleep, startTestBroker, tempDir, waitFor } from './helpers';

/** Debian's python3-pymodbus installs for the system interpreter, not for pyenv or venvs. */
const PYTHON = ['/usr/bin/python3', 'python3'].find(
  (python) => spawnSync(python, ['-c', 'import pymodbus'], { stdio: 'ignore' }).status === 0,
);
const SERVER_SCRIPT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'pymodbus_server.py',
);
const title = PYTHON
  ? 'interop with pymodbus (an independent Modbus TCP server)'
  : 'interop with pymodbus — SKIPPED: pymodbus not importable (apt install python3-pymodbus)';

const GATEWAY = 'gw-pymodbus';
let broker: TestBroker;
let server: ChildProcess;
let agent: AgentHandle;
let gateway: GatewayWatcher;
const dir = tempDir();

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`pymodbus server did not listen on ${port}`);
}

describe.skipIf(!PYTHON)(title, () => {
  beforeAll(async () => {
    const port = await freePort();
    server = spawn(PYTHON as string, [SERVER_SCRIPT, String(port)], { stdio: 'ignore' });
    await waitForPort(port);
    broker = await startTestBroker();
    agent = await startTestAgent({
      gatewayId: GATEWAY,
      brokerUrl: broker.url,
      bufferDir: dir,
      devices: [
        {
          id: 'py',
          driver: 'modbus-tcp',
          host: '127.0.0.1',
          port,
          pollIntervalMs: 100,
          signals: [
            { id: 'py.float', area: 'holding', address: 0, dataType: 'float32' },
            {
              id: 'py.u16',
              area: 'holding',
              address: 2,
              dataType: 'uint16',
              access: 'rw',
              scale: 0.1,
            },
            { id: 'py.i16', area: 'holding', address: 3, dataType: 'int16' },
            { id: 'py.u32', area: 'holding', address: 4, dataType: 'uint32', wordOrder: 'CDAB' },
            { id: 'py.input', area: 'input', address: 0, dataType: 'uint16' },
            { id: 'py.coil0', area: 'coil', address: 0, dataType: 'bool', access: 'rw' },
            { id: 'py.coil1', area: 'coil', address: 1, dataType: 'bool' },
            { id: 'py.coil2', area: 'coil', address: 2, dataType: 'bool' },
            { id: 'py.di1', area: 'discrete', address: 1, dataType: 'bool' },
            { id: 'py.missing', area: 'holding', address: 500, dataType: 'uint16' },
          ],
        },
      ],
    });
    gateway = await watchGateway(broker.url, GATEWAY, 'pymodbus-test');
  });

  afterAll(async () => {
    await agent.stop();
    await gateway.close();
    await broker.close();
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const latest = (id: string) =>
    capturedSamples(broker.messages)
      .filter((s) => s.signalId === id)
      .at(-1);

  it('decodes every data type, word order and bit area as pymodbus serves them', async () => {
    await waitFor(() => latest('py.di1') && latest('py.missing'), 'all signals', 8000);
    expect(latest('py.float')?.value).toBe(21.5);
    expect(latest('py.u16')?.value).toBe(123.4);
    expect(latest('py.i16')?.value).toBe(-2);
    expect(latest('py.u32')?.value).toBe(65538);
    expect(latest('py.input')?.value).toBe(100);
    expect([
      latest('py.coil0')?.value,
      latest('py.coil1')?.value,
      latest('py.coil2')?.value,
    ]).toEqual([true, false, true]);
    expect(latest('py.di1')?.value).toBe(true);
  });

  it('gets exception 2 for an unmapped address and reports 1721', () => {
    expect(latest('py.missing')).toMatchObject({ quality: 'bad', code: 1721 });
  });

  it('writes a register and a coil that pymodbus then serves', async () => {
    for (const [uuid, signalId, value] of [
      ['w1', 'py.u16', 99.9],
      ['w2', 'py.coil0', false],
    ] as const) {
      expect(await gateway.command({ type: 'write', uuid, signalId, value })).toMatchObject({
        code: 200,
      });
    }
    await waitFor(
      () => latest('py.u16')?.value === 99.9 && latest('py.coil0')?.value === false,
      'written values',
    );
  });
});

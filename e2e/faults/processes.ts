import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plantDeviceConfig } from '@lf/simulators';
import { freePort } from '../server';
import type { Plant } from './provision';

const root = join(import.meta.dirname, '../..');

export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tsxProcess(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function halt(child: ChildProcess, signal: NodeJS.Signals, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, sleep(graceMs)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** The Modbus plant simulator as its own process (`npm run simulator`). */
export async function startSimulatorProcess(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const { child, output } = tsxProcess([
    'packages/simulators/src/modbus/main.ts',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ]);
  await waitFor(
    'the simulator',
    () => {
      if (child.exitCode !== null) throw new Error(`simulator exited:\n${output()}`);
      return output().includes('listening');
    },
    60_000,
  );
  return { port, stop: () => halt(child, 'SIGTERM') };
}

export interface AgentProcessOptions {
  plant: Plant;
  brokerPort: number;
  simulatorPort: number;
  dir: string;
  buffer?: { maxBytes?: number; segmentBytes?: number };
  reportMs?: number;
}

export interface AgentProcess {
  readonly journal: string;
  readonly bufferDir: string;
  start(): Promise<void>;
  /** kill -9 */
  crash(): Promise<void>;
  /** SIGSTOP / SIGCONT: a hung agent (its connections stay open, it reads nothing). */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
  output(): string;
  /** Bytes in the disk buffer the broker has not acknowledged yet. */
  pendingBytes(): number;
}

/** One gateway agent process polling the simulator, with its disk buffer and journal in `dir`. */
export function agentProcess(options: AgentProcessOptions): AgentProcess {
  const { plant } = options;
  const dir = join(options.dir, plant.gatewayId);
  mkdirSync(dir, { recursive: true });
  const bufferDir = join(dir, 'buffer');
  const journal = join(dir, 'journal.txt');
  const configFile = join(dir, 'agent.json');
  const reportMs = options.reportMs ?? 200;
  writeFileSync(
    configFile,
    JSON.stringify({
      gatewayId: plant.gatewayId,
      brokerUrl: `mqtt://127.0.0.1:${options.brokerPort}`,
      password: plant.password,
      keepaliveSeconds: 5,
      economize: {
        mode: 'time',
        slowIntervalMs: reportMs,
        fastIntervalMs: reportMs,
        fullRefreshMs: 1000,
      },
      buffer: { dir: bufferDir, ...options.buffer },
      devices: plant.copies.map((signalIds, copy) =>
        plantDeviceConfig({
          id: `plant-${copy}`,
          port: options.simulatorPort,
          pollIntervalMs: reportMs,
          signalIdOf: (key) => signalIds.get(key) ?? key,
        }),
      ),
    }),
  );
  let child: ChildProcess | undefined;
  let previous = '';
  let current: () => string = () => '';
  return {
    journal,
    bufferDir,
    async start() {
      previous += current();
      const started = tsxProcess(['e2e/faults/agentProcess.ts', configFile, journal]);
      child = started.child;
      current = started.output;
    },
    async crash() {
      if (child) await halt(child, 'SIGKILL');
    },
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async stop() {
      if (child) await halt(child, 'SIGTERM');
    },
    output: () => previous + current(),
    pendingBytes: () => pendingBytes(bufferDir),
  };
}

interface Position {
  segment: number;
  offset: number;
}

function bufferState(dir: string): { committed: Position; segments: number[] } | null {
  if (!existsSync(dir)) return null;
  const segments = readdirSync(dir)
    .map((name) => /^(\d{12})\.seg$/.exec(name)?.[1])
    .filter((seq): seq is string => seq !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const offsetFile = join(dir, 'offset.json');
  let committed: Position = { segment: segments[0] ?? 0, offset: 0 };
  try {
    if (existsSync(offsetFile))
      committed = JSON.parse(readFileSync(offsetFile, 'utf8')) as Position;
  } catch {
    return null; // being replaced
  }
  return { committed, segments };
}

/** 0 for a segment a full buffer dropped between the listing and this look: nothing pends there. */
function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

function segmentFile(dir: string, seq: number): string {
  return join(dir, `${String(seq).padStart(12, '0')}.seg`);
}

/** Bytes of a disk buffer not yet acknowledged by the broker (as last persisted), or Infinity. */
export function pendingBytes(dir: string): number {
  const state = bufferState(dir);
  if (!state) return Infinity;
  let pending = 0;
  for (const seq of state.segments) {
    if (seq < state.committed.segment) continue;
    const size = fileSize(segmentFile(dir, seq));
    pending += seq === state.committed.segment ? Math.max(0, size - state.committed.offset) : size;
  }
  return pending;
}

/** `signalId ts` of every sample still waiting in a stopped agent's buffer. */
export function pendingSamples(dir: string): string[] {
  const state = bufferState(dir);
  if (!state) return [];
  const keys: string[] = [];
  for (const seq of state.segments) {
    if (seq < state.committed.segment) continue;
    const text = readFileSync(segmentFile(dir, seq));
    const from = seq === state.committed.segment ? state.committed.offset : 0;
    for (const line of text.toString('utf8', from).split('\n')) {
      if (!line) continue;
      try {
        const batch = JSON.parse(line) as { values: { signalId: string; ts: number }[] };
        for (const v of batch.values) keys.push(`${v.signalId} ${v.ts}`);
      } catch {
        // a torn tail: never acknowledged, never journaled
      }
    }
  }
  return keys;
}

export interface LoadProcess {
  readonly journal: string;
  /** Stops ticking, waits for the acknowledgements in flight, exits; resolves with its counts. */
  stop(): Promise<{
    published: number;
    acknowledged: number;
    inFlight: number;
    skippedTicks: number;
  }>;
}

/** A gateway publishing `valuesPerSecond` synthetic samples over the plant's signals. */
export function loadProcess(options: {
  plant: Plant;
  brokerPort: number;
  valuesPerSecond: number;
  dir: string;
}): LoadProcess {
  const dir = join(options.dir, options.plant.gatewayId);
  mkdirSync(dir, { recursive: true });
  const journal = join(dir, 'journal.txt');
  const { child, output } = tsxProcess([
    'e2e/faults/loadProcess.ts',
    JSON.stringify({
      url: `mqtt://127.0.0.1:${options.brokerPort}`,
      gatewayId: options.plant.gatewayId,
      password: options.plant.password,
      signalIds: options.plant.copies.flatMap((copy) => [...copy.values()]),
      valuesPerSecond: options.valuesPerSecond,
      journal,
    }),
  ]);
  return {
    journal,
    async stop() {
      // It waits up to 60 s for the acknowledgements in flight (a backlog after a fault).
      await halt(child, 'SIGTERM', 70_000);
      const last = output().trim().split('\n').at(-1) ?? '';
      try {
        return JSON.parse(last) as Awaited<ReturnType<LoadProcess['stop']>>;
      } catch {
        throw new Error(`the load process did not report its counts:\n${output()}`);
      }
    },
  };
}

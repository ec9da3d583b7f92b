import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/server';
import type { BenchGateway, Published } from './gatewayPublishers';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** What the publisher process is asked to do. */
export interface PublisherTask {
  url: string;
  password: string;
  rate: number;
  seconds: number;
  gateways: BenchGateway[];
}

/** Runs the gateways of `task` in a process of their own; resolves with what they published. */
export async function runPublishers(
  task: PublisherTask,
): Promise<Published & { startedAt: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'publisherProcess.ts'), JSON.stringify(task)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !line.startsWith('{'))
    throw new Error(`publishers failed (${code}): ${output}`);
  return JSON.parse(line) as Published & { startedAt: number };
}

/** CPU seconds (user + system) process `pid` has used so far, from /proc (Linux). */
export function processCpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat (after the parenthesised name): utime, stime in ticks.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A server instance running as its own Node process (`apps/server/src/server.ts` under tsx). */
export interface ServerProcess {
  url: string;
  pid: number;
  /** CPU seconds (user + system) the process has used so far, from /proc. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts the server from its sources with `env` on a free HTTP port and waits until it answers.
 * The database must be migrated and seeded beforehand when several instances share it.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // Generous: under tsx the server compiles from its sources, which took over 2 minutes at a
  // load average of 50 on the shared machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/org/StyleAction!loadStyle.action`, { method: 'POST' });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    cpuSeconds: () => processCpuSeconds(pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

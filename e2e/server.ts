import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../apps/server/test/freePort';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ADMIN_PASSWORD = 'e2e-admin-pass';
export const DEMO_PASSWORD = 'e2e-demo-pass';

const root = join(import.meta.dirname, '..');
/** The server as `npm start` runs it: bundled by apps/server/build.mjs. */
const serverBundle = join(root, 'apps/server/dist/server.mjs');

export interface RunningServer {
  url: string;
  /** Where the server keeps its embedded database and files, and its PostgreSQL schema if any. */
  dataDir: string;
  schema: string | undefined;
  /** From spawning the process to the first answer, on a new, empty database. */
  startupMs: number;
  /**
   * Stops and starts the server on the same data; `between` runs while it is stopped (e.g. to
   * add rows to its database). Resolves with the new start-up time.
   */
  restart(between?: () => Promise<void>): Promise<number>;
  output: () => string;
  /** kill -9: no clean shutdown (the fault-injection suite restarts it with `restart`). */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export { freePort };

/**
 * Starts the real server as `npm start` would (built web app and server, embedded broker), on
 * free ports, with a data folder of its own — or a PostgreSQL schema of its own when
 * DATABASE_URL is set.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const mqttPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lf-e2e-'));
  const schema = process.env.DATABASE_URL ? `e2e_${randomBytes(5).toString('hex')}` : undefined;
  const url = `http://127.0.0.1:${port}`;
  if (!existsSync(serverBundle)) {
    throw new Error(`${serverBundle} is missing: run npm run build -w @lf/server first`);
  }
  const spawnServer = () =>
    spawn(process.execPath, ['--enable-source-maps', serverBundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MQTT_PORT: String(mqttPort),
        LF_DATA_DIR: dataDir,
        LF_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LF_DEMO_PASSWORD: DEMO_PASSWORD,
        LF_LOG_LEVEL: 'warn',
        // The demo plant's scheduled alarm would pop up in the middle of unrelated specs; a
        // spec about it sets a period of its own.
        LF_DEMO_ALARM_PERIOD_S: '0',
        ...(schema ? { DATABASE_SCHEMA: schema } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  let output = '';
  let child: ChildProcess;
  const launch = async (): Promise<number> => {
    const started = Date.now();
    child = spawnServer();
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(url, child, () => output);
    return Date.now() - started;
  };
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const startupMs = await launch();
  return {
    url,
    dataDir,
    schema,
    startupMs,
    output: () => output,
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async restart(between) {
      await halt();
      await between?.();
      return launch();
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema && process.env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/org/StyleAction!loadStyle.action`, { method: 'POST' });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server';
import { sleep, waitFor } from './processes';

export const MOSQUITTO = '/usr/sbin/mosquitto';

export interface MosquittoProcess {
  port: number;
  url: string;
  /** Starts it (again) on the same port with the same persistence file. */
  start(): Promise<void>;
  /** SIGTERM: mosquitto saves its persistence file and exits, as `systemctl stop` does. */
  stop(): Promise<void>;
  output(): string;
  /** The running broker's process id (undefined while stopped). */
  pid(): number | undefined;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A private Mosquitto of the fault suite (the machine's own one is shared): anonymous, on a free
 * port of 127.0.0.1, persisting its sessions and retained messages in `dir`; `settings` are
 * further lines of its configuration (the scale-out bench gives it deploy/'s queue limits).
 */
export async function mosquittoProcess(
  dir: string,
  settings: readonly string[] = [],
): Promise<MosquittoProcess> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'log_dest stdout',
      // Started as root it would switch to the user `mosquitto`, who cannot write `dir`.
      `user ${userInfo().username}`,
      ...settings,
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  let output = '';
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    port,
    url: `mqtt://127.0.0.1:${port}`,
    async start() {
      if (running()) return;
      child = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
      const started = child;
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(
        'mosquitto',
        async () => {
          if (started.exitCode !== null) throw new Error(`mosquitto exited:\n${output}`);
          return accepts(port);
        },
        30_000,
      );
    },
    async stop() {
      const stopping = child;
      if (!stopping || !running()) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (running()) {
        stopping.kill('SIGKILL');
        await exited;
      }
    },
    output: () => output,
    pid: () => (running() ? child?.pid : undefined),
  };
}

export const mosquittoPresent = () => existsSync(MOSQUITTO);

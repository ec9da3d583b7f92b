import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (package postgresql-15). */
export const POSTGRES_BIN = process.env.LF_FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** initdb refuses to run as root: as root the cluster belongs to this user. */
const CLUSTER_USER = 'postgres';

export interface PostgresCluster {
  url: string;
  start(): Promise<void>;
  /** `fast`: a clean stop; `immediate`: every process ends at once, recovery from WAL at start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** The server's log file. */
  log(): string;
  /** Deletes the cluster's folder (stop it first). */
  remove(): void;
}

/** Why the scenario cannot run here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  for (const binary of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(POSTGRES_BIN, binary)))
      return `${join(POSTGRES_BIN, binary)} is missing (install postgresql-15 or set LF_FAULTS_PG_BIN)`;
  }
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser'))
    return 'running as root without runuser: initdb cannot run';
  return undefined;
}

async function asClusterUser(binary: string, args: string[]): Promise<void> {
  const path = join(POSTGRES_BIN, binary);
  if (process.getuid?.() === 0)
    await run('/usr/sbin/runuser', ['-u', CLUSTER_USER, '--', path, ...args]);
  else await run(path, args);
}

/**
 * A PostgreSQL cluster of the suite's own in a temporary folder (the machine's server is shared
 * and cannot be restarted): initdb with trust authentication, listening on a free port of
 * 127.0.0.1, its socket in that folder.
 */
export async function postgresCluster(): Promise<PostgresCluster> {
  // Its own folder directly in the temporary directory: the cluster's user must reach it.
  const dir = mkdtempSync(join(tmpdir(), 'lf-faults-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', CLUSTER_USER]);
    const { stdout: group } = await run('id', ['-g', CLUSTER_USER]);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  await asClusterUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-N']);
  const port = await freePort();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asClusterUser('pg_ctl', [
        '-D',
        data,
        '-l',
        logFile,
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        '-w',
        '-t',
        '120',
        'start',
      ]);
    },
    async stop(mode) {
      await asClusterUser('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

export type WorkerRequest =
  | { kind: 'query'; id: number; sql: string; parameters: unknown[] }
  | { kind: 'dump' }
  | { kind: 'close' };

export interface WorkerErrorFields {
  message: string;
  code?: string | undefined;
  detail?: string | undefined;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  severity?: string | undefined;
}

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'closed' }
  | { kind: 'dump'; bytes: ArrayBuffer }
  | { kind: 'result'; id: number; rows: unknown[]; affectedRows: number }
  | { kind: 'error'; id: number; error: WorkerErrorFields };

export interface QueryResult {
  rows: unknown[];
  affectedRows: number;
}

/** A database error raised in the worker, with PostgreSQL's fields (code, constraint…) kept. */
export class EmbeddedDatabaseError extends Error {
  override readonly name = 'EmbeddedDatabaseError';
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly severity: string | undefined;

  constructor(fields: WorkerErrorFields) {
    super(fields.message);
    this.code = fields.code;
    this.detail = fields.detail;
    this.constraint = fields.constraint;
    this.table = fields.table;
    this.column = fields.column;
    this.severity = fields.severity;
  }
}

/** What every database thread of a process starts PGlite from: the same for all of them. */
export interface PGliteBinaries {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  /** PGlite's file-system bundle (`pglite.data`). */
  fsBundle: Uint8Array<ArrayBuffer>;
}

let binaries: Promise<PGliteBinaries> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process: a thread that loaded it itself would compile
 * the same 10 MB again, about half a second of CPU for each database a test run opens.
 */
function pgliteBinaries(): Promise<PGliteBinaries> {
  binaries ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => WebAssembly.compile(await readFile(join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
      readFile(join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return binaries;
}

interface Pending {
  resolve: (result: QueryResult) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite on a worker thread, with the `query` and `close` of PGlite itself, so Kysely's PGlite
 * dialect drives it unchanged (it already serialises connections: one statement at a time).
 */
export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) =>
      this.failAll(new Error(`embedded database thread exited (${code})`)),
    );
  }

  /**
   * Starts the thread and resolves once the database in `dataDir` (or in memory) is open; a new
   * database starts from `template` (a dump made by `dump`) when one is given.
   */
  static async start(
    dataDir: string | undefined,
    template: string | undefined = undefined,
  ): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: { dataDir, template, binaries: await pgliteBinaries() },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.kind !== 'ready') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  query(sql: string, parameters: readonly unknown[] = []): Promise<QueryResult> {
    if (this.closing) return Promise.reject(new Error('embedded database is closed'));
    const id = this.nextId++;
    return new Promise<QueryResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({
        kind: 'query',
        id,
        sql,
        parameters: [...parameters],
      } satisfies WorkerRequest);
    });
  }

  /** The whole database as an uncompressed tar, for `start`'s `template`. */
  dump(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.kind !== 'dump') return;
        this.worker.off('message', onMessage);
        resolve(new Uint8Array(reply.bytes));
      };
      this.worker.on('message', onMessage);
      this.worker.postMessage({ kind: 'dump' } satisfies WorkerRequest);
    });
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.kind !== 'closed') return;
        void this.worker.terminate().then(() => resolve());
      };
      this.worker.on('message', onMessage);
      this.worker.postMessage({ kind: 'close' } satisfies WorkerRequest);
    });
    return this.closing;
  }

  private settle(reply: WorkerReply): void {
    if (reply.kind !== 'result' && reply.kind !== 'error') return;
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.kind === 'result')
      pending.resolve({ rows: reply.rows, affectedRows: reply.affectedRows });
    else pending.reject(new EmbeddedDatabaseError(reply.error));
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

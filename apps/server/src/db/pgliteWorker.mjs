// @ts-check
/*
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every
 * statement synchronously on the thread that holds it, so here it never stalls the server's
 * event loop (MQTT, sockets, HTTP). Statements arrive one at a time from `pgliteThread.ts`.
 *
 * Plain JavaScript, type-checked through JSDoc: Node 20 starts a worker's entry module without
 * the TypeScript loader the server runs under, in tsx and in the tests alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('./pgliteThread').WorkerRequest} WorkerRequest */
/** @typedef {import('./pgliteThread').WorkerReply} WorkerReply */
/** @typedef {import('./pgliteThread').WorkerErrorFields} WorkerErrorFields */

const port = parentPort;
if (!port) throw new Error('pgliteWorker runs only as a worker thread');
const { dataDir, template, binaries } =
  /** @type {{ dataDir: string | undefined, template: string | undefined, binaries: import('./pgliteThread').PGliteBinaries }} */ (
    workerData
  );

/** @param {WorkerReply} reply */
function send(reply) {
  port?.postMessage(reply);
}

/**
 * PostgreSQL's fields of an error (code, constraint…), which a thrown Error loses on the way.
 * @param {unknown} error
 * @returns {WorkerErrorFields}
 */
function errorFields(error) {
  const source = /** @type {Record<string, unknown>} */ (error ?? {});
  /** @param {string} key */
  const text = (key) => {
    const value = source[key];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    message: error instanceof Error ? error.message : String(error),
    code: text('code'),
    detail: text('detail'),
    constraint: text('constraint'),
    table: text('table'),
    column: text('column'),
    severity: text('severity'),
  };
}

// Initialising an empty cluster costs 2-3 s of CPU; unpacking a dump of one, a fifth of that.
const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
const database = await PGlite.create({
  dataDir,
  pgliteWasmModule: binaries.pgliteWasmModule,
  initdbWasmModule: binaries.initdbWasmModule,
  fsBundle: new Blob([binaries.fsBundle]),
  ...(template && isNew ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
});
send({ kind: 'ready' });
port.on('message', (/** @type {WorkerRequest} */ request) => {
  if (request.kind === 'close') {
    void database.close().then(() => send({ kind: 'closed' }));
    return;
  }
  if (request.kind === 'dump') {
    void database
      .dumpDataDir('none')
      .then((file) => file.arrayBuffer())
      .then((bytes) => port.postMessage({ kind: 'dump', bytes }, [bytes]));
    return;
  }
  database.query(request.sql, request.parameters).then(
    (result) =>
      send({
        kind: 'result',
        id: request.id,
        rows: result.rows,
        affectedRows: result.affectedRows ?? 0,
      }),
    (error) => send({ kind: 'error', id: request.id, error: errorFields(error) }),
  );
});

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { historyStoreFor, type HistoryRow, type HistoryStore } from './historyStores';
import { historyWriteStarted } from './historyWriting';
import { transientRetryOf, writeRetryingTransient, type TransientRetry } from './transientError';

export type { HistoryRow } from './historyStores';

export interface HistoryWriterOptions extends Partial<TransientRetry> {
  /** Rows per write; a full batch is queued at once without waiting for the current write. */
  batchRows?: number;
  /** How rows reach the database (by default COPY on PostgreSQL, a statement on PGlite). */
  store?: HistoryStore;
  /** Rows buffered or being written beyond which `room()` makes the MQTT links wait. */
  maxPendingRows?: number;
}

/** Rows taken together, and the promise of their commit that `add` hands out. */
interface Batch {
  rows: HistoryRow[];
  gateways: Set<string>;
  stored: Promise<void>;
  settle: (error?: Error) => void;
  /** Starts the batch's write; `written` resolves with the error of a part given up, if any. */
  start: () => void;
  written: Promise<Error | undefined>;
}

function openBatch(): Batch {
  let settle: Batch['settle'] = () => undefined;
  const stored = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Callers that do not acknowledge anything (demo backfill, command replies) ignore the
  // promise; a given-up batch is already logged and counted, so it must not crash the process.
  stored.catch(() => undefined);
  return {
    rows: [],
    gateways: new Set(),
    stored,
    settle,
    start: () => undefined,
    written: Promise.resolve(undefined),
  };
}

/**
 * Batches history rows and writes each batch in one transaction that ignores rows already
 * stored, so a redelivered or replayed sample never duplicates (`historyStores.ts`: COPY into a
 * staging table merged with `ON CONFLICT DO NOTHING` on PostgreSQL, one statement on PGlite).
 * The rollups and marks are no longer kept by that transaction: it leaves the rows it added to
 * the rollup catch-up (`history/rollupCatchUp.ts`). The gateways seen in a batch get their
 * `last_seen` refreshed.
 *
 * Group commit: `add` returns the promise of the commit of the batch holding the rows, which
 * the broker waits for before it acknowledges a gateway's message. While the store has a free
 * writer (two on PostgreSQL, one on PGlite) the batch is written at the end of this turn of
 * the event loop; otherwise it grows until a write ends, so a slow database gets larger
 * batches, not more. Writes may commit out of order, but batches settle in order: a later
 * batch's promise never resolves before an earlier one's.
 */
export class HistoryWriter {
  private open: Batch | undefined;
  private scheduled: NodeJS.Immediate | undefined;
  /** Batches flushed but not yet started, oldest first. */
  private readonly queued: Batch[] = [];
  private running = 0;
  /** Resolves once every batch flushed so far has settled, in order. */
  private settled: Promise<void> = Promise.resolve();
  /** Gateways whose `last_seen` is still to be refreshed, and when it last was. */
  private readonly seen = new Set<string>();
  private touchedAt = 0;
  private readonly store: HistoryStore;
  private readonly batchRows: number;
  private readonly maxPendingRows: number;
  private writing = 0;
  private waiters: (() => void)[] = [];
  private readonly retry: TransientRetry;
  written = 0;
  /** Batch writes that failed and were tried again; rows given up for good. */
  retriedWrites = 0;
  lostRows = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: HistoryWriterOptions = {},
  ) {
    this.store = options.store ?? historyStoreFor(db);
    this.batchRows = options.batchRows ?? 5000;
    this.maxPendingRows = options.maxPendingRows ?? 200_000;
    this.retry = transientRetryOf(options);
  }

  /** Rows not yet stored (buffered or being written). */
  get pendingRows(): number {
    return (this.open?.rows.length ?? 0) + this.writing;
  }

  hasRoom(): boolean {
    return this.pendingRows < this.maxPendingRows;
  }

  /**
   * Resolves once the backlog is below its limit. The MQTT links wait on it before taking the
   * next message, so a database that falls behind slows the broker (and the gateways, which
   * buffer on disk) instead of filling the server's memory.
   */
  room(): Promise<void> {
    if (this.hasRoom()) return Promise.resolve();
    void this.flush();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Buffers rows; the promise resolves once they are committed, and rejects if their batch is
   * given up (see `write`), so whoever acknowledges them must not.
   */
  add(gatewayId: string, rows: HistoryRow[]): Promise<void> {
    const batch = (this.open ??= openBatch());
    for (const row of rows) batch.rows.push(row);
    batch.gateways.add(gatewayId);
    if (batch.rows.length >= this.batchRows) void this.flush();
    else if (this.hasFreeWriter()) this.scheduled ??= setImmediate(() => void this.flush());
    return batch.stored;
  }

  /** Starts writing what is buffered; resolves when everything buffered so far is stored. */
  flush(): Promise<void> {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    const batch = this.open;
    if (batch && batch.rows.length > 0) {
      this.open = undefined;
      const count = batch.rows.length;
      this.writing += count;
      batch.written = new Promise((resolve) => {
        batch.start = () => {
          this.running++;
          const ended = historyWriteStarted(this.db);
          void this.write(batch.rows).then((givenUp) => {
            ended();
            this.running--;
            this.writing -= count;
            this.wakeWaiters();
            resolve(givenUp);
            this.startQueued();
            // What arrived during this write goes right after it (group commit).
            if (this.open && this.queued.length === 0 && this.hasFreeWriter()) void this.flush();
          });
        };
      });
      this.queued.push(batch);
      this.settled = Promise.all([this.settled, batch.written]).then(async ([, givenUp]) => {
        batch.settle(givenUp);
        for (const gateway of batch.gateways) this.seen.add(gateway);
        // `last_seen` waits for a pause or a second, so it does not lengthen every
        // acknowledgement.
        if (!this.open || Date.now() - this.touchedAt >= 1000) await this.touch();
      });
      this.startQueued();
    }
    return this.settled;
  }

  private hasFreeWriter(): boolean {
    return this.running + this.queued.length < this.store.concurrency;
  }

  private startQueued(): void {
    while (this.running < this.store.concurrency) {
      const next = this.queued.shift();
      if (!next) return;
      next.start();
    }
  }

  private wakeWaiters(): void {
    if (!this.hasRoom()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Writes rows that were already acknowledged to the broker: a transient failure (the
   * connection lost, the database restarting) is tried again with a growing wait, so nothing
   * acknowledged is dropped; only an error in the data, or a database away for longer than
   * `giveUpAfterMs`, gives a batch up, logged with its row count. Returns the error of a part
   * given up, if any.
   */
  private async write(rows: HistoryRow[]): Promise<Error | undefined> {
    let givenUp: Error | undefined;
    for (let i = 0; i < rows.length; i += this.batchRows) {
      const part = rows.slice(i, i + this.batchRows);
      const result = await writeRetryingTransient(
        () => this.store.write(part),
        this.retry,
        (error) => {
          this.retriedWrites++;
          this.log.warn(
            { err: error, rows: part.length },
            'history: writing a batch failed, retrying',
          );
        },
      );
      if (result.ok) {
        this.written += part.length;
      } else {
        this.lostRows += part.length;
        this.log.error({ err: result.error, rows: part.length }, 'history: writing a batch failed');
        givenUp = result.error instanceof Error ? result.error : new Error(String(result.error));
      }
    }
    return givenUp;
  }

  /** Refreshes `last_seen` of the gateways stored since the last time. */
  private async touch(): Promise<void> {
    const gateways = [...this.seen];
    this.seen.clear();
    this.touchedAt = Date.now();
    if (gateways.length === 0) return;
    try {
      await this.db
        .updateTable('gateway')
        .set({ last_seen: new Date() })
        .where('id', 'in', gateways)
        .execute();
    } catch (error) {
      this.log.warn({ err: error }, 'history: refreshing gateway last_seen failed');
    }
  }
}

import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { isTransientDatabaseError } from './transientError';

export interface HistoryRow {
  signalId: number;
  ts: number;
  value: number | null;
  bad: boolean;
}

export interface HistoryWriterOptions {
  /** Rows per INSERT; a full batch is written at once without waiting for the current write. */
  batchRows?: number;
  /** Rows buffered or being written beyond which `room()` makes the MQTT links wait. */
  maxPendingRows?: number;
  /** First wait before writing a batch again after a transient failure (doubles up to 5 s). */
  retryMs?: number;
  /** How long a batch is tried again before it is given up (and logged as lost). */
  giveUpAfterMs?: number;
}

/** Rows taken together, and the promise of their commit that `add` hands out. */
interface Batch {
  rows: HistoryRow[];
  gateways: Set<string>;
  stored: Promise<void>;
  settle: (error?: Error) => void;
}

function openBatch(): Batch {
  let settle: Batch['settle'] = () => undefined;
  const stored = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Callers that do not acknowledge anything (demo backfill, command replies) ignore the
  // promise; a given-up batch is already logged and counted, so it must not crash the process.
  stored.catch(() => undefined);
  return { rows: [], gateways: new Set(), stored, settle };
}

/**
 * Batches history rows and writes each batch as one `INSERT … SELECT FROM unnest(…)` that
 * ignores rows already stored, so a redelivered or replayed sample never duplicates; the same
 * statement keeps the per-minute rollup that decimated curves read and the history marks that
 * tell the history table when a counted window changed (`signal_history_mark`). Writes
 * run one at a time, in order; the gateways seen in a batch get their `last_seen` refreshed.
 *
 * Group commit: `add` returns the promise of the commit of the batch holding the rows, which
 * the broker waits for before it acknowledges a gateway's message. When nothing is being
 * written the batch is written at the end of this turn of the event loop; otherwise it grows
 * until the write in progress ends and is written right after it, so the wait for an
 * acknowledgement is one or two writes and a slow database gets larger batches, not more.
 */
export class HistoryWriter {
  private open: Batch | undefined;
  private scheduled: NodeJS.Immediate | undefined;
  private chain: Promise<void> = Promise.resolve();
  /** Gateways whose `last_seen` is still to be refreshed, and when it last was. */
  private readonly seen = new Set<string>();
  private touchedAt = 0;
  private readonly batchRows: number;
  private readonly maxPendingRows: number;
  private writing = 0;
  private waiters: (() => void)[] = [];
  private readonly retryMs: number;
  private readonly giveUpAfterMs: number;
  written = 0;
  /** Batch writes that failed and were tried again; rows given up for good. */
  retriedWrites = 0;
  lostRows = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: HistoryWriterOptions = {},
  ) {
    this.batchRows = options.batchRows ?? 5000;
    this.maxPendingRows = options.maxPendingRows ?? 200_000;
    this.retryMs = options.retryMs ?? 250;
    this.giveUpAfterMs = options.giveUpAfterMs ?? 120_000;
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
    this.flush();
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
    else if (this.writing === 0) this.scheduled ??= setImmediate(() => void this.flush());
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
      this.chain = this.chain.then(async () => {
        const givenUp = await this.write(batch.rows);
        this.writing -= count;
        batch.settle(givenUp);
        this.wakeWaiters();
        for (const gateway of batch.gateways) this.seen.add(gateway);
        // `last_seen` waits for a pause or a second, so it does not lengthen every
        // acknowledgement; what arrived during this write is written right after (group commit).
        if (!this.open || Date.now() - this.touchedAt >= 1000) await this.touch();
        if (this.open && this.writing === 0) void this.flush();
      });
    }
    return this.chain;
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
      const started = Date.now();
      for (let wait = this.retryMs; ; wait = Math.min(wait * 2, 5000)) {
        try {
          await this.insert(part);
          this.written += part.length;
          break;
        } catch (error) {
          if (!isTransientDatabaseError(error) || Date.now() - started > this.giveUpAfterMs) {
            this.lostRows += part.length;
            this.log.error({ err: error, rows: part.length }, 'history: writing a batch failed');
            givenUp = error instanceof Error ? error : new Error(String(error));
            break;
          }
          this.retriedWrites++;
          this.log.warn(
            { err: error, rows: part.length },
            'history: writing a batch failed, retrying',
          );
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
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

  private async insert(part: HistoryRow[]): Promise<void> {
    await sql`
          with inserted as (
            insert into signal_value (signal_id, ts, value, bad)
            select * from unnest(
              ${part.map((r) => r.signalId)}::integer[],
              ${part.map((r) => new Date(r.ts).toISOString())}::timestamptz[],
              ${part.map((r) => r.value)}::double precision[],
              ${part.map((r) => r.bad)}::boolean[]
            )
            on conflict do nothing
            returning signal_id, ts, value, bad
          ),
          rollup as (
            insert into signal_value_minute (signal_id, minute, lo, hi, n, total)
            select signal_id, date_trunc('minute', ts), min(value), max(value), count(*), sum(value)
            from inserted where not bad and value is not null
            group by 1, 2
            on conflict (signal_id, minute) do update
              set lo = least(signal_value_minute.lo, excluded.lo),
                  hi = greatest(signal_value_minute.hi, excluded.hi),
                  n = signal_value_minute.n + excluded.n,
                  total = signal_value_minute.total + excluded.total
          ),
          ingested as (
            insert into signal_ingest_hour (signal_id, hour, n)
            select signal_id, date_trunc('hour', ts), count(*) from inserted
            group by 1, 2 order by 1, 2
            on conflict (signal_id, hour) do update
              set n = signal_ingest_hour.n + excluded.n
          )
          insert into signal_history_mark (signal_id, first_ts, last_ts)
          select signal_id, min(ts), max(ts) from inserted group by signal_id order by signal_id
          on conflict (signal_id) do update
            set late_writes = signal_history_mark.late_writes
                  + case when excluded.first_ts < signal_history_mark.last_ts then 1 else 0 end,
                first_ts = least(signal_history_mark.first_ts, excluded.first_ts),
                last_ts = greatest(signal_history_mark.last_ts, excluded.last_ts)`.execute(this.db);
  }
}

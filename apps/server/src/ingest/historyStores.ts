import { once } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { postgresPoolOf, type Db } from '../db/database';

export interface HistoryRow {
  signalId: number;
  ts: number;
  value: number | null;
  bad: boolean;
}

/**
 * Stores one part of a batch in one transaction: the rows not stored yet go into
 * `signal_value` (a redelivered or replayed sample is ignored by the primary key) and the rows
 * actually added go, as one tuple of arrays, into `signal_value_pending`, which the rollup
 * catch-up (`history/rollupCatchUp.ts`) turns into the minute rollup, hourly counts and marks.
 */
export interface HistoryStore {
  /** Parts that may be written at once, each on its own connection. */
  readonly concurrency: number;
  write(rows: HistoryRow[]): Promise<void>;
}

/** The store for `db`: COPY on PostgreSQL, one statement on PGlite (which has no COPY FROM STDIN). */
export function historyStoreFor(db: Db): HistoryStore {
  const pool = postgresPoolOf(db);
  return pool ? new CopyStore(pool) : new StatementStore(db);
}

/** Keeps only the rows the insert added, as one tuple whatever their number. */
const PENDING_FROM_INSERTED = `
  insert into signal_value_pending (signal_id, ts, value, bad)
  select array_agg(signal_id), array_agg(ts), array_agg(value), array_agg(bad) from inserted
  having count(*) > 0`;

/** The embedded database: the rows travel as four arrays into one `INSERT … SELECT FROM unnest`. */
export class StatementStore implements HistoryStore {
  readonly concurrency = 1;

  constructor(private readonly db: Db) {}

  async write(part: HistoryRow[]): Promise<void> {
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
      )
      ${sql.raw(PENDING_FROM_INSERTED)}`.execute(this.db);
  }
}

/** Staging table of a connection: emptied by every commit, never logged, never indexed. */
const CREATE_STAGE = `
  create temporary table if not exists signal_value_stage (
    signal_id integer, ts bigint, value double precision, bad boolean
  ) on commit delete rows`;

/**
 * Merges the staged rows in key order (two writers in parallel then take the primary key's
 * locks in the same order and cannot deadlock on a redelivered sample). Time stamps are staged
 * as epoch milliseconds; to_timestamp rounds to the microsecond, so they arrive exact.
 */
const MERGE = `
  with inserted as (
    insert into signal_value (signal_id, ts, value, bad)
    select signal_id, to_timestamp(ts / 1000.0), value, bad from signal_value_stage
    order by signal_id, ts
    on conflict do nothing
    returning signal_id, ts, value, bad
  )
  ${PENDING_FROM_INSERTED}`;

/** The rows as COPY text: tab-separated, `\N` for null; numbers as JavaScript prints them. */
export function copyText(rows: HistoryRow[]): string {
  let text = '';
  for (const row of rows) {
    text += `${row.signalId}\t${Math.trunc(row.ts)}\t${row.value ?? '\\N'}\t${row.bad ? 't' : 'f'}\n`;
  }
  return text;
}

/**
 * PostgreSQL: `COPY` into a temporary staging table, merged into history with
 * `INSERT … SELECT … ON CONFLICT DO NOTHING`, in one transaction. Two parts may be written at
 * once on two connections of the pool, so the next batch is encoded and sent while the
 * database stores the previous one.
 */
export class CopyStore implements HistoryStore {
  readonly concurrency = 2;
  /** Connections of the pool that already have their staging table. */
  private readonly staged = new WeakSet<pg.PoolClient>();

  constructor(private readonly pool: pg.Pool) {}

  async write(rows: HistoryRow[]): Promise<void> {
    const text = copyText(rows);
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      if (!this.staged.has(client)) {
        await client.query(CREATE_STAGE);
        this.staged.add(client);
      }
      await client.query('begin');
      const copy = client.query(copyFrom('copy signal_value_stage from stdin'));
      copy.end(text);
      await once(copy, 'finish');
      await client.query(MERGE);
      await client.query('commit');
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      // A connection that failed may be broken: the pool replaces it.
      client.release(failure);
    }
  }
}

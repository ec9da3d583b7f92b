import { once } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { postgresPoolOf, type Db } from '../db/database';
import { copyBinary } from './copyBinary';

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

/** SQLSTATE unique_violation: a row of the part is stored already (a redelivery, a replay). */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === UNIQUE_VIOLATION;
}

/** Keeps only the rows the insert added, as one tuple whatever their number. */
const PENDING_FROM_INSERTED = `
  insert into signal_value_pending (signal_id, ts, value, bad)
  select array_agg(signal_id), array_agg(ts), array_agg(value), array_agg(bad) from inserted
  having count(*) > 0`;

/**
 * The embedded database: the rows travel as four arrays into one statement. First a plain
 * insert whose pending tuple is the input arrays themselves; `ON CONFLICT DO NOTHING` and its
 * `returning` pass cost more than the insert's own work, and are needed only when a row is
 * stored already, which the plain insert says by failing as a whole (one statement, so
 * nothing of it stays). Then, and only then, the conflict-tolerant statement.
 */
export class StatementStore implements HistoryStore {
  readonly concurrency = 1;

  constructor(private readonly db: Db) {}

  async write(part: HistoryRow[]): Promise<void> {
    const input = sql`
      select ${part.map((r) => r.signalId)}::integer[] as signal_id,
             ${part.map((r) => new Date(r.ts).toISOString())}::timestamptz[] as ts,
             ${part.map((r) => r.value)}::double precision[] as value,
             ${part.map((r) => r.bad)}::boolean[] as bad`;
    try {
      await sql`
        with input as (${input}),
        added as (
          insert into signal_value (signal_id, ts, value, bad)
          select u.* from input, unnest(input.signal_id, input.ts, input.value, input.bad) as u
        )
        insert into signal_value_pending (signal_id, ts, value, bad)
        select signal_id, ts, value, bad from input where cardinality(signal_id) > 0`.execute(
        this.db,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await sql`
        with input as (${input}),
        inserted as (
          insert into signal_value (signal_id, ts, value, bad)
          select u.* from input, unnest(input.signal_id, input.ts, input.value, input.bad) as u
          on conflict do nothing
          returning signal_id, ts, value, bad
        )
        ${sql.raw(PENDING_FROM_INSERTED)}`.execute(this.db);
    }
  }
}

/**
 * Staging table of a connection: emptied by every commit, never logged, never indexed; the
 * columns are `signal_value`'s, so the binary COPY fills them as they will be stored.
 */
const CREATE_STAGE = `
  create temporary table if not exists signal_value_staged (
    signal_id integer, ts timestamptz, value double precision, bad boolean
  ) on commit delete rows`;

/**
 * The usual case, no staged row stored already: a plain insert (no conflict clause, no
 * `returning`), and the pending tuple aggregated from the staging table. In key order, so two
 * writers in parallel take the primary key's locks in the same order and cannot deadlock.
 */
const INSERT_STAGED = `
  with added as (
    insert into signal_value (signal_id, ts, value, bad)
    select signal_id, ts, value, bad from signal_value_staged order by signal_id, ts
  )
  insert into signal_value_pending (signal_id, ts, value, bad)
  select array_agg(signal_id), array_agg(ts), array_agg(value), array_agg(bad)
  from signal_value_staged having count(*) > 0`;

/** A staged row is stored already: only the rows not stored yet, and only they are pending. */
const MERGE_STAGED = `
  with inserted as (
    insert into signal_value (signal_id, ts, value, bad)
    select signal_id, ts, value, bad from signal_value_staged order by signal_id, ts
    on conflict do nothing
    returning signal_id, ts, value, bad
  )
  ${PENDING_FROM_INSERTED}`;

/**
 * PostgreSQL: binary `COPY` into a temporary staging table, then into history, in one
 * transaction: a plain insert, or when a row is stored already (the plain insert fails and
 * its transaction is rolled back) the whole part again through `ON CONFLICT DO NOTHING`. Two
 * parts may be written at once on two connections of the pool, so the next batch is encoded
 * and sent while the database stores the previous one.
 */
export class CopyStore implements HistoryStore {
  readonly concurrency = 2;
  /** Connections of the pool that already have their staging table. */
  private readonly staged = new WeakSet<pg.PoolClient>();

  constructor(private readonly pool: pg.Pool) {}

  async write(rows: HistoryRow[]): Promise<void> {
    const data = copyBinary(rows);
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      if (!this.staged.has(client)) {
        await client.query(CREATE_STAGE);
        this.staged.add(client);
      }
      try {
        await this.transaction(client, data, INSERT_STAGED);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await this.transaction(client, data, MERGE_STAGED);
      }
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection that failed may be broken: the pool replaces it.
      client.release(failure);
    }
  }

  private async transaction(client: pg.PoolClient, data: Buffer, insert: string): Promise<void> {
    try {
      await client.query('begin');
      const copy = client.query(copyFrom('copy signal_value_staged from stdin (format binary)'));
      copy.end(data);
      await once(copy, 'finish');
      await client.query(insert);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }
}

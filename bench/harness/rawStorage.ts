import { once } from 'node:events';
import { sql } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { postgresPoolOf, type Db } from '../../apps/server/src/db/database';
import type { HistoryRow } from '../../apps/server/src/ingest/historyStores';
import { printer } from './figures';

/**
 * Raw-storage baselines: the same rows stored into a bare table of `signal_value`'s shape
 * (same columns, same primary key, nothing else), so a suite reports the product's figure as
 * a ratio to what the database does without the product, measured in the same run.
 */
export interface RawStorage {
  /** Rows per second through the product's former history statement (`unnest`, no rollups). */
  statement: number;
  /** Rows per second through `COPY` (PostgreSQL only: PGlite has no COPY FROM STDIN). */
  copy: number | undefined;
}

const BATCH = 5000;

async function bareTable(db: Db, name: string): Promise<void> {
  await sql`drop table if exists ${sql.table(name)}`.execute(db);
  await sql`create table ${sql.table(name)} (like signal_value including all)`.execute(db);
}

function perSecond(rows: number, startedNs: bigint): number {
  return Math.round(rows / (Number(process.hrtime.bigint() - startedNs) / 1e9));
}

/** Stores `rows` both ways, one batch of 5,000 rows per transaction, one session at a time. */
export async function measureRawStorage(db: Db, rows: HistoryRow[]): Promise<RawStorage> {
  await bareTable(db, 'bench_raw_statement');
  let started = process.hrtime.bigint();
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await sql`
      insert into bench_raw_statement (signal_id, ts, value, bad)
      select * from unnest(
        ${part.map((r) => r.signalId)}::integer[],
        ${part.map((r) => new Date(r.ts).toISOString())}::timestamptz[],
        ${part.map((r) => r.value)}::double precision[],
        ${part.map((r) => r.bad)}::boolean[])
      on conflict do nothing`.execute(db);
  }
  const statement = perSecond(rows.length, started);
  await sql`drop table bench_raw_statement`.execute(db);

  const pool = postgresPoolOf(db);
  if (!pool) return { statement, copy: undefined };
  await bareTable(db, 'bench_raw_copy');
  // Encoded beforehand: the baseline is what the database stores, not what Node encodes.
  const texts: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    texts.push(
      rows
        .slice(i, i + BATCH)
        .map(
          (r) =>
            `${r.signalId}\t${new Date(r.ts).toISOString()}\t${r.value ?? '\\N'}\t${r.bad ? 't' : 'f'}\n`,
        )
        .join(''),
    );
  }
  const client = await pool.connect();
  try {
    started = process.hrtime.bigint();
    for (const text of texts) {
      const copy = client.query(copyFrom('copy bench_raw_copy from stdin'));
      copy.end(text);
      await once(copy, 'finish');
    }
    const copyRate = perSecond(rows.length, started);
    await client.query('drop table bench_raw_copy');
    return { statement, copy: copyRate };
  } finally {
    client.release();
  }
}

/** Prints `{"suite","figure","product","baseline","ratio"}` (ratio = product ÷ baseline). */
export function ratioPrinter(suite: string) {
  const print = printer(suite);
  return (figure: string, product: number, baseline: number, extra: Record<string, unknown> = {}) =>
    print({
      figure,
      product,
      baseline,
      ratio: baseline > 0 ? Number((product / baseline).toFixed(3)) : null,
      ...extra,
    });
}

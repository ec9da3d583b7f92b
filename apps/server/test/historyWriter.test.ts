import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { catchUpRollups } from '../src/history/rollupCatchUp';
import { HistoryWriter, type HistoryWriterOptions } from '../src/ingest/historyWriter';
import { historyCount } from './storedRows';

let database: OpenDatabase;
/** Fastify's logger without output. */
const silent = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database?.close();
});

const rows = (signalId: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    signalId,
    ts: from + i * 1000,
    value: i,
    bad: false,
  }));

describe('HistoryWriter', () => {
  it('stores a redelivered row once and the catch-up keeps the minute extremes', async () => {
    const writer = new HistoryWriter(database.db, silent);
    writer.add('g', rows(1, 0, 120));
    writer.add('g', rows(1, 0, 120));
    await writer.flush();
    expect(await stored(1)).toBe(120);
    await catchUpRollups(database.db);
    const minutes = await database.db
      .selectFrom('signal_value_minute')
      .select(['lo', 'hi'])
      .where('signal_id', '=', 1)
      .orderBy('minute')
      .execute();
    expect(minutes).toEqual([
      { lo: 0, hi: 59 },
      { lo: 60, hi: 119 },
    ]);
  });

  it('makes the links wait while the backlog is over its limit, and lets them go once stored', async () => {
    const writer = new HistoryWriter(database.db, silent, { maxPendingRows: 100 });
    writer.add('g', rows(2, 0, 150));
    expect(writer.hasRoom()).toBe(false);
    let admitted = false;
    const waiting = writer.room().then(() => {
      admitted = true;
    });
    expect(admitted).toBe(false);
    await waiting;
    expect(admitted).toBe(true);
    expect(writer.pendingRows).toBe(0);
    expect(writer.written).toBe(150);
  });

  it('writes a batch again after a transient failure (a terminated backend): nothing acknowledged is lost', async () => {
    const writer = failingWriter('57P01', 2, { retryMs: 10 });
    writer.add('g', rows(3, 0, 50));
    await writer.flush();
    expect(await stored(3)).toBe(50);
    expect(writer.retriedWrites).toBe(2);
    expect(writer.lostRows).toBe(0);
    expect(writer.written).toBe(50);
  });

  it('gives up a batch whose data is refused, counting its rows as lost, and goes on', async () => {
    const writer = failingWriter('23503', 1, { retryMs: 10 });
    writer.add('g', rows(4, 0, 20));
    await writer.flush();
    writer.add('g', rows(4, 100_000, 5));
    await writer.flush();
    expect(writer.lostRows).toBe(20);
    expect(writer.retriedWrites).toBe(0);
    expect(await stored(4)).toBe(5);
  });

  it('gives up a transient failure after giveUpAfterMs, so a stop never hangs', async () => {
    const writer = failingWriter('08006', 1000, { retryMs: 10, giveUpAfterMs: 100 });
    writer.add('g', rows(5, 0, 7));
    await writer.flush();
    expect(writer.lostRows).toBe(7);
    expect(writer.retriedWrites).toBeGreaterThan(0);
  });
});

describe('HistoryWriter commit promise (a gateway is acknowledged only once its rows are stored)', () => {
  it('resolves only after the rows are in the table, and not while the database stalls', async () => {
    const gate = stalling();
    const writer = new HistoryWriter(database.db.withPlugin(gate.plugin), silent);
    let committed = false;
    const commit = writer.add('g', rows(6, 0, 30)).then(async () => {
      committed = true;
      return stored(6);
    });
    await gate.reached;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(committed).toBe(false);
    gate.release();
    expect(await commit).toBe(30);
  });

  it('writes what arrives during a write as one batch right after it (group commit)', async () => {
    const gate = stalling();
    const writer = new HistoryWriter(database.db.withPlugin(gate.plugin), silent);
    const first = writer.add('g', rows(7, 0, 5));
    await gate.reached;
    const second = writer.add('g', rows(7, 10_000, 5));
    const third = writer.add('h', rows(7, 20_000, 5));
    expect(writer.pendingRows).toBe(15);
    gate.release();
    await Promise.all([first, second, third]);
    expect(await stored(7)).toBe(15);
    // One INSERT for the first batch, one for the two rows sets that waited behind it.
    expect(gate.inserts()).toBe(2);
  });

  it('is delayed by a transient failure and resolves once the retry stored the rows', async () => {
    const writer = failingWriter('57P01', 2, { retryMs: 100 });
    const started = Date.now();
    await writer.add('g', rows(8, 0, 10));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(writer.retriedWrites).toBe(2);
    expect(await stored(8)).toBe(10);
  });

  it('rejects when its batch is given up (so nothing is acknowledged), and the next one resolves', async () => {
    const writer = failingWriter('23503', 1, { retryMs: 10 });
    await expect(writer.add('g', rows(9, 0, 4))).rejects.toThrow('injected 23503');
    await expect(writer.add('g', rows(9, 100_000, 3))).resolves.toBeUndefined();
    expect(writer.lostRows).toBe(4);
    expect(await stored(9)).toBe(3);
  });
});

/**
 * A plugin that holds the result of the first history INSERT until released (the database
 * stalling after it did the work), and counts the INSERTs into `signal_value`.
 */
function stalling() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const ids = new Set<unknown>();
  let inserts = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (JSON.stringify(args.node).includes('insert into signal_value ')) {
        inserts++;
        ids.add(args.queryId);
      }
      return args.node;
    },
    async transformResult(args) {
      if (ids.has(args.queryId)) {
        reach();
        await released;
      }
      return args.result;
    },
  };
  return { plugin, reached, release, inserts: () => inserts };
}

/** A writer whose first `times` statements fail with SQLSTATE `code`. */
function failingWriter(code: string, times: number, options: HistoryWriterOptions): HistoryWriter {
  return new HistoryWriter(database.db.withPlugin(failing(code, times)), silent, options);
}

/** A plugin that makes the first `times` statements fail with SQLSTATE `code`. */
function failing(code: string, times: number): KyselyPlugin {
  let left = times;
  return {
    transformQuery(args) {
      if (left > 0) {
        left--;
        throw Object.assign(new Error(`injected ${code}`), { code });
      }
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
}

function stored(signalId: number): Promise<number> {
  return historyCount(database.db, signalId);
}

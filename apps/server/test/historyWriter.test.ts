import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { HistoryWriter } from '../src/ingest/historyWriter';

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
  it('stores a redelivered row once and keeps the minute extremes', async () => {
    const writer = new HistoryWriter(database.db, silent);
    writer.add('g', rows(1, 0, 120));
    writer.add('g', rows(1, 0, 120));
    await writer.flush();
    const count = await database.db
      .selectFrom('signal_value')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('signal_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(120);
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
    const writer = new HistoryWriter(database.db, silent, {
      maxPendingRows: 100,
      flushMs: 10_000,
    });
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
});

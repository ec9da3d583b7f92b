import { describe, expect, it, vi } from 'vitest';
import {
  isTransientDatabaseError,
  transientRetryOf,
  writeRetryingTransient,
  type RetryClock,
} from './transientError';

const pgError = (code: string) => Object.assign(new Error('pg'), { code });

describe('isTransientDatabaseError', () => {
  it('a terminated backend (pg_terminate_backend, 57P01) or a restarting server is transient', () => {
    expect(isTransientDatabaseError(pgError('57P01'))).toBe(true);
    expect(isTransientDatabaseError(pgError('57P03'))).toBe(true);
  });
  it('connection exceptions (class 08) and insufficient resources (class 53) are transient', () => {
    expect(isTransientDatabaseError(pgError('08006'))).toBe(true);
    expect(isTransientDatabaseError(pgError('53300'))).toBe(true);
  });
  it('serialization failures and deadlocks (class 40) are transient', () => {
    expect(isTransientDatabaseError(pgError('40001'))).toBe(true);
    expect(isTransientDatabaseError(pgError('40P01'))).toBe(true);
  });
  it('a driver error below SQL (Node code or none) is transient', () => {
    expect(isTransientDatabaseError(pgError('ECONNRESET'))).toBe(true);
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('errors in the data or the statement are not', () => {
    expect(isTransientDatabaseError(pgError('23503'))).toBe(false); // foreign key: signal deleted
    expect(isTransientDatabaseError(pgError('22P02'))).toBe(false);
    expect(isTransientDatabaseError(pgError('42P01'))).toBe(false);
    expect(isTransientDatabaseError(pgError('57014'))).toBe(false); // query cancelled
  });
  it('a thrown non-error is not', () => {
    expect(isTransientDatabaseError('boom')).toBe(false);
    expect(isTransientDatabaseError(undefined)).toBe(false);
  });
});

/** A clock whose sleeps only move its time on, recording each wait. */
function fakeClock(): RetryClock & { waits: number[] } {
  let t = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => t,
    sleep: (ms) => {
      waits.push(ms);
      t += ms;
      return Promise.resolve();
    },
  };
}

/** A write that fails with each of `errors` in turn, then answers 'done'. */
function failing(...errors: unknown[]): () => Promise<string> {
  return () => {
    const error = errors.shift();
    return error === undefined ? Promise.resolve('done') : Promise.reject(error);
  };
}

describe('writeRetryingTransient', () => {
  const retry = { retryMs: 100, giveUpAfterMs: 60_000 };
  const lost = pgError('08006');

  it('answers the value of a write that succeeds, trying once', async () => {
    const clock = fakeClock();
    const retrying = vi.fn();
    expect(await writeRetryingTransient(failing(), retry, retrying, clock)).toEqual({
      ok: true,
      value: 'done',
    });
    expect(retrying).not.toHaveBeenCalled();
  });
  it('tries a transient failure again, the wait doubling from retryMs', async () => {
    const clock = fakeClock();
    const retrying = vi.fn();
    const result = await writeRetryingTransient(failing(lost, lost, lost), retry, retrying, clock);
    expect(result).toEqual({ ok: true, value: 'done' });
    expect(clock.waits).toEqual([100, 200, 400]);
    expect(retrying.mock.calls).toEqual([
      [lost, 100],
      [lost, 200],
      [lost, 400],
    ]);
  });
  it('waits 5 s at the most between attempts', async () => {
    const clock = fakeClock();
    const errors = Array.from({ length: 8 }, () => lost);
    await writeRetryingTransient(failing(...errors), retry, () => undefined, clock);
    expect(clock.waits).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000]);
  });
  it('gives a failure that will fail again up at once, as not transient', async () => {
    const clock = fakeClock();
    const bad = pgError('23503');
    const result = await writeRetryingTransient(failing(bad), retry, () => undefined, clock);
    expect(result).toEqual({ ok: false, error: bad, transient: false });
    expect(clock.waits).toEqual([]);
  });
  it('gives a transient failure up once it has lasted longer than giveUpAfterMs', async () => {
    const clock = fakeClock();
    const errors = Array.from({ length: 10 }, () => lost);
    const result = await writeRetryingTransient(
      failing(...errors),
      { retryMs: 100, giveUpAfterMs: 300 },
      () => undefined,
      clock,
    );
    expect(result).toEqual({ ok: false, error: lost, transient: true });
    expect(clock.waits).toEqual([100, 200, 400]);
  });
});

describe('transientRetryOf', () => {
  it('waits 250 ms first and gives up after two minutes unless told otherwise', () => {
    expect(transientRetryOf({})).toEqual({ retryMs: 250, giveUpAfterMs: 120_000 });
    expect(transientRetryOf({ retryMs: 10 })).toEqual({ retryMs: 10, giveUpAfterMs: 120_000 });
  });
});

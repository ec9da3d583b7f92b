import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from './scheduler';

const quietLog = () => ({ error: vi.fn() });
const asLogger = (log: { error: unknown }) => log as unknown as FastifyBaseLogger;

describe('the scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job every period, the first at once or after its own wait', async () => {
    const jobs = new Scheduler(asLogger(quietLog()));
    const sample = vi.fn(async () => {});
    const retain = vi.fn(async () => {});
    jobs.every('sample', 1000, sample, { firstMs: 0 });
    jobs.every('retain', 10_000, retain, { firstMs: 3000 });
    expect(sample).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sample).toHaveBeenCalledTimes(4);
    expect(retain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7000);
    expect(retain).toHaveBeenCalledTimes(2);
    jobs.stop();
  });

  it('stops every job at once, and one job alone by its own handle', async () => {
    const jobs = new Scheduler(asLogger(quietLog()));
    const a = vi.fn(async () => {});
    const b = vi.fn(async () => {});
    const stopA = jobs.every('a', 1000, a);
    jobs.every('b', 1000, b, { firstMs: 500 });
    stopA();
    await vi.advanceTimersByTimeAsync(2000);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(3);
    jobs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(b).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('skips a run while the previous one still runs, and logs a failure and goes on', async () => {
    const log = quietLog();
    const jobs = new Scheduler(asLogger(log));
    let finish: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = vi.fn(async () => {
      throw new Error('disk full');
    });
    jobs.every('slow', 1000, slow);
    jobs.every('failing', 1000, failing);
    await vi.advanceTimersByTimeAsync(3000);
    expect(slow).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow).toHaveBeenCalledTimes(2);
    expect(failing).toHaveBeenCalledTimes(4);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'failing failed');
    jobs.stop();
  });
});

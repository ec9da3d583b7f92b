/**
 * Whether a failed database write may succeed if tried again: the connection was lost or the
 * server is restarting or overloaded (SQLSTATE classes 08, 53, 57P, 40 — serialization and
 * deadlock), or the driver failed below SQL (no SQLSTATE: "Connection terminated", ECONNRESET,
 * ECONNREFUSED). Errors in the data or the statement (classes 22, 23, 42, …) will fail again.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error instanceof Error;
  if (!/^[0-9A-Z]{5}$/.test(code)) return true; // a Node error code (ECONNRESET, EPIPE, …)
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('57P') ||
    code.startsWith('40')
  );
}

/** How a write that failed for a transient reason is tried again. */
export interface TransientRetry {
  /** The first wait before trying again; it doubles after each failure, up to 5 s. */
  retryMs: number;
  /** How long after the first attempt a write is still tried again; then it is given up. */
  giveUpAfterMs: number;
}

/** The retry of acknowledged writes, with what a writer's options leave out at its default. */
export function transientRetryOf(options: Partial<TransientRetry>): TransientRetry {
  return { retryMs: options.retryMs ?? 250, giveUpAfterMs: options.giveUpAfterMs ?? 120_000 };
}

/** Time as the retries see it; tests pass their own so no test waits for real. */
export interface RetryClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A write's end: its value, or the error it was given up with (and whether that was transient). */
export type RetriedWrite<T> =
  { ok: true; value: T } | { ok: false; error: unknown; transient: boolean };

/**
 * Runs `write` until it succeeds, fails for a reason that will fail again, or has failed
 * transiently for longer than `giveUpAfterMs`. Writes of data already acknowledged (history
 * rows, alarm transitions) go through here so that a database restart loses none of them.
 * `retrying` hears each failure that is tried again and the wait before the next attempt.
 */
export async function writeRetryingTransient<T>(
  write: () => Promise<T>,
  retry: TransientRetry,
  retrying: (error: unknown, waitMs: number) => void,
  clock: RetryClock = realClock,
): Promise<RetriedWrite<T>> {
  const started = clock.now();
  for (let wait = retry.retryMs; ; wait = Math.min(wait * 2, 5000)) {
    try {
      return { ok: true, value: await write() };
    } catch (error) {
      const transient = isTransientDatabaseError(error);
      if (!transient || clock.now() - started > retry.giveUpAfterMs) {
        return { ok: false, error, transient };
      }
      retrying(error, wait);
      await clock.sleep(wait);
    }
  }
}

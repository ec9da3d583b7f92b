import type { Db } from '../db/database';

/** History writes running now, per database (every `HistoryWriter` on it counts). */
const running = new WeakMap<Db, number>();

/** Counts a history write on `db` from now until the returned function is called. */
export function historyWriteStarted(db: Db): () => void {
  running.set(db, (running.get(db) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running.set(db, (running.get(db) ?? 1) - 1);
  };
}

/**
 * Whether a history write is running on `db`: the rollup job then waits (within its bound),
 * so its catch-up does not take the database's time, or PGlite's one session, from the burst.
 */
export function isWritingHistory(db: Db): boolean {
  return (running.get(db) ?? 0) > 0;
}

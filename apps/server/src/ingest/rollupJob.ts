import type { Db } from '../db/database';
import { catchUpRollups } from '../history/rollupCatchUp';
import { isWritingHistory } from './historyWriting';

/**
 * The live plane's rollup job: each run catches the rollups up, unless history is being
 * written and the last catch-up started less than `lateMs` ago. A burst then keeps the
 * database (on PGlite its one session) for itself, and the rollups are at most `lateMs` plus
 * one period behind; readers are not affected, they catch up before reading.
 */
export function rollupJob(db: Db, lateMs: number, now: () => number = Date.now) {
  let caughtUpAt = now();
  return async (): Promise<void> => {
    if (isWritingHistory(db) && now() - caughtUpAt < lateMs) return;
    caughtUpAt = now();
    await catchUpRollups(db);
  };
}

import type { AppContext } from '../context';
import { PRESENCE_SAMPLE_MS, samplePresence } from '../dataCenter/presenceSampler';
import { createPartitionsAhead } from '../history/partitionUpkeep';
import { runRetention } from '../system/settings/retention';
import type { Scheduler } from './scheduler';

const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Days are created a week ahead: hourly upkeep has many chances before one is needed. */
const PARTITION_UPKEEP_EVERY_MS = 60 * 60 * 1000;
/** The first retention run waits until start-up (demo, gateways) has settled. */
const RETENTION_FIRST_MS = 60 * 1000;

/**
 * The server's periodic work outside requests and the live plane: online-rate samples, the
 * history partitions' upkeep (days created ahead, at once on start) and the retention job. Started by `server.ts` (not by tests, which call the jobs directly); each run
 * is safe on several instances at once.
 */
export function startBackgroundJobs(ctx: AppContext, jobs: Scheduler): void {
  jobs.every('presence sample', PRESENCE_SAMPLE_MS, () => samplePresence(ctx.db, ctx.now()), {
    firstMs: 0,
  });
  jobs.every(
    'partition upkeep',
    PARTITION_UPKEEP_EVERY_MS,
    async () => {
      const created = await createPartitionsAhead(ctx.db, ctx.now());
      if (created.length > 0) ctx.log.info({ created }, 'partition upkeep: created');
    },
    { firstMs: 0 },
  );
  jobs.every(
    'retention',
    RETENTION_EVERY_MS,
    async () => {
      const result = await runRetention(ctx);
      const removed = result.historyRows + result.messages + result.partitionsDropped.length;
      if (removed > 0) ctx.log.info(result, 'retention: deleted');
    },
    { firstMs: RETENTION_FIRST_MS },
  );
}

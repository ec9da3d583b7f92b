import type { AppContext } from '../context';
import { PRESENCE_SAMPLE_MS, samplePresence } from '../dataCenter/presenceSampler';
import { runRetention } from './retention';

const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** The first retention run waits until start-up (demo, gateways) has settled. */
const RETENTION_FIRST_MS = 60 * 1000;

/**
 * The server's periodic work outside requests: online-rate samples and the retention job.
 * Started by `server.ts` (not by tests, which call the jobs directly); each run is safe on
 * several instances at once.
 */
export class BackgroundJobs {
  private readonly timers: NodeJS.Timeout[] = [];
  private retentionRunning = false;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    const sample = () =>
      samplePresence(this.ctx.db, this.ctx.now()).catch((error: unknown) =>
        this.ctx.log.error({ err: error }, 'presence sample failed'),
      );
    void sample();
    this.timers.push(setInterval(() => void sample(), PRESENCE_SAMPLE_MS));
    this.timers.push(setTimeout(() => void this.retain(), RETENTION_FIRST_MS));
    this.timers.push(setInterval(() => void this.retain(), RETENTION_EVERY_MS));
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
  }

  private async retain(): Promise<void> {
    if (this.retentionRunning) return;
    this.retentionRunning = true;
    try {
      const result = await runRetention(this.ctx);
      if (result.historyRows + result.messages > 0) this.ctx.log.info(result, 'retention: deleted');
    } catch (error) {
      this.ctx.log.error({ err: error }, 'retention failed');
    } finally {
      this.retentionRunning = false;
    }
  }
}

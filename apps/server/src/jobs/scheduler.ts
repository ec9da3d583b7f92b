import type { FastifyBaseLogger } from 'fastify';

export interface JobOptions {
  /** When the first run comes: 0 runs it at once; by default it waits one period. */
  firstMs?: number;
}

/**
 * The one place the server's periodic work runs: the live plane's sweeps and checks, the
 * online-rate samples and retention. A failed run is logged and the job goes on; a run never
 * starts while the same job's previous run is still going. `stop` ends every job at once.
 */
export class Scheduler {
  private readonly running = new Set<() => void>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `work` every `everyMs`; answers a function that stops this job alone. */
  every(
    name: string,
    everyMs: number,
    work: () => Promise<unknown>,
    options: JobOptions = {},
  ): () => void {
    let busy = false;
    const run = () => {
      if (busy) return;
      busy = true;
      work()
        .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          busy = false;
        });
    };
    const timers: NodeJS.Timeout[] = [setInterval(run, everyMs)];
    if (options.firstMs === 0) run();
    else if (options.firstMs !== undefined) timers.push(setTimeout(run, options.firstMs));
    const stop = () => {
      for (const timer of timers) clearTimeout(timer);
      this.running.delete(stop);
    };
    this.running.add(stop);
    return stop;
  }

  /** Stops every job; a run already going finishes on its own. */
  stop(): void {
    for (const stop of [...this.running]) stop();
  }
}

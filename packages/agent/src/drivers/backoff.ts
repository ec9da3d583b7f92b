/**
 * When a driver may try to connect again: after each failed attempt the wait doubles from
 * `minMs` up to `maxMs`; a success resets it. Requests in the wait fail at once as offline
 * instead of piling up behind a device that is not there.
 */
export class Backoff {
  private retryAt = 0;
  private waitMs: number;

  constructor(
    private readonly minMs = 500,
    private readonly maxMs = 10_000,
  ) {
    this.waitMs = minMs;
  }

  mayTry(now: number): boolean {
    return now >= this.retryAt;
  }

  failed(now: number): void {
    this.retryAt = now + this.waitMs;
    this.waitMs = Math.min(this.maxMs, this.waitMs * 2);
  }

  succeeded(): void {
    this.retryAt = 0;
    this.waitMs = this.minMs;
  }
}

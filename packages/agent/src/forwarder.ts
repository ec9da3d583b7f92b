import type { BufferPosition, DiskBuffer } from './diskBuffer';
import type { Logger } from './logger';

const RETRY_AFTER_FAILURE_MS = 500;

interface InFlight {
  end: BufferPosition;
  acked: boolean;
  generation: number;
}

/**
 * Moves records from the disk buffer to the broker, in order, with up to `window` QoS 1
 * publishes in flight. The buffer's commit advances only over the acknowledged prefix, so a
 * crash never loses an unacknowledged record. While the link is down nothing is published;
 * messages already in flight are resent by the MQTT client on reconnect (same packet ids).
 */
export class Forwarder {
  private readonly inFlight: InFlight[] = [];
  private connected = false;
  private generation = 0;
  private stopped = false;

  constructor(
    private readonly buffer: DiskBuffer,
    private readonly publish: (payload: string) => Promise<void>,
    private readonly logger: Logger,
    private readonly window = 32,
  ) {}

  get inFlightCount(): number {
    return this.inFlight.length;
  }

  setConnected(connected: boolean): void {
    this.connected = connected;
    if (connected) this.kick();
  }

  /** Publishes what the window allows; call after appending and after each acknowledgement. */
  kick(): void {
    while (this.connected && !this.stopped && this.inFlight.length < this.window) {
      const record = this.buffer.next();
      if (!record) return;
      const entry: InFlight = { end: record.end, acked: false, generation: this.generation };
      this.inFlight.push(entry);
      this.publish(record.payload).then(
        () => this.acknowledge(entry),
        (error: unknown) => this.fail(entry, error),
      );
    }
  }

  private acknowledge(entry: InFlight): void {
    if (entry.generation !== this.generation) return;
    entry.acked = true;
    let last: InFlight | undefined;
    while (this.inFlight[0]?.acked) last = this.inFlight.shift();
    if (last) this.buffer.commit(last.end);
    this.kick();
  }

  /** A publish that failed for good: hand everything after the last commit out again. */
  private fail(entry: InFlight, error: unknown): void {
    if (entry.generation !== this.generation || this.stopped) return;
    this.logger.warn('publish failed; replaying from the last acknowledged batch', {
      error: error instanceof Error ? error.message : String(error),
    });
    this.generation++;
    this.inFlight.length = 0;
    this.buffer.rewind();
    setTimeout(() => this.kick(), RETRY_AFTER_FAILURE_MS).unref();
  }

  stop(): void {
    this.stopped = true;
  }
}

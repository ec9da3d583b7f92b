import type { LiveSignalValue } from '@lf/protocol';

/** What the fan-out needs of a websocket (the `ws` WebSocket has it). */
export interface FrameSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  send(data: Buffer, options: { binary: boolean }): void;
}

export interface FanoutOptions {
  /** A socket with more than this many bytes unsent gets nothing new until it drains. */
  maxBufferedBytes: number;
  /** How often sockets held back are looked at again while no values arrive. */
  catchUpMs: number;
}

const OPEN = 1;
/** A Buffer goes out as a text frame: browsers read `signalVal` pushes as strings. */
const TEXT = { binary: false } as const;

/** Newest value per signal. */
type Values = Map<string, LiveSignalValue>;

/**
 * Live values to the sockets watching their equipment. Values are gathered per equipment (the
 * group every watcher of it shares) only until the event loop has taken what arrived together:
 * the flush runs on `setImmediate`, after the turn that published them, and turns the group's
 * values into one frame, once, sent as the same Buffer to every socket of the group — the way a
 * bare server broadcasts. One gateway batch thus becomes one frame per equipment, sent at once;
 * when the loop is busy its turns take in more messages and more values merge into each frame,
 * so the number of frames follows what the thread can do rather than a fixed window.
 *
 * A socket whose send buffer is above the bound does not get the shared frames: its values
 * coalesce into a backlog of its own (at most one value per signal it watches, the newest), sent
 * as one frame when it has drained, after which it shares the group frames again.
 */
export class ValueFanout<T extends { socket: FrameSocket }> {
  private readonly pending = new Map<string, Values>();
  private readonly lagging = new Map<T, Values>();
  private flushing: NodeJS.Immediate | undefined;
  /** Looks at lagging sockets again while no values come (values arriving look at them too). */
  private retry: NodeJS.Timeout | undefined;
  /** Frames built so far (one per group and flush, plus one per catch-up of a slow socket). */
  framesEncoded = 0;

  constructor(
    private readonly watchersOf: (equipmentId: string) => ReadonlySet<T> | undefined,
    private readonly options: FanoutOptions,
  ) {}

  publish(value: LiveSignalValue): void {
    if (!this.watchersOf(value.equipId)) return;
    let group = this.pending.get(value.equipId);
    if (!group) this.pending.set(value.equipId, (group = new Map()));
    keepNewest(group, value);
    this.flushing ??= setImmediate(() => this.flush());
  }

  /** A watcher that left: its backlog, if any, is dropped. */
  forget(watcher: T): void {
    this.lagging.delete(watcher);
  }

  close(): void {
    if (this.flushing) clearImmediate(this.flushing);
    if (this.retry) clearTimeout(this.retry);
    this.flushing = this.retry = undefined;
  }

  private flush(): void {
    this.flushing = undefined;
    for (const [equipmentId, values] of this.pending) {
      let frame: Buffer | undefined;
      for (const watcher of this.watchersOf(equipmentId) ?? []) {
        const { socket } = watcher;
        if (socket.readyState !== OPEN) continue;
        const backlog = this.lagging.get(watcher);
        if (backlog || socket.bufferedAmount > this.options.maxBufferedBytes) {
          this.holdBack(watcher, backlog, values);
          continue;
        }
        frame ??= this.encode(values.values());
        socket.send(frame, TEXT);
      }
    }
    this.pending.clear();
    this.catchUp();
  }

  private holdBack(watcher: T, backlog: Values | undefined, values: Values): void {
    if (!backlog) this.lagging.set(watcher, (backlog = new Map()));
    for (const value of values.values()) keepNewest(backlog, value);
  }

  /** Slow sockets that have drained get their backlog, newer than every frame they had. */
  private catchUp(): void {
    for (const [watcher, backlog] of this.lagging) {
      const { socket } = watcher;
      if (socket.readyState !== OPEN) {
        this.lagging.delete(watcher);
        continue;
      }
      if (socket.bufferedAmount > this.options.maxBufferedBytes) continue;
      this.lagging.delete(watcher);
      socket.send(this.encode(backlog.values()), TEXT);
    }
    if (this.lagging.size > 0) {
      this.retry ??= setTimeout(() => {
        this.retry = undefined;
        this.catchUp();
      }, this.options.catchUpMs);
    }
  }

  private encode(values: Iterable<LiveSignalValue>): Buffer {
    this.framesEncoded += 1;
    return Buffer.from(JSON.stringify({ type: 'signalVal', data: [...values] }));
  }
}

function keepNewest(values: Values, value: LiveSignalValue): void {
  const held = values.get(value.signalId);
  if (!held || held.ts <= value.ts) values.set(value.signalId, value);
}

import type { DeviceConfigOf } from '@lf/protocol';
import { DeviceFailureError } from '../../deviceFailure';
import type { Logger } from '../../logger';
import { Backoff } from '../backoff';
import { NodeS7 } from './nodes7';

type ItemValues = Record<string, number | boolean | string>;

/** nodes7's connection state once the ISO connection and the PDU negotiation are done. */
const CONNECTED = 4;

/**
 * One ISO-on-TCP connection to a PLC through `nodes7`. nodes7 reconnects by itself on timers of
 * its own; the driver wants its backoff and its failure codes instead, so a connection that
 * failed in any way is thrown away whole (`dispose`) and the next request makes a fresh one
 * once the backoff allows. Requests go one at a time: nodes7 keeps one item list per connection.
 */
export class S7Connection {
  private plc: NodeS7 | null = null;
  /** Set when the PLC closed the socket under the current connection. */
  private lost = false;
  private connecting: Promise<NodeS7> | null = null;
  private readonly backoff = new Backoff();
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** Fails the request in flight when the driver is closed under it. */
  private abort: ((error: Error) => void) | null = null;

  constructor(
    private readonly config: DeviceConfigOf<'s7'>,
    private readonly logger: Logger,
  ) {}

  get connected(): boolean {
    return this.plc !== null && !this.lost && this.plc.isoConnectionState === CONNECTED;
  }

  private offline(message: string): DeviceFailureError {
    return new DeviceFailureError({ kind: 'offline' }, message);
  }

  private connect(): Promise<NodeS7> {
    if (this.plc && this.connected) return Promise.resolve(this.plc);
    if (this.plc) this.dispose();
    if (this.connecting) return this.connecting;
    if (this.closed) return Promise.reject(this.offline('device closed'));
    if (!this.backoff.mayTry(Date.now())) {
      return Promise.reject(this.offline('waiting to reconnect'));
    }
    const { host, port, rack, slot, localTsap, remoteTsap, timeoutMs } = this.config;
    const plc = new NodeS7({ silent: true });
    this.connecting = new Promise<NodeS7>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(this.offline(`no S7 connection to ${host}:${port} in ${timeoutMs} ms`));
      }, timeoutMs);
      plc.initiateConnection(
        {
          host,
          port,
          rack,
          slot,
          timeout: timeoutMs,
          ...(localTsap !== undefined &&
            remoteTsap !== undefined && {
              localTSAP: parseInt(localTsap, 16),
              remoteTSAP: parseInt(remoteTsap, 16),
            }),
        },
        (error) => {
          clearTimeout(timer);
          if (error === undefined) resolve(plc);
          // A PLC closes a connection for a rack/slot (TSAP) it does not have: nodes7 says so
          // in a string; socket errors carry Node's errno.
          else reject(typeof error === 'string' ? this.offline(error) : error);
        },
      );
    }).then(
      (connected) => {
        this.connecting = null;
        this.plc = connected;
        this.lost = false;
        connected.isoclient?.once('close', () => {
          if (this.plc === connected) this.lost = true;
        });
        this.backoff.succeeded();
        this.logger.info('device connected', { device: this.config.id, host, port });
        return connected;
      },
      (error: unknown) => {
        this.connecting = null;
        stopNodes7(plc);
        this.backoff.failed(Date.now());
        throw error;
      },
    );
    return this.connecting;
  }

  /** Runs requests one at a time on a live connection. */
  private request<T>(run: (plc: NodeS7) => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      const plc = await this.connect();
      return new Promise<T>((resolve, reject) => {
        this.abort = reject;
        run(plc).then(resolve, reject);
      }).finally(() => {
        this.abort = null;
      });
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * After nodes7 answered: a connection that is no longer up failed the request as a whole. The
   * PLC closing the socket is a lost connection; otherwise nodes7 dropped it on a packet timeout.
   */
  private checkAlive(plc: NodeS7, what: string): void {
    if (this.plc === plc && this.connected) return;
    const wasLost = this.lost;
    this.dispose();
    this.backoff.failed(Date.now());
    throw wasLost
      ? this.offline(`connection to the PLC lost during ${what}`)
      : new DeviceFailureError(
          { kind: 'timeout' },
          `no answer to ${what} in ${this.config.timeoutMs} ms`,
        );
  }

  private readOnce(plc: NodeS7, addresses: readonly string[]): Promise<ItemValues> {
    return new Promise<ItemValues>((resolve, reject) => {
      plc.removeItems();
      plc.addItems([...addresses]);
      plc.readAllItems((_anyBad, values) => {
        try {
          this.checkAlive(plc, 'a read');
          resolve(values);
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  /**
   * Values of the addresses, a quality text (`BAD 255`) for those the PLC refused. nodes7 reads
   * neighbouring addresses as one block, so one bad address fails its neighbours too: the
   * refused ones are asked again each on its own to tell which ones the PLC really lacks.
   */
  read(addresses: readonly string[]): Promise<ItemValues> {
    return this.request(async (plc) => {
      const values = await this.readOnce(plc, addresses);
      const refused = addresses.filter((a) => typeof values[a] === 'string');
      if (refused.length < 2) return values;
      plc.doNotOptimize = true;
      try {
        return { ...values, ...(await this.readOnce(plc, refused)) };
      } finally {
        plc.doNotOptimize = false;
      }
    });
  }

  /** Writes one value; false when the PLC refused it (an address it does not have). */
  write(address: string, value: number | boolean): Promise<boolean> {
    return this.request(
      (plc) =>
        new Promise<boolean>((resolve, reject) => {
          const refused = plc.writeItems(address, value, (anyBad) => {
            try {
              this.checkAlive(plc, 'a write');
              resolve(!anyBad);
            } catch (error) {
              reject(error);
            }
          });
          if (refused !== 0) reject(new Error('nodes7 refused the write: one is in progress'));
        }),
    );
  }

  private dispose(): void {
    if (this.plc) stopNodes7(this.plc);
    this.plc = null;
    this.lost = false;
  }

  close(): void {
    this.closed = true;
    this.abort?.(this.offline('device closed'));
    this.dispose();
  }
}

/**
 * Stops a nodes7 connection for good: its reconnect and reset timers, then the socket. nodes7's
 * own `dropConnection` ends the socket politely but can still reconnect from a pending reset.
 */
function stopNodes7(plc: NodeS7): void {
  for (const timer of [
    plc.reconnectTimer,
    plc.rereadTimer,
    plc.resetTimeout,
    plc.connectTimeout,
    plc.PDUTimeout,
    plc.dropConnectionTimer,
  ]) {
    clearTimeout(timer);
  }
  plc.connectCallback = undefined;
  plc.readDoneCallback = undefined;
  plc.writeDoneCallback = undefined;
  plc.connectionCleanup();
}

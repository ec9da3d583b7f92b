import ModbusRTU from 'modbus-serial';
import { classifyDeviceError, DeviceFailureError } from '../../deviceFailure';
import type { Logger } from '../../logger';
import { Backoff } from '../backoff';

/** How to open a line: a serial port, or a serial-device server's TCP port. */
export type LineEndpoint =
  | {
      kind: 'serial';
      path: string;
      baudRate: number;
      parity: 'none' | 'even' | 'odd';
      dataBits: number;
      stopBits: number;
    }
  | { kind: 'tcp'; host: string; port: number };

export function lineKey(endpoint: LineEndpoint): string {
  return endpoint.kind === 'serial'
    ? `serial:${endpoint.path}`
    : `tcp:${endpoint.host}:${endpoint.port}`;
}

/** A line must not wait for a dead serial server longer than this to open. */
const OPEN_TIMEOUT_MS = 5000;

/**
 * One RS-485 line (or a serial server's socket standing for one) shared by every device on it.
 * RTU has no transaction ids: one request may be on the line at a time, so requests of all unit
 * ids queue here, one after another, with `interFrameDelayMs` of silence after each answer for
 * slow devices. The line opens on demand, reopens with backoff, and is reopened after a garbled
 * frame so that a late answer cannot be taken for the next one's.
 */
export class RtuLine {
  private client: ModbusRTU | null = null;
  private opening: Promise<ModbusRTU> | null = null;
  private readonly backoff = new Backoff();
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  users = 0;

  constructor(
    readonly endpoint: LineEndpoint,
    private readonly interFrameDelayMs: number,
    private readonly logger: Logger,
  ) {}

  get connected(): boolean {
    return this.client?.isOpen === true;
  }

  private open(): Promise<ModbusRTU> {
    if (this.client?.isOpen) return Promise.resolve(this.client);
    if (this.opening) return this.opening;
    if (this.closed) return Promise.reject(new DeviceFailureError({ kind: 'offline' }, 'closed'));
    if (!this.backoff.mayTry(Date.now())) {
      return Promise.reject(new DeviceFailureError({ kind: 'offline' }, 'waiting to reopen'));
    }
    this.drop();
    const client = new ModbusRTU();
    const endpoint = this.endpoint;
    const opened =
      endpoint.kind === 'tcp'
        ? client.connectTelnet(endpoint.host, { port: endpoint.port })
        : client.connectRTUBuffered(endpoint.path, {
            baudRate: endpoint.baudRate,
            parity: endpoint.parity,
            dataBits: endpoint.dataBits,
            stopBits: endpoint.stopBits,
          });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DeviceFailureError({ kind: 'offline' }, `no line ${lineKey(endpoint)}`)),
        OPEN_TIMEOUT_MS,
      );
    });
    this.opening = Promise.race([opened, timeout])
      .then(
        () => {
          this.client = client;
          this.backoff.succeeded();
          this.logger.info('line opened', { line: lineKey(endpoint) });
          return client;
        },
        (error: unknown) => {
          client.close(() => undefined);
          this.backoff.failed(Date.now());
          throw error;
        },
      )
      .finally(() => {
        clearTimeout(timer);
        this.opening = null;
      });
    return this.opening;
  }

  /** Runs one request for `unitId` when the line's turn comes. */
  request<T>(
    unitId: number,
    timeoutMs: number,
    run: (client: ModbusRTU) => Promise<T>,
  ): Promise<T> {
    const result = this.tail.then(() => this.requestNow(unitId, timeoutMs, run));
    this.tail = result.catch(() => undefined).then(() => this.silence());
    return result;
  }

  private async requestNow<T>(
    unitId: number,
    timeoutMs: number,
    run: (client: ModbusRTU) => Promise<T>,
  ): Promise<T> {
    const client = await this.open();
    client.setID(unitId);
    client.setTimeout(timeoutMs);
    try {
      return await run(client);
    } catch (error) {
      if (classifyDeviceError(error).kind === 'protocol') this.drop();
      throw error;
    }
  }

  /** The pause a line's slowest device needs between an answer and the next request. */
  private silence(): Promise<void> {
    if (this.interFrameDelayMs === 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.interFrameDelayMs));
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    if (client?.isOpen) client.close(() => undefined);
  }

  close(): void {
    this.closed = true;
    this.drop();
  }
}

/**
 * The open lines of this process by endpoint, so that devices configured on the same line share
 * its queue. A line closes when its last device goes.
 */
const lines = new Map<string, RtuLine>();

export function acquireLine(
  endpoint: LineEndpoint,
  interFrameDelayMs: number,
  logger: Logger,
): RtuLine {
  const key = lineKey(endpoint);
  let line = lines.get(key);
  if (!line) {
    line = new RtuLine(endpoint, interFrameDelayMs, logger);
    lines.set(key, line);
  }
  line.users++;
  return line;
}

export function releaseLine(line: RtuLine): void {
  line.users--;
  if (line.users > 0) return;
  line.close();
  lines.delete(lineKey(line.endpoint));
}

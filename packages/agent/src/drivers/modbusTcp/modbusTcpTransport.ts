import net from 'node:net';
import Modbus from 'jsmodbus';
import type { DeviceConfigOf } from '@lf/protocol';
import type { EncodedWrite } from '../modbus/codec';
import { classifyDeviceError, DeviceFailureError } from '../../deviceFailure';
import type { Logger } from '../../logger';
import { Backoff } from '../backoff';
import type { ModbusTransport } from '../modbus/modbusDriver';
import type { ReadBlock } from '../modbus/readPlan';

type TcpClient = InstanceType<typeof Modbus.client.TCP>;

/**
 * One Modbus TCP connection to a device (jsmodbus client, requests serialised by it). Connects
 * lazily, reconnects with backoff, and drops the connection after a timeout or a framing error
 * so a late answer cannot be taken for the answer to the next request.
 */
export class ModbusTcpTransport implements ModbusTransport {
  private socket: net.Socket | null = null;
  private client: TcpClient | null = null;
  private connecting: Promise<TcpClient> | null = null;
  private readonly backoff = new Backoff();
  private closed = false;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    readonly config: DeviceConfigOf<'modbus-tcp'>,
    private readonly logger: Logger,
  ) {}

  private connect(): Promise<TcpClient> {
    if (this.client) return Promise.resolve(this.client);
    if (this.connecting) return this.connecting;
    if (this.closed)
      return Promise.reject(new DeviceFailureError({ kind: 'offline' }, 'device closed'));
    if (!this.backoff.mayTry(Date.now())) {
      return Promise.reject(new DeviceFailureError({ kind: 'offline' }, 'waiting to reconnect'));
    }
    const { host, port, unitId, timeoutMs } = this.config;
    this.connecting = new Promise<TcpClient>((resolve, reject) => {
      const socket = new net.Socket();
      const client = new Modbus.client.TCP(socket, unitId, timeoutMs);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(
          new DeviceFailureError(
            { kind: 'offline' },
            `no connection to ${host}:${port} in ${timeoutMs} ms`,
          ),
        );
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        this.socket = socket;
        this.client = client;
        this.backoff.succeeded();
        this.logger.info('device connected', { device: this.config.id, host, port });
        resolve(client);
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.on('close', () => {
        if (this.socket === socket) {
          this.socket = null;
          this.client = null;
          if (!this.closed)
            this.logger.warn('device connection closed', { device: this.config.id });
        }
      });
      socket.setNoDelay(true);
      socket.connect({ host, port });
    }).then(
      (client) => {
        this.connecting = null;
        return client;
      },
      (error: unknown) => {
        this.connecting = null;
        this.backoff.failed(Date.now());
        throw error;
      },
    );
    return this.connecting;
  }

  /**
   * Runs requests one at a time. jsmodbus queues too, but when a timed-out request makes us drop
   * the connection, it fails everything queued behind it as offline; queued here, the next
   * request simply goes out on a fresh connection.
   */
  private request<T>(run: (client: TcpClient) => Promise<T>): Promise<T> {
    const result = this.tail.then(() => this.requestNow(run));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** One request; resyncs the connection on failures that leave it in doubt. */
  private async requestNow<T>(run: (client: TcpClient) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await run(client);
    } catch (error) {
      const failure = classifyDeviceError(error);
      if (failure.kind === 'timeout' || failure.kind === 'protocol') this.dropConnection();
      throw error;
    }
  }

  get connected(): boolean {
    return this.client !== null;
  }

  private dropConnection(): void {
    this.socket?.destroy();
    this.socket = null;
    this.client = null;
  }

  /** Packed bits for coil/discrete blocks, big-endian register bytes otherwise. */
  readBlock(block: ReadBlock): Promise<Buffer> {
    return this.request(async (client) => {
      switch (block.area) {
        case 'coil':
          return (await client.readCoils(block.start, block.count)).response.body.valuesAsBuffer;
        case 'discrete':
          return (await client.readDiscreteInputs(block.start, block.count)).response.body
            .valuesAsBuffer;
        case 'holding':
          return (await client.readHoldingRegisters(block.start, block.count)).response.body
            .valuesAsBuffer;
        case 'input':
          return (await client.readInputRegisters(block.start, block.count)).response.body
            .valuesAsBuffer;
      }
    });
  }

  /** Single coil (FC 5), single register (FC 6) or multiple registers (FC 16). */
  write(write: EncodedWrite): Promise<void> {
    return this.request(async (client) => {
      if (write.area === 'coil') {
        await client.writeSingleCoil(write.address, write.value);
      } else if (write.bytes.length === 2) {
        await client.writeSingleRegister(write.address, write.bytes.readUInt16BE(0));
      } else {
        await client.writeMultipleRegisters(write.address, write.bytes);
      }
    });
  }

  close(): void {
    this.closed = true;
    this.dropConnection();
  }
}

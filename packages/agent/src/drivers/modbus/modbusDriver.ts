import type { AgentSignalConfig, MqttSignalValue, ValueSample } from '@lf/protocol';
import { classifyDeviceError, deviceFailureCode } from '../../deviceFailure';
import type { DriverHealth, PolledDriver, ReadStep, WriteRefusal } from '../driver';
import type { EncodedWrite } from './codec';
import { encodeWrite } from './codec';
import type { ReadBlock } from './readPlan';
import { decodeBlock, planReads } from './readPlan';

/** How a Modbus driver reaches its device: TCP (MBAP) or RTU frames on a serial line or socket. */
export interface ModbusTransport {
  /** Packed bits for coil/discrete blocks, big-endian register bytes otherwise. */
  readBlock(block: ReadBlock): Promise<Buffer>;
  write(write: EncodedWrite): Promise<void>;
  readonly connected: boolean;
  close(): void;
}

interface BlockStep extends ReadStep {
  block: ReadBlock;
}

/**
 * The Modbus family's driver: read planning (batched blocks), decoding, scaling and write
 * encoding are the same for TCP, RTU and RTU over TCP; only the transport differs.
 */
export class ModbusDriver implements PolledDriver {
  readonly kind = 'polled';
  readonly plan: readonly BlockStep[];
  private readonly signals: Map<string, AgentSignalConfig>;
  private reads = 0;
  private lastFailureCode: number | null = null;

  constructor(
    signals: readonly AgentSignalConfig[],
    private readonly transport: ModbusTransport,
    private readonly now: () => number,
  ) {
    this.signals = new Map(signals.map((s) => [s.id, s]));
    this.plan = planReads(signals).map((block) => ({
      key: `${block.area}:${block.start}`,
      signalIds: block.signals.map((s) => s.id),
      block,
    }));
  }

  private async readBlock(block: ReadBlock): Promise<Buffer> {
    try {
      const data = await this.transport.readBlock(block);
      this.reads++;
      this.lastFailureCode = null;
      return data;
    } catch (error) {
      this.lastFailureCode = deviceFailureCode(this.classify(error));
      throw error;
    }
  }

  async read(step: ReadStep, ts: number): Promise<ValueSample[]> {
    const { block } = step as BlockStep;
    return decodeBlock(block, await this.readBlock(block), ts);
  }

  private signal(signalId: string): AgentSignalConfig {
    const signal = this.signals.get(signalId);
    if (!signal) throw new Error(`no signal ${signalId} on this device`);
    return signal;
  }

  async readSignal(signalId: string): Promise<ValueSample> {
    const [block] = planReads([this.signal(signalId)]);
    if (!block) throw new Error(`no read for signal ${signalId}`);
    const [sample] = decodeBlock(block, await this.readBlock(block), this.now());
    if (!sample) throw new Error(`no sample for signal ${signalId}`);
    return sample;
  }

  async write(signalId: string, value: MqttSignalValue): Promise<WriteRefusal | null> {
    const encoded = encodeWrite(this.signal(signalId), value);
    if (!encoded.ok) return { code: encoded.code, detail: encoded.detail };
    await this.transport.write(encoded.write);
    return null;
  }

  classify(error: unknown) {
    return classifyDeviceError(error);
  }

  health(): DriverHealth {
    return {
      connected: this.transport.connected,
      reads: this.reads,
      lastFailureCode: this.lastFailureCode,
    };
  }

  close(): void {
    this.transport.close();
  }
}

import type { AgentDeviceConfig, AgentSignalConfig, ValueSample } from '@lf/protocol';
import type { EncodedWrite } from './codec';
import { classifyDeviceError, deviceFailureCode, errorText } from './deviceFailure';
import type { Logger } from './logger';
import { ModbusTcpDevice } from './modbusTcpDevice';
import type { ReadBlock } from './readPlan';
import { decodeBlock, failedBlock, planReads } from './readPlan';

export interface DevicePollerDeps {
  logger: Logger;
  /** Receives the samples of every poll, good and bad; `first` for the device's first poll. */
  onSamples: (samples: ValueSample[], first: boolean) => void;
  /** Current poll period (it shrinks while monitoring is open). */
  pollIntervalMs: () => number;
  now: () => number;
}

/** Polls one device on a timer with the batched read plan; also serves commands' reads/writes. */
export class DevicePoller {
  private readonly device: ModbusTcpDevice;
  private readonly blocks: ReadBlock[];
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private polled = false;
  /** Failure code per block (by start address and area) while it fails, to log transitions only. */
  private readonly failing = new Map<string, number>();
  /** Reads done since start (one per block), for figures and tests. */
  reads = 0;

  constructor(
    readonly config: AgentDeviceConfig,
    private readonly deps: DevicePollerDeps,
  ) {
    this.device = new ModbusTcpDevice(config, deps.logger);
    this.blocks = planReads(config.signals);
  }

  start(): void {
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pollNow(), delayMs);
  }

  /** Polls now (or right after the poll under way) and reschedules the timer. */
  pollNow(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = this.pollOnce().finally(() => {
      this.polling = null;
      if (this.again) {
        this.again = false;
        void this.pollNow();
      }
    });
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    const started = this.deps.now();
    const samples: ValueSample[] = [];
    for (const block of this.blocks) {
      if (this.stopped) return;
      samples.push(...(await this.readBlockSamples(block)));
    }
    if (this.stopped) return;
    this.deps.onSamples(samples, !this.polled);
    this.polled = true;
    this.schedule(Math.max(0, this.deps.pollIntervalMs() - (this.deps.now() - started)));
  }

  private async readBlockSamples(block: ReadBlock): Promise<ValueSample[]> {
    const key = `${block.area}:${block.start}`;
    try {
      const data = await this.device.readBlock(block);
      this.reads++;
      if (this.failing.delete(key)) {
        this.deps.logger.info('device read recovered', { device: this.config.id, block: key });
      }
      return decodeBlock(block, data, this.deps.now());
    } catch (error) {
      const code = deviceFailureCode(classifyDeviceError(error));
      if (this.failing.get(key) !== code) {
        this.failing.set(key, code);
        this.deps.logger.warn('device read failed', {
          device: this.config.id,
          block: key,
          code,
          error: errorText(error),
        });
      }
      return failedBlock(block, code, this.deps.now());
    }
  }

  /** Reads one signal on demand; throws what the device or connection threw. */
  async readSignal(signal: AgentSignalConfig): Promise<ValueSample> {
    const [block] = planReads([signal]);
    if (!block) throw new Error(`no read for signal ${signal.id}`);
    const data = await this.device.readBlock(block);
    this.reads++;
    const [sample] = decodeBlock(block, data, this.deps.now());
    if (!sample) throw new Error(`no sample for signal ${signal.id}`);
    return sample;
  }

  async write(write: EncodedWrite): Promise<void> {
    await this.device.write(write);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.device.close();
  }
}

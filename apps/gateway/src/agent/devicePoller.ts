import type { AgentDeviceConfig, AgentSignalConfig, ValueSample } from '@lf/protocol';
import type { EncodedWrite } from './codec';
import { classifyDeviceError, deviceFailureCode } from './deviceFailure';
import type { Logger } from './logger';
import { ModbusTcpDevice } from './modbusTcpDevice';
import type { ReadBlock } from './readPlan';
import { decodeBlock, failedBlock, planReads } from './readPlan';

export interface DevicePollerDeps {
  logger: Logger;
  /** Receives the samples of every poll, good and bad. */
  onSamples: (samples: ValueSample[]) => void;
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
    this.deps.onSamples(samples);
    this.schedule(Math.max(0, this.deps.pollIntervalMs() - (this.deps.now() - started)));
  }

  private async readBlockSamples(block: ReadBlock): Promise<ValueSample[]> {
    try {
      const data = await this.device.readBlock(block);
      this.reads++;
      return decodeBlock(block, data, this.deps.now());
    } catch (error) {
      const failure = classifyDeviceError(error);
      return failedBlock(block, deviceFailureCode(failure), this.deps.now());
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

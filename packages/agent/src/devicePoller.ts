import type { AgentDeviceConfig, MqttSignalValue, ValueSample } from '@lf/protocol';
import { deviceFailureCode, errorText, failedSamples } from './deviceFailure';
import type {
  BrowseOutcome,
  DeviceDriver,
  DriverContext,
  DriverHealth,
  PolledDriver,
  ReadStep,
  WriteRefusal,
} from './drivers/driver';
import { createDriver } from './drivers/registry';
import type { Logger } from './logger';

export interface DevicePollerDeps {
  logger: Logger;
  /** Receives the samples of every poll, good and bad; `first` for the device's first poll. */
  onSamples: (samples: ValueSample[], first: boolean) => void;
  /** Current poll period (it shrinks while monitoring is open). */
  pollIntervalMs: () => number;
  now: () => number;
  certificate: DriverContext['certificate'];
}

/**
 * Runs one device's driver: polls a polled driver on a timer through its read plan, or lets a
 * subscribed driver deliver; also serves commands' reads and writes.
 */
export class DevicePoller {
  private readonly driver: DeviceDriver;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private polled = false;
  /** Failure code per read step while it fails, to log transitions only. */
  private readonly failing = new Map<string, number>();

  constructor(
    readonly config: AgentDeviceConfig,
    private readonly deps: DevicePollerDeps,
  ) {
    this.driver = createDriver(config, {
      logger: deps.logger,
      now: deps.now,
      certificate: deps.certificate,
    });
  }

  /** Requests the device answered since start, for figures and tests. */
  get reads(): number {
    return this.driver.health().reads;
  }

  health(): DriverHealth {
    return this.driver.health();
  }

  start(): void {
    if (this.driver.kind === 'subscribed') {
      this.driver.subscribe((samples) => {
        if (this.stopped) return;
        this.deps.onSamples(samples, !this.polled);
        this.polled = true;
      });
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pollNow(), delayMs);
  }

  /** Polls now (or right after the poll under way) and reschedules the timer. */
  pollNow(): Promise<void> {
    const driver = this.driver;
    if (driver.kind === 'subscribed') return Promise.resolve();
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = this.pollOnce(driver).finally(() => {
      this.polling = null;
      if (this.again) {
        this.again = false;
        void this.pollNow();
      }
    });
    return this.polling;
  }

  private async pollOnce(driver: PolledDriver): Promise<void> {
    const started = this.deps.now();
    const samples: ValueSample[] = [];
    for (const step of driver.plan) {
      if (this.stopped) return;
      samples.push(...(await this.readStep(driver, step)));
    }
    if (this.stopped) return;
    this.deps.onSamples(samples, !this.polled);
    this.polled = true;
    this.schedule(Math.max(0, this.deps.pollIntervalMs() - (this.deps.now() - started)));
  }

  private async readStep(driver: PolledDriver, step: ReadStep): Promise<ValueSample[]> {
    try {
      const samples = await driver.read(step, this.deps.now());
      if (this.failing.delete(step.key)) {
        this.deps.logger.info('device read recovered', { device: this.config.id, block: step.key });
      }
      return samples;
    } catch (error) {
      const code = deviceFailureCode(driver.classify(error));
      if (this.failing.get(step.key) !== code) {
        this.failing.set(step.key, code);
        this.deps.logger.warn('device read failed', {
          device: this.config.id,
          block: step.key,
          code,
          error: errorText(error),
        });
      }
      return failedSamples(step.signalIds, code, this.deps.now());
    }
  }

  /** Reads one signal on demand; throws what the device or connection threw. */
  readSignal(signalId: string): Promise<ValueSample> {
    return this.driver.readSignal(signalId);
  }

  write(signalId: string, value: MqttSignalValue): Promise<WriteRefusal | null> {
    return this.driver.write(signalId, value);
  }

  /** The children of a node, when the driver can browse its device (OPC UA); null otherwise. */
  browse(nodeId: string): Promise<BrowseOutcome> | null {
    return this.driver.browse?.(nodeId) ?? null;
  }

  /** The SPEC §8 code of what a read or write of this device threw. */
  failureCode(error: unknown): number {
    return deviceFailureCode(this.driver.classify(error));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.driver.close();
  }
}

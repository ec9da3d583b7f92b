import type {
  DeviceConfigOf,
  MqttSignalValue,
  OpcuaBrowseResult,
  OpcuaSignal,
  ValueSample,
} from '@lf/protocol';
import { DeviceFailureError, type DeviceFailure } from '../../deviceFailure';
import type { DriverContext, DriverHealth, SubscribedDriver, WriteRefusal } from '../driver';
import type { OpcuaDevice, OpcuaOutcome } from './opcuaDevice';
import { errorFailureCode } from './opcuaStatus';

/**
 * node-opcua takes 3–4 s of CPU to load: the device (and with it the client library) is loaded
 * when an OPC UA device is configured, so an agent or server without one never pays for it.
 */
async function loadDevice(
  ...args: ConstructorParameters<typeof OpcuaDevice>
): Promise<OpcuaDevice> {
  const { OpcuaDevice } = await import('./opcuaDevice');
  return new OpcuaDevice(...args);
}

/**
 * OPC UA (node-opcua client): values by subscription, monitored items with each signal's sampling
 * interval and deadband; writes with the node's data type; a browse of the server's nodes for
 * the admin's signal tab (the `browse` command).
 */
export class OpcuaDriver implements SubscribedDriver {
  readonly kind = 'subscribed';
  private readonly signals: Map<string, OpcuaSignal>;
  private readonly device: Promise<OpcuaDevice>;
  private loaded: OpcuaDevice | null = null;
  private onSamples: (samples: ValueSample[]) => void = () => undefined;
  private samples = 0;
  private lastFailureCode: number | null = null;
  private closing: Promise<void> = Promise.resolve();

  constructor(config: DeviceConfigOf<'opcua'>, context: DriverContext) {
    this.signals = new Map(config.signals.map((s) => [s.id, s]));
    const { id, driver: _driver, signals, ...settings } = config;
    this.device = loadDevice(id, settings, signals, {
      logger: context.logger,
      certificate: context.certificate,
      now: context.now,
      onSamples: (samples) => {
        for (const sample of samples) {
          if (sample.quality === 'good') {
            this.samples++;
            this.lastFailureCode = null;
          } else {
            this.lastFailureCode = sample.code ?? null;
          }
        }
        this.onSamples(samples);
      },
    });
    this.device.then(
      (device) => (this.loaded = device),
      (error: unknown) =>
        context.logger.error('opcua: client not loaded', { device: id, error: String(error) }),
    );
  }

  subscribe(onSamples: (samples: ValueSample[]) => void): void {
    this.onSamples = onSamples;
    this.device.then(
      (device) => device.start(),
      () => undefined,
    );
  }

  private signal(signalId: string): OpcuaSignal {
    const signal = this.signals.get(signalId);
    if (!signal) throw new Error(`no signal ${signalId} on this device`);
    return signal;
  }

  readSignal(signalId: string): Promise<ValueSample> {
    const signal = this.signal(signalId);
    return this.device.then((device) => device.read(signal));
  }

  write(signalId: string, value: MqttSignalValue): Promise<WriteRefusal | null> {
    const signal = this.signal(signalId);
    return this.device.then((device) => device.write(signal, value));
  }

  browse(nodeId: string): Promise<OpcuaOutcome<OpcuaBrowseResult>> {
    return this.device.then((device) => device.browse(nodeId));
  }

  classify(error: unknown): DeviceFailure {
    if (error instanceof DeviceFailureError) return error.failure;
    return { kind: 'code', code: errorFailureCode(error) };
  }

  health(): DriverHealth {
    return {
      connected: this.loaded?.connected ?? false,
      reads: this.samples,
      lastFailureCode: this.lastFailureCode,
    };
  }

  close(): void {
    this.closing = this.device.then(
      (device) => device.stop(),
      () => undefined,
    );
  }

  /** Settles once the session and connection are closed after `close`. */
  get closed(): Promise<void> {
    return this.closing;
  }
}

export function createOpcuaDriver(
  config: DeviceConfigOf<'opcua'>,
  context: DriverContext,
): SubscribedDriver {
  return new OpcuaDriver(config, context);
}

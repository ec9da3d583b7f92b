import type { DeviceConfigOf, MqttSignalValue, S7Signal, S7Type, ValueSample } from '@lf/protocol';
import { parseS7Address } from '@lf/protocol';
import {
  classifyDeviceError,
  deviceFailureCode,
  DeviceFailureError,
  failedSamples,
  type DeviceFailure,
} from '../../deviceFailure';
import type { DriverContext, DriverHealth, PolledDriver, ReadStep, WriteRefusal } from '../driver';
import { S7Connection } from './s7Connection';
import { encodeS7Write, s7Engineering, s7TypeOf } from './s7Values';

/** SPEC §8 code of an address the PLC does not have (a missing DB, an offset beyond it). */
export const S7_BAD_ADDRESS_CODE = 1721;

interface S7Point {
  signal: S7Signal;
  type: S7Type;
}

/** A step reads one memory area: a data block, the merkers, the inputs or the outputs. */
function areaKey(address: string): string {
  const parsed = parseS7Address(address);
  if (!parsed.ok) return 'invalid';
  const { area, dbNumber } = parsed.address;
  return area === 'DB' ? `DB${dbNumber}` : area;
}

/**
 * Siemens S7 over ISO-on-TCP (`nodes7`): polled, one read step per memory area, in which nodes7
 * packs neighbouring addresses into as few requests as the negotiated PDU allows. A value the
 * PLC refuses marks its own signal bad (1721) and leaves the others of the step good.
 */
export class S7Driver implements PolledDriver {
  readonly kind = 'polled';
  readonly plan: readonly ReadStep[];
  private readonly points: Map<string, S7Point>;
  private readonly connection: S7Connection;
  private reads = 0;
  private lastFailureCode: number | null = null;

  constructor(
    config: DeviceConfigOf<'s7'>,
    private readonly context: DriverContext,
  ) {
    this.points = new Map(config.signals.map((s) => [s.id, { signal: s, type: s7TypeOf(s) }]));
    this.connection = new S7Connection(config, context.logger);
    const steps = new Map<string, string[]>();
    for (const signal of config.signals) {
      const key = areaKey(signal.address);
      steps.set(key, [...(steps.get(key) ?? []), signal.id]);
    }
    this.plan = [...steps].map(([key, signalIds]) => ({ key, signalIds }));
  }

  private point(signalId: string): S7Point {
    const point = this.points.get(signalId);
    if (!point) throw new Error(`no signal ${signalId} on this device`);
    return point;
  }

  private async readPoints(points: readonly S7Point[], ts: number): Promise<ValueSample[]> {
    let values: Record<string, number | boolean | string>;
    try {
      values = await this.connection.read([...new Set(points.map((p) => p.signal.address))]);
    } catch (error) {
      this.lastFailureCode = deviceFailureCode(this.classify(error));
      throw error;
    }
    this.reads++;
    this.lastFailureCode = null;
    return points.map(({ signal, type }): ValueSample => {
      const raw = values[signal.address];
      if (raw === undefined || typeof raw === 'string') {
        this.lastFailureCode = S7_BAD_ADDRESS_CODE;
        return failedSamples([signal.id], S7_BAD_ADDRESS_CODE, ts)[0] as ValueSample;
      }
      return { signalId: signal.id, value: s7Engineering(signal, type, raw), ts, quality: 'good' };
    });
  }

  read(step: ReadStep, ts: number): Promise<ValueSample[]> {
    return this.readPoints(
      step.signalIds.map((id) => this.point(id)),
      ts,
    );
  }

  async readSignal(signalId: string): Promise<ValueSample> {
    const [sample] = await this.readPoints([this.point(signalId)], this.context.now());
    if (!sample) throw new Error(`no sample for signal ${signalId}`);
    return sample;
  }

  async write(signalId: string, value: MqttSignalValue): Promise<WriteRefusal | null> {
    const { signal, type } = this.point(signalId);
    const encoded = encodeS7Write(signal, type, value);
    if (!encoded.ok) return { code: encoded.code, detail: encoded.detail };
    const accepted = await this.connection.write(signal.address, encoded.raw);
    if (!accepted) {
      throw new DeviceFailureError(
        { kind: 'code', code: S7_BAD_ADDRESS_CODE },
        `the PLC refused the write to ${signal.address}`,
      );
    }
    return null;
  }

  /** nodes7 rejects connections with Node socket errors; the rest are the agent's own. */
  classify(error: unknown): DeviceFailure {
    if (error instanceof DeviceFailureError) return error.failure;
    const failure = classifyDeviceError(error);
    // nodes7 names its own connect timeout EUSERTIMEOUT: the PLC is not reachable.
    if (
      failure.kind === 'unknown' &&
      typeof error === 'object' &&
      error !== null &&
      (error as { code?: unknown }).code === 'EUSERTIMEOUT'
    ) {
      return { kind: 'offline' };
    }
    return failure;
  }

  health(): DriverHealth {
    return {
      connected: this.connection.connected,
      reads: this.reads,
      lastFailureCode: this.lastFailureCode,
    };
  }

  close(): void {
    this.connection.close();
  }
}

export function createS7Driver(config: DeviceConfigOf<'s7'>, context: DriverContext): PolledDriver {
  return new S7Driver(config, context);
}

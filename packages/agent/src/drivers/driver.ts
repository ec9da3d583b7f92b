import type { MqttSignalValue, OpcuaBrowseResult, ValueSample } from '@lf/protocol';
import type { DeviceFailure } from '../deviceFailure';
import type { Logger } from '../logger';
import type { AgentCertificate } from './opcua/agentCertificate';

/**
 * What the agent asks of a field-device driver, whatever the protocol. A driver serves one
 * configured device: it connects on demand (with backoff after failures), delivers values either
 * when polled through a read plan or by subscription, writes a signal, and says why a request
 * failed in protocol-neutral terms that map onto the SPEC §8 device codes (deviceFailure.ts).
 * The agent (devicePoller.ts) owns timers, reporting and the MQTT side; drivers own the wire.
 */

/** One request of a polled driver's read plan and the signals whose values it carries. */
export interface ReadStep {
  /** Stable name for logs and failure tracking, e.g. `holding:100`. */
  readonly key: string;
  readonly signalIds: readonly string[];
}

/** A write refused before reaching the device (read-only, data type, limits), SPEC §8 code. */
export interface WriteRefusal {
  code: number;
  detail: string;
}

export interface DriverHealth {
  /** Whether the connection to the device (or its line) is up now. */
  connected: boolean;
  /** Requests answered by the device since start. */
  reads: number;
  /** SPEC §8 code of the last failed request, null once one succeeds again. */
  lastFailureCode: number | null;
}

interface DriverBase {
  /** Reads one signal now (a `read` command); throws what the device or connection threw. */
  readSignal(signalId: string): Promise<ValueSample>;
  /**
   * Writes an engineering value to a signal: resolves null once the device confirmed it, a
   * refusal when the agent's own checks reject it; throws when the device or connection fails.
   */
  write(signalId: string, value: MqttSignalValue): Promise<WriteRefusal | null>;
  /** Why a request failed, from whatever this driver's library threw. */
  classify(error: unknown): DeviceFailure;
  health(): DriverHealth;
  /** Closes the connection for good (the device was removed or the agent stops). */
  close(): void;
  /** Lists the children of a node, for a device that describes itself (OPC UA). */
  browse?(nodeId: string): Promise<BrowseOutcome>;
}

/** A browse's nodes, or the SPEC §8 code of why it failed. */
export type BrowseOutcome =
  { ok: true; value: OpcuaBrowseResult } | { ok: false; code: number; detail: string };

/** A driver the agent polls on the device's interval, one request per read step. */
export interface PolledDriver extends DriverBase {
  readonly kind: 'polled';
  readonly plan: readonly ReadStep[];
  /** Values of a step's signals; throws when the request fails as a whole. */
  read(step: ReadStep, ts: number): Promise<ValueSample[]>;
}

/** A driver whose device pushes values (OPC UA monitored items, for one). */
export interface SubscribedDriver extends DriverBase {
  readonly kind: 'subscribed';
  /**
   * Starts delivering samples (good ones and bad ones with their codes, e.g. while the
   * connection is down) until `close`. `first` is set on the first delivery.
   */
  subscribe(onSamples: (samples: ValueSample[]) => void): void;
}

export type DeviceDriver = PolledDriver | SubscribedDriver;

export interface DriverContext {
  logger: Logger;
  now: () => number;
  /**
   * The agent's application instance certificate, created in its data folder on first use
   * (drivers/opcua/agentCertificate.ts); drivers with secure channels present it.
   */
  certificate: () => Promise<AgentCertificate>;
}

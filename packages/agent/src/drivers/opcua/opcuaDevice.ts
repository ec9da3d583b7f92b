import type {
  MqttSignalValue,
  OpcuaBrowseResult,
  OpcuaSettings,
  OpcuaSignal,
  ValueSample,
} from '@lf/protocol';
import {
  AttributeIds,
  DataType,
  MessageSecurityMode,
  OPCUAClient,
  SecurityPolicy,
  UserTokenType,
  type ClientSession,
  type ClientSubscription,
  type DataValue,
  type UserIdentityInfo,
} from 'node-opcua-client';
import { DeviceFailureError } from '../../deviceFailure';
import type { Logger } from '../../logger';
import type { WriteRefusal } from '../driver';
import type { AgentCertificate } from './agentCertificate';
import { browseChildren } from './opcuaBrowse';
import { errorFailureCode, OPCUA_OFFLINE_CODE, statusFailureCode } from './opcuaStatus';
import { subscribeSignals } from './opcuaSubscription';
import { decodeVariant, encodeVariant } from './opcuaValues';

const MIN_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export interface OpcuaDeviceDeps {
  logger: Logger;
  /** The agent's certificate (created on first use, then read from its data folder). */
  certificate: () => Promise<AgentCertificate>;
  /** Receives samples as the server reports changes, and bad ones while it cannot be reached. */
  onSamples: (samples: ValueSample[]) => void;
  now: () => number;
}

export type OpcuaOutcome<T> = { ok: true; value: T } | { ok: false; code: number; detail: string };

/**
 * One OPC UA server as a device of the agent (node-opcua client). Keeps a session open (the
 * first connection retried with backoff by this class, later losses repaired by node-opcua,
 * which re-creates the session and its subscription), and reads values by subscription: the
 * server samples each node at its interval and sends only changes beyond the deadband.
 */
export class OpcuaDevice {
  private client: OPCUAClient | null = null;
  private session: ClientSession | null = null;
  private subscription: ClientSubscription | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private lastFailure = '';
  /** Changes received and not yet handed over (see `queue`). */
  private readonly pending: ValueSample[] = [];
  /** Browses waiting for the first session. */
  private readonly sessionWaiters: (() => void)[] = [];
  /** The node's built-in type, read once per node for writes. */
  private readonly dataTypes = new Map<string, DataType>();
  private readonly signals: Map<string, OpcuaSignal>;

  constructor(
    readonly id: string,
    private readonly connection: OpcuaSettings,
    signals: readonly OpcuaSignal[],
    private readonly deps: OpcuaDeviceDeps,
  ) {
    this.signals = new Map(signals.map((s) => [s.id, s]));
  }

  get connected(): boolean {
    return this.session !== null;
  }

  start(): void {
    void this.connect(MIN_RETRY_MS);
  }

  /** A mode other than None needs a policy: Basic256Sha256 when the settings leave it at None. */
  private securityPolicy(): SecurityPolicy {
    const { securityMode, securityPolicy } = this.connection;
    if (securityMode === 'None') return SecurityPolicy.None;
    return securityPolicy === 'None'
      ? SecurityPolicy.Basic256Sha256
      : SecurityPolicy[securityPolicy];
  }

  private async connect(retryMs: number): Promise<void> {
    if (this.stopped) return;
    let certificate: AgentCertificate;
    try {
      certificate = await this.deps.certificate();
    } catch (error) {
      this.deps.logger.error('opcua: no agent certificate', {
        device: this.id,
        error: String(error),
      });
      this.reportAllBad(OPCUA_OFFLINE_CODE);
      return;
    }
    if (this.stopped) return;
    const client = OPCUAClient.create({
      applicationName: certificate.applicationName,
      applicationUri: certificate.applicationUri,
      clientCertificateManager: certificate.manager,
      certificateFile: certificate.certificateFile,
      privateKeyFile: certificate.privateKeyFile,
      securityMode: MessageSecurityMode[this.connection.securityMode],
      securityPolicy: this.securityPolicy(),
      endpointMustExist: false,
      keepSessionAlive: true,
      requestedSessionTimeout: 60_000,
      defaultTransactionTimeout: this.connection.timeoutMs,
      transportTimeout: this.connection.timeoutMs,
      // One retry inside connect(); this class backs off between attempts. Once connected,
      // node-opcua repairs a lost connection by itself, retrying without limit.
      connectionStrategy: { maxRetry: 1, initialDelay: MIN_RETRY_MS, maxDelay: MAX_RETRY_MS },
    });
    this.client = client;
    try {
      await client.connect(this.connection.endpointUrl);
      const session = await client.createSession(this.identity());
      if (this.stopped) {
        await client.disconnect();
        return;
      }
      this.watch(client, session);
      this.session = session;
      for (const wake of this.sessionWaiters.splice(0)) wake();
      this.lastFailure = '';
      this.deps.logger.info('opcua session open', {
        device: this.id,
        endpoint: this.connection.endpointUrl,
        security: this.connection.securityMode,
      });
      await this.subscribe(session);
    } catch (error) {
      this.session = null;
      this.subscription = null;
      await client.disconnect().catch(() => undefined);
      if (this.stopped) return;
      // Whatever kept the session from opening (refused login, untrusted certificate, no
      // route), no value can be read: the device is offline; the log says why.
      const code = OPCUA_OFFLINE_CODE;
      const detail = error instanceof Error ? error.message : String(error);
      if (detail !== this.lastFailure) {
        this.lastFailure = detail;
        this.deps.logger.warn('opcua connection failed', { device: this.id, code, error: detail });
      }
      this.reportAllBad(code);
      this.retryTimer = setTimeout(
        () => void this.connect(Math.min(MAX_RETRY_MS, retryMs * 2)),
        retryMs,
      );
    }
  }

  private identity(): UserIdentityInfo {
    const { username, password } = this.connection;
    return !username
      ? { type: UserTokenType.Anonymous }
      : { type: UserTokenType.UserName, userName: username, password: password ?? '' };
  }

  /** Values go bad while the connection is down, and are read afresh once it is repaired. */
  private watch(client: OPCUAClient, session: ClientSession): void {
    client.on('connection_lost', () => {
      if (this.stopped) return;
      this.deps.logger.warn('opcua connection lost', { device: this.id });
      this.reportAllBad(OPCUA_OFFLINE_CODE);
    });
    session.on('session_restored', () => {
      if (this.stopped) return;
      this.deps.logger.info('opcua session restored', { device: this.id });
      void this.refresh();
    });
  }

  /** Reads every signal once and reports the values (after a repaired connection). */
  private async refresh(): Promise<void> {
    const samples = await Promise.all([...this.signals.values()].map((s) => this.readSample(s)));
    if (!this.stopped) this.deps.onSamples(samples);
  }

  /**
   * node-opcua reports each monitored item's change on its own; the changes of one publish
   * response go to the agent as one batch (the first batch carries every initial value, which
   * the agent sends at once rather than at its next report).
   */
  private queue(sample: ValueSample): void {
    this.pending.push(sample);
    if (this.pending.length > 1) return;
    setImmediate(() => {
      const batch = this.pending.splice(0);
      if (!this.stopped && batch.length > 0) this.deps.onSamples(batch);
    });
  }

  private reportAllBad(code: number): void {
    const ts = this.deps.now();
    const samples: ValueSample[] = [...this.signals.values()].map((s) => ({
      signalId: s.id,
      value: null,
      ts,
      quality: 'bad',
      code,
    }));
    if (samples.length > 0) this.deps.onSamples(samples);
  }

  private sampleOf(signal: OpcuaSignal, dataValue: DataValue): ValueSample {
    const ts = this.deps.now();
    if (!dataValue.statusCode.isGood()) {
      return {
        signalId: signal.id,
        value: null,
        ts,
        quality: 'bad',
        code: statusFailureCode(dataValue.statusCode),
      };
    }
    const decoded = decodeVariant(dataValue.value, signal);
    return decoded.ok
      ? { signalId: signal.id, value: decoded.value, ts, quality: 'good' }
      : { signalId: signal.id, value: null, ts, quality: 'bad', code: decoded.code };
  }

  private async subscribe(session: ClientSession): Promise<void> {
    if (this.signals.size === 0) return;
    const { subscription, refused } = await subscribeSignals(
      session,
      this.connection,
      this.signals.values(),
      (signal, dataValue) => {
        if (!this.stopped) this.queue(this.sampleOf(signal, dataValue));
      },
      this.deps.now,
    );
    this.subscription = subscription;
    if (refused.length > 0) {
      this.deps.logger.warn('opcua monitored items refused', {
        device: this.id,
        signals: refused.map((s) => s.signalId),
      });
      this.deps.onSamples(refused);
    }
  }

  private requireSession(): ClientSession {
    if (!this.session || this.client?.isReconnecting !== false) {
      throw new Error('BadNotConnected: no session with the OPC UA server');
    }
    return this.session;
  }

  private async readSample(signal: OpcuaSignal): Promise<ValueSample> {
    try {
      const dataValue = await this.requireSession().read({
        nodeId: signal.nodeId,
        attributeId: AttributeIds.Value,
      });
      return this.sampleOf(signal, dataValue);
    } catch (error) {
      return {
        signalId: signal.id,
        value: null,
        ts: this.deps.now(),
        quality: 'bad',
        code: errorFailureCode(error),
      };
    }
  }

  /** Reads a signal now (the `read` command), bypassing the subscription. */
  read(signal: OpcuaSignal): Promise<ValueSample> {
    return this.readSample(signal);
  }

  /** The node's built-in type: its current value's, or its DataType attribute's. */
  private async dataTypeOf(session: ClientSession, nodeId: string): Promise<DataType> {
    const known = this.dataTypes.get(nodeId);
    if (known !== undefined) return known;
    const [value, dataType] = await session.read([
      { nodeId, attributeId: AttributeIds.Value },
      { nodeId, attributeId: AttributeIds.DataType },
    ]);
    let type = value?.statusCode.isGood() ? value.value.dataType : DataType.Null;
    if (type === DataType.Null && dataType?.statusCode.isGood()) {
      const typeId = dataType.value.value as { namespace: number; value: unknown };
      if (typeId.namespace === 0 && typeof typeId.value === 'number' && typeId.value <= 25)
        type = typeId.value as DataType;
    }
    if (type !== DataType.Null) this.dataTypes.set(nodeId, type);
    return type;
  }

  /**
   * Writes an engineering value with the node's data type: null once the server took it, a
   * refusal when the value does not fit the signal or the node's type; throws a
   * DeviceFailureError with the SPEC §8 code of a status the server answered, or what the
   * connection threw.
   */
  async write(signal: OpcuaSignal, value: MqttSignalValue): Promise<WriteRefusal | null> {
    const session = this.requireSession();
    const encoded = encodeVariant(value, await this.dataTypeOf(session, signal.nodeId), signal);
    if (!encoded.ok) return { code: encoded.code, detail: encoded.detail };
    const status = await session.write({
      nodeId: signal.nodeId,
      attributeId: AttributeIds.Value,
      value: { value: encoded.variant },
    });
    if (!status.isGood()) {
      throw new DeviceFailureError({ kind: 'code', code: statusFailureCode(status) }, status.name);
    }
    return null;
  }

  /** Resolves once a session is open, or after the connection's timeout, whichever is first. */
  private async sessionWithin(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (!this.session && !this.stopped && Date.now() < until) {
      await new Promise<void>((resolve) => {
        this.sessionWaiters.push(resolve);
        setTimeout(resolve, Math.max(0, until - Date.now()));
      });
    }
  }

  /**
   * Lists the children of a node (browse call of the admin's signal tab). A device configured a
   * moment ago gets the connection's timeout to open its session first.
   */
  async browse(nodeId: string): Promise<OpcuaOutcome<OpcuaBrowseResult>> {
    try {
      await this.sessionWithin(this.connection.timeoutMs);
      return { ok: true, value: await browseChildren(this.requireSession(), nodeId) };
    } catch (error) {
      return {
        ok: false,
        code: errorFailureCode(error),
        detail: error instanceof Error ? error.message : String(error),
      };
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.session = null;
    if (!client) return;
    // While node-opcua repairs a lost connection a request would wait for it: only a live
    // session deletes its subscription; the server drops it with the session otherwise.
    if (!client.isReconnecting) await this.subscription?.terminate().catch(() => undefined);
    this.subscription = null;
    await client.disconnect().catch(() => undefined);
  }
}

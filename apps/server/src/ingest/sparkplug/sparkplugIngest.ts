import {
  COMMAND_CODES,
  deviceErrorText,
  parseSparkplugTopic,
  sparkplugTopic,
  type DownCommandInput,
  type SparkplugNode,
  type SparkplugTopic,
  type ValueSample,
} from '@lf/protocol';
import type { AppContext } from '../../context';
import type { AlarmEngine } from '../../alarms/alarmEngine';
import type { CommandService } from '../commandService';
import { applyGatewayStatus } from '../gatewayPresence';
import type { Taken } from '../mqttLink';
import type { MqttRefusals } from '../mqttRefusals';
import type { Roles } from '../serverLinks';
import { applyBirth, loadMetricIndex, type MetricIndex } from './sparkplugBirth';
import { decodeSparkplug, encodeRebirth, encodeWrite, type DecodedPayload } from './sparkplugCodec';
import { SparkplugNodes } from './sparkplugNodes';

const NOTHING_TO_STORE: Taken = { stored: Promise.resolve() };
const SEQ_MODULUS = 256;
/** A rebirth asked for and not answered is asked for again after this long. */
const REBIRTH_RETRY_MS = 30_000;

export interface SparkplugIngestDeps {
  ctx: AppContext;
  alarms: AlarmEngine;
  refusals: MqttRefusals;
  commands: CommandService;
  /** The same value path as a gateway's batches (history exactly once, alarms, live push). */
  ingestSamples: (gatewayId: string, samples: ValueSample[], roles: Roles) => Promise<Taken>;
  /** A birth changed the gateway's signals: the value path reads them again. */
  signalsChanged: (gatewayId: string) => void;
  /** Publishes an NCMD/DCMD through the server's link. */
  send: (topic: string, payload: Buffer) => Promise<void>;
  /** The latest value of a signal in the live cache (answers a read). */
  latest: (signalId: string) => ValueSample | undefined;
}

/** The session of an edge node as the storing instance follows it (from its NBIRTH on). */
interface NodeSession {
  lastSeq: number;
  bdSeq: number | undefined;
}

/**
 * Sparkplug B messages from the server's link, fed into the gateways' value path: births make
 * or update the equipment's signals, data becomes samples of those signals, deaths take the
 * node offline (NDEATH) or mark a device's values bad (DDEATH), a break in the sequence numbers
 * (or data before a birth) asks the node for a rebirth, and writes to a Sparkplug signal go out
 * as NCMD/DCMD. The edge node id is the gateway id; a message whose group is not the one the
 * gateway is bound to is refused, whatever the broker let through.
 */
export class SparkplugIngest {
  readonly nodes: SparkplugNodes;
  private readonly sessions = new Map<string, NodeSession>();
  private readonly rebirthAskedAt = new Map<string, number>();
  private readonly indexes = new Map<string, Promise<MetricIndex | undefined>>();
  /** Rebirth requests sent (read by tests and the logs). */
  rebirthRequests = 0;
  /**
   * Whether this instance sees all of a node's messages and so can judge its sequence numbers.
   * Not behind a shared subscription, which deals each message to one instance of several:
   * every instance would see gaps and ask for rebirths without end.
   */
  followsSequence = true;

  constructor(private readonly deps: SparkplugIngestDeps) {
    this.nodes = new SparkplugNodes(deps.ctx.db);
  }

  async take(topic: string, payload: Buffer, roles: Roles): Promise<Taken> {
    const parsed = parseSparkplugTopic(topic);
    if (!parsed || parsed.type === 'NCMD' || parsed.type === 'DCMD') return NOTHING_TO_STORE;
    const gatewayId = parsed.edgeNodeId;
    const node = await this.nodes.of(gatewayId);
    if (!node || node.groupId !== parsed.groupId) {
      if (roles.store) this.deps.refusals.count(gatewayId, 'foreignPublish', topic);
      return NOTHING_TO_STORE;
    }
    let decoded: DecodedPayload;
    try {
      decoded = decodeSparkplug(payload);
    } catch (error) {
      if (roles.store) this.deps.refusals.count(gatewayId, 'badShape', String(error));
      return NOTHING_TO_STORE;
    }
    if (!roles.store) return this.ingest(parsed, decoded, roles);
    switch (parsed.type) {
      case 'NBIRTH':
        return this.onNodeBirth(parsed, decoded, roles);
      case 'NDEATH':
        await this.onNodeDeath(parsed, decoded);
        return NOTHING_TO_STORE;
      default:
        this.followSeq(parsed, decoded.seq);
        if (parsed.type === 'DBIRTH') await this.birth(parsed, decoded);
        if (parsed.type === 'DDEATH') return this.onDeviceDeath(parsed, decoded, roles);
        return this.ingest(parsed, decoded, roles);
    }
  }

  /**
   * A write or read for a Sparkplug signal: a write goes out as the metric's NCMD/DCMD, typed
   * as its birth declared it, and settles once sent (Sparkplug has no reply; the new value comes
   * back as data); a read answers the latest value. False when the gateway is not an edge node or
   * the signal is not one of its metrics.
   */
  async command(gatewayId: string, command: DownCommandInput): Promise<boolean> {
    if (command.type !== 'write' && command.type !== 'read') return false;
    const node = await this.nodes.of(gatewayId);
    if (!node) return false;
    const { uuid, signalId } = command;
    // A signal that no birth declared (equipment bound by hand) keeps the agent's command.
    const target = await this.nodes.metricOf(gatewayId, signalId);
    if (!target) return false;
    if (command.type === 'read') {
      const latest = this.deps.latest(signalId);
      await this.settle(
        gatewayId,
        uuid,
        latest ? COMMAND_CODES.success : COMMAND_CODES.timeout,
        latest,
      );
      return true;
    }
    const topic = sparkplugTopic(
      node,
      target.deviceId === '' ? 'NCMD' : 'DCMD',
      target.deviceId || undefined,
    );
    await this.deps.send(topic, encodeWrite(target.metric, target.type, command.value, Date.now()));
    await this.settle(gatewayId, uuid, COMMAND_CODES.success, null);
    return true;
  }

  private settle(
    gatewayId: string,
    uuid: string,
    code: number,
    data: ValueSample | undefined | null,
  ) {
    const success = code === COMMAND_CODES.success;
    return this.deps.commands.settleFromReply(gatewayId, {
      uuid,
      status: success ? 'success' : 'failure',
      code,
      // As an agent's reply: no text on success, the device code's catalogue text otherwise.
      message: success ? '' : deviceErrorText(code, 'zh-CN'),
      data: data ?? null,
    });
  }

  private async onNodeBirth(
    topic: SparkplugTopic,
    decoded: DecodedPayload,
    roles: Roles,
  ): Promise<Taken> {
    const gatewayId = topic.edgeNodeId;
    this.sessions.set(gatewayId, { lastSeq: decoded.seq ?? 0, bdSeq: decoded.bdSeq });
    this.rebirthAskedAt.delete(gatewayId);
    await applyGatewayStatus(this.deps.ctx, this.deps.alarms, gatewayId, {
      online: true,
      ts: Date.now(),
    });
    await this.birth(topic, decoded);
    return this.ingest(topic, decoded, roles);
  }

  private async onNodeDeath(topic: SparkplugTopic, decoded: DecodedPayload): Promise<void> {
    const gatewayId = topic.edgeNodeId;
    const session = this.sessions.get(gatewayId);
    // A will left by an earlier session (its bdSeq is not the current birth's) is stale.
    if (
      session?.bdSeq !== undefined &&
      decoded.bdSeq !== undefined &&
      session.bdSeq !== decoded.bdSeq
    ) {
      return;
    }
    this.sessions.delete(gatewayId);
    await applyGatewayStatus(this.deps.ctx, this.deps.alarms, gatewayId, {
      online: false,
      ts: Date.now(),
    });
  }

  /** A device's death: each of its signals gets a bad sample (values stale from then on). */
  private async onDeviceDeath(
    topic: SparkplugTopic,
    decoded: DecodedPayload,
    roles: Roles,
  ): Promise<Taken> {
    const index = await this.index(topic.edgeNodeId, topic.deviceId ?? '');
    if (!index) return NOTHING_TO_STORE;
    const ts = decoded.ts ?? Date.now();
    const samples: ValueSample[] = [...index.byName.values()].map((entry) => ({
      signalId: entry.signalId,
      value: null,
      ts,
      quality: 'bad',
      code: COMMAND_CODES.deviceOffline,
    }));
    return this.deps.ingestSamples(topic.edgeNodeId, samples, roles);
  }

  private async birth(topic: SparkplugTopic, decoded: DecodedPayload): Promise<void> {
    const key = indexKey(topic.edgeNodeId, topic.deviceId ?? '');
    const index = applyBirth(
      this.deps.ctx.db,
      topic.edgeNodeId,
      topic.deviceId ?? '',
      decoded.metrics,
    );
    this.indexes.set(key, index);
    index.catch(() => this.indexes.delete(key));
    await index;
    this.deps.signalsChanged(topic.edgeNodeId);
  }

  /**
   * Checks an edge node's sequence number (0–255, one more for every message after NBIRTH): the
   * same number again is a redelivery (its samples are stored once anyway); a jump, or data
   * from a node whose birth this server has not seen, asks the node for a rebirth.
   */
  private followSeq(topic: SparkplugTopic, seq: number | undefined): void {
    if (!this.followsSequence) return;
    const session = this.sessions.get(topic.edgeNodeId);
    if (session && seq !== undefined) {
      if (seq === session.lastSeq) return;
      const expected = (session.lastSeq + 1) % SEQ_MODULUS;
      session.lastSeq = seq;
      if (seq === expected) return;
    } else if (session) {
      return;
    }
    this.askRebirth(topic);
  }

  private askRebirth(node: SparkplugNode): void {
    const gatewayId = node.edgeNodeId;
    const asked = this.rebirthAskedAt.get(gatewayId);
    if (asked !== undefined && Date.now() - asked < REBIRTH_RETRY_MS) return;
    this.rebirthAskedAt.set(gatewayId, Date.now());
    this.rebirthRequests += 1;
    // Not awaited: this runs while the link holds its next packet back, the PUBACK of this
    // very publish among them.
    this.deps
      .send(sparkplugTopic(node, 'NCMD'), encodeRebirth(Date.now()))
      .catch((error: unknown) =>
        this.deps.ctx.log.warn({ err: error, gatewayId }, 'sparkplug: rebirth request not sent'),
      );
  }

  /** The message's metrics as samples of their signals, through the gateways' value path. */
  private async ingest(
    topic: SparkplugTopic,
    decoded: DecodedPayload,
    roles: Roles,
  ): Promise<Taken> {
    const gatewayId = topic.edgeNodeId;
    const deviceId = topic.deviceId ?? '';
    let index = await this.index(gatewayId, deviceId);
    const resolve = (metric: DecodedPayload['metrics'][number]) =>
      (metric.name !== undefined ? index?.byName.get(metric.name) : undefined) ??
      (metric.alias !== undefined ? index?.byAlias.get(metric.alias) : undefined);
    // Another instance may have taken the birth: read the index again once before giving up.
    if (decoded.metrics.some((metric) => !resolve(metric))) {
      this.indexes.delete(indexKey(gatewayId, deviceId));
      index = await this.index(gatewayId, deviceId);
    }
    const fallback = decoded.ts ?? Date.now();
    const samples: ValueSample[] = [];
    for (const metric of decoded.metrics) {
      const entry = resolve(metric);
      if (!entry) continue;
      samples.push(
        metric.value === null
          ? { signalId: entry.signalId, value: null, ts: metric.ts ?? fallback, quality: 'bad' }
          : {
              signalId: entry.signalId,
              value: metric.value,
              ts: metric.ts ?? fallback,
              quality: 'good',
            },
      );
    }
    return samples.length > 0
      ? this.deps.ingestSamples(gatewayId, samples, roles)
      : NOTHING_TO_STORE;
  }

  private index(gatewayId: string, deviceId: string): Promise<MetricIndex | undefined> {
    const key = indexKey(gatewayId, deviceId);
    let index = this.indexes.get(key);
    if (!index) {
      index = loadMetricIndex(this.deps.ctx.db, gatewayId, deviceId);
      this.indexes.set(key, index);
      index.catch(() => this.indexes.delete(key));
    }
    return index;
  }

  /** After an administrator changed a gateway's binding (or deleted it). */
  forget(gatewayId: string): void {
    this.nodes.forget(gatewayId);
    this.sessions.delete(gatewayId);
    for (const key of this.indexes.keys())
      if (key.startsWith(`${gatewayId}\u0000`)) this.indexes.delete(key);
  }
}

const indexKey = (gatewayId: string, deviceId: string) => `${gatewayId}\u0000${deviceId}`;

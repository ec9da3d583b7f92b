import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { MqttClient } from 'mqtt';
import {
  clusterEventsTopic,
  MQTT_QOS,
  MQTT_TOPIC_PREFIX,
  mqttTopics,
  parseMqttPayload,
  parseMqttTopic,
  replyPayload,
  SERVER_SUBSCRIPTIONS,
  sharedSubscription,
  statusPayload,
  valuesPayload,
  type DownCommandInput,
  type LiveSignalValue,
  type ValueSample,
} from '@lf/protocol';
import { verifyPassword } from '../account/passwords';
import { AlarmEngine } from '../alarms/alarmEngine';
import { endExpiredShelves } from '../alarms/management/actions';
import { startEmbeddedBroker, type EmbeddedBroker } from '../broker/embeddedBroker';
import { CommandService } from '../commands/commandService';
import type { AppContext } from '../context';
import { ClusterRelay } from '../realtime/clusterRelay';
import { RealtimeHub } from '../realtime/hub';
import { closeEndedSessions } from '../realtime/sessionWatch';
import { closeLapsedShares } from '../realtime/shareWatch';
import { applyGatewayStatus } from './gatewayPresence';
import { HistoryWriter, type HistoryRow } from './historyWriter';
import { LiveCache } from './liveCache';
import { connectMqttLink } from './mqttLink';
import { SignalDirectory, type SignalMeta } from './signalDirectory';

export interface LiveStartOptions {
  /** External broker; when absent the embedded broker is started. */
  mqttUrl?: string | undefined;
  mqttPort: number;
  mqttPortExplicit: boolean;
  /** Where the embedded broker listens (loopback when not given). */
  mqttHost?: string;
  /** Shared-subscription group of the instances of one deployment (external broker only). */
  shareGroup?: string;
  /** Periods of the background work; tests shorten them. */
  timing?: Partial<typeof DEFAULT_TIMING>;
}

/**
 * What a link's messages are used for. `store`: history, gateway presence, command replies —
 * once per message across all instances. `live`: live cache, sockets, alarm evaluation — in
 * every instance, for the sockets it holds.
 */
interface Roles {
  store: boolean;
  live: boolean;
}
const BOTH: Roles = { store: true, live: true };

/** Shared-subscription group of the server instances behind an external broker. */
const DEFAULT_SHARE_GROUP = 'lfscada';

const DEFAULT_TIMING = {
  /** Expired commands are settled as 1301. */
  sweepMs: 5000,
  /** Sockets whose session ended (logout, expiry) are closed. */
  sessionCheckMs: 5000,
  /** The idle text of SPEC §7. */
  idleMs: 60_000,
  /** Shelves that ran out end (and their alarms show again) within this time. */
  shelfMs: 1000,
};

/**
 * The server side of the live data plane: the MQTT link (and the embedded broker), ingest of
 * values, statuses and replies, the live cache, history batching, alarms, commands and the
 * socket hub. Routes use it before it is started (commands then find every device offline).
 */
export class LivePlane {
  readonly hub = new RealtimeHub();
  readonly cache = new LiveCache();
  readonly directory: SignalDirectory;
  readonly history: HistoryWriter;
  readonly alarms: AlarmEngine;
  readonly commands: CommandService;
  broker: EmbeddedBroker | undefined;
  brokerUrl: string | undefined;
  private links: MqttClient[] = [];
  private readonly internal = {
    username: '$lfscada-server',
    password: randomBytes(24).toString('base64url'),
  };
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly attached: { stop(): Promise<void> }[] = [];
  private readonly unknownWarned = new Set<string>();
  private relay: ClusterRelay | undefined;
  droppedPayloads = 0;

  constructor(private readonly ctx: AppContext) {
    this.directory = new SignalDirectory(ctx.db);
    this.history = new HistoryWriter(ctx.db, ctx.log);
    this.alarms = new AlarmEngine(ctx.db, this.hub, ctx.log);
    this.commands = new CommandService(
      ctx.db,
      (id, command) => this.publish(id, command),
      ctx.now,
      ctx.log,
    );
  }

  get connected(): boolean {
    return this.links.length > 0 && this.links.every((link) => link.connected);
  }

  /** Internal credentials of the embedded broker (in-process gateways of the demo do not use them). */
  async start(options: LiveStartOptions): Promise<void> {
    await this.alarms.load();
    let url = options.mqttUrl;
    if (!url) {
      // Every device lost its connection with the previous process: none is online until it says so.
      await this.ctx.db
        .updateTable('gateway')
        .set({ online: false })
        .where('online', '=', true)
        .execute();
      this.broker = await startEmbeddedBroker({
        port: options.mqttPort,
        portExplicit: options.mqttPortExplicit,
        host: options.mqttHost ?? '127.0.0.1',
        internal: this.internal,
        verifyDevice: (id, password) => this.verifyDevice(id, password),
        log: this.ctx.log,
      });
      url = this.broker.url;
      this.ctx.log.info(`mqtt: embedded broker on port ${this.broker.port}`);
    }
    this.brokerUrl = url;
    const clientId = () => `lfscada-server-${randomBytes(4).toString('hex')}`;
    if (options.mqttUrl === undefined) {
      // One process, one broker: a single link does everything.
      this.links.push(
        await connectMqttLink({
          url,
          clientId: clientId(),
          ...this.internal,
          filters: [...SERVER_SUBSCRIPTIONS],
          log: this.ctx.log,
          onMessage: (topic, payload) => this.onMessage(topic, payload, BOTH),
          admit: () => this.history.room(),
        }),
      );
    } else {
      // Several instances may share the broker: each stored message goes to one of them
      // (shared subscription), while every instance sees every value for its own sockets.
      const shareGroup = options.shareGroup ?? DEFAULT_SHARE_GROUP;
      this.links.push(
        await connectMqttLink({
          url,
          clientId: clientId(),
          filters: SERVER_SUBSCRIPTIONS.map((filter) => sharedSubscription(shareGroup, filter)),
          log: this.ctx.log,
          onMessage: (topic, payload) =>
            this.onMessage(topic, payload, { store: true, live: false }),
          admit: () => this.history.room(),
        }),
      );
      // Every instance sees every value, and hears the pushes only another instance sees.
      const eventsTopic = clusterEventsTopic(shareGroup);
      const everyInstance = await connectMqttLink({
        url,
        clientId: clientId(),
        filters: [`${MQTT_TOPIC_PREFIX}/+/up/values`, eventsTopic],
        log: this.ctx.log,
        onMessage: (topic, payload) =>
          topic === eventsTopic
            ? this.relay?.receive(payload.toString('utf8'), this.hub)
            : this.onMessage(topic, payload, { store: false, live: true }),
      });
      this.links.push(everyInstance);
      this.relay = new ClusterRelay(async (payload) => {
        await everyInstance.publishAsync(eventsTopic, payload, { qos: MQTT_QOS });
      }, this.ctx.log);
      this.hub.relayTo(this.relay);
    }
    const timing = { ...DEFAULT_TIMING, ...options.timing };
    this.every(timing.sweepMs, () => this.commands.sweep());
    this.every(timing.shelfMs, async () => {
      await endExpiredShelves(this.ctx.db, this.hub, this.ctx.now());
    });
    this.every(timing.sessionCheckMs, async () => {
      await closeEndedSessions(this.ctx, this.hub);
      await closeLapsedShares(this.ctx, this.hub);
    });
    this.every(timing.idleMs, async () => this.hub.sendIdle());
  }

  /** Something that runs with the plane (the demo's agents) and stops before it. */
  attach(handle: { stop(): Promise<void> }): void {
    this.attached.push(handle);
  }

  async stop(): Promise<void> {
    for (const handle of this.attached) await handle.stop();
    for (const timer of this.timers) clearInterval(timer);
    this.hub.close();
    this.alarms.stop();
    await Promise.all(this.links.map((link) => link.endAsync()));
    await this.history.flush();
    await this.alarms.settled();
    await this.broker?.close();
  }

  /**
   * Judges a signal's latest value against its rules as they now stand, after a rule change
   * (whose open records `AlarmEngine.reviewSignalRules` already judged): a new or edited rule
   * that the value already trips raises at the change, not at the next reading.
   */
  async judgeLatestValue(
    gatewayId: string | null,
    latest: LiveSignalValue | undefined,
    at: Date,
  ): Promise<void> {
    if (!gatewayId || !latest) return;
    const meta = (await this.directory.forGateway(gatewayId)).get(latest.signalId);
    if (!meta || meta.rules.length === 0) return;
    this.alarms.onValue(meta, { ...latest, ts: at.getTime() });
    await this.alarms.settled();
  }

  /** Current values of signals: from the cache, else the latest stored sample. */
  async currentValues(
    signals: { signalId: string; equipId: string }[],
  ): Promise<LiveSignalValue[]> {
    const missing = signals.filter((s) => !this.cache.has(s.signalId));
    if (missing.length > 0) {
      // The newest row of each signal, read from the end of its primary-key range.
      const { rows } = await sql<{
        signal_id: number;
        ts: Date;
        value: number | null;
        bad: boolean;
      }>`
        select s.id as signal_id, v.ts, v.value, v.bad
        from unnest(${missing.map((m) => Number(m.signalId))}::integer[]) as s(id)
        cross join lateral (
          select ts, value, bad from signal_value
          where signal_id = s.id order by ts desc limit 1
        ) as v`.execute(this.ctx.db);
      const equipOf = new Map(missing.map((s) => [s.signalId, s.equipId]));
      for (const row of rows) {
        const signalId = String(row.signal_id);
        this.cache.apply({
          signalId,
          equipId: equipOf.get(signalId) ?? '',
          value: row.value,
          ts: new Date(row.ts).getTime(),
          quality: row.bad ? 'bad' : 'good',
        });
      }
    }
    return signals.flatMap((s) => {
      const value = this.cache.get(s.signalId);
      return value ? [value] : [];
    });
  }

  async publish(gatewayId: string, command: DownCommandInput): Promise<void> {
    const link = this.links[0];
    if (!link?.connected) throw new Error('mqtt link is down');
    await link.publishAsync(mqttTopics.cmd(gatewayId), JSON.stringify(command), {
      qos: MQTT_QOS,
    });
  }

  onMessage(topic: string, payload: Buffer, roles: Roles): void {
    const parsed = parseMqttTopic(topic);
    if (!parsed || parsed.direction !== 'up') return;
    if (parsed.channel !== 'values' && !roles.store) return;
    const text = payload.toString('utf8');
    const work =
      parsed.channel === 'values'
        ? this.onValues(parsed.id, text, roles)
        : parsed.channel === 'status'
          ? this.onStatus(parsed.id, text)
          : this.onReply(parsed.id, text);
    work.catch((error: unknown) =>
      this.ctx.log.error({ err: error, topic }, 'ingest: handling failed'),
    );
  }

  private drop(topic: string, error: string): void {
    this.droppedPayloads += 1;
    this.ctx.log.warn({ topic, error }, 'ingest: payload dropped');
  }

  private async onValues(gatewayId: string, text: string, roles: Roles): Promise<void> {
    const payload = parseMqttPayload(valuesPayload, text);
    if (!payload.ok) return this.drop(mqttTopics.values(gatewayId), payload.error);
    await this.ingestSamples(gatewayId, payload.value.values, roles);
  }

  async ingestSamples(
    gatewayId: string,
    samples: ValueSample[],
    roles: Roles = BOTH,
  ): Promise<void> {
    const signals = await this.directory.forGateway(gatewayId);
    const rows: HistoryRow[] = [];
    for (const sample of samples) {
      const meta = signals.get(sample.signalId);
      if (!meta) {
        this.warnUnknown(gatewayId, sample.signalId);
        continue;
      }
      const value = toLive(meta, sample);
      if (roles.store) {
        rows.push({
          signalId: Number(meta.signalId),
          ts: sample.ts,
          value: typeof value.value === 'boolean' ? Number(value.value) : value.value,
          bad: value.quality === 'bad',
        });
      }
      if (roles.live && this.cache.apply(value)) {
        this.hub.publishValue(value);
        if (meta.rules.length > 0) this.alarms.onValue(meta, value);
      }
    }
    if (rows.length > 0) this.history.add(gatewayId, rows);
  }

  private warnUnknown(gatewayId: string, signalId: string): void {
    const key = `${gatewayId}/${signalId}`;
    if (this.unknownWarned.has(key)) return;
    this.unknownWarned.add(key);
    this.ctx.log.warn(
      { gatewayId, signalId },
      'ingest: sample for a signal the gateway does not own',
    );
  }

  private async onStatus(gatewayId: string, text: string): Promise<void> {
    const payload = parseMqttPayload(statusPayload, text);
    if (!payload.ok) return this.drop(mqttTopics.status(gatewayId), payload.error);
    await applyGatewayStatus(this.ctx, this.alarms, gatewayId, payload.value);
  }

  private async onReply(gatewayId: string, text: string): Promise<void> {
    const payload = parseMqttPayload(replyPayload, text);
    if (!payload.ok) return this.drop(mqttTopics.reply(gatewayId), payload.error);
    const settled = await this.commands.settleFromReply(gatewayId, payload.value);
    if (settled && payload.value.data) await this.ingestSamples(gatewayId, [payload.value.data]);
  }

  private async verifyDevice(id: string, password: string): Promise<boolean> {
    const gateway = await this.ctx.db
      .selectFrom('gateway')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return gateway ? verifyPassword(gateway.password_hash, password) : false;
  }

  private every(ms: number, work: () => Promise<unknown>): void {
    this.timers.push(
      setInterval(() => {
        work().catch((error: unknown) =>
          this.ctx.log.error({ err: error }, 'live: periodic work failed'),
        );
      }, ms),
    );
  }
}

function toLive(meta: SignalMeta, sample: ValueSample): LiveSignalValue {
  return {
    signalId: meta.signalId,
    equipId: meta.equipmentId,
    value: sample.quality === 'bad' ? null : sample.value,
    ts: sample.ts,
    quality: sample.quality,
  };
}

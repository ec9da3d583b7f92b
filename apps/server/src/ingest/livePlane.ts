import { randomBytes } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import {
  MQTT_MAX_PACKET_BYTES,
  MQTT_QOS,
  mqttTopics,
  parseMqttPayload,
  parseMqttTopic,
  replyPayload,
  SPARKPLUG_NAMESPACE,
  statusPayload,
  valuesPayload,
  type DownCommandInput,
  type LiveSignalValue,
  type PayloadFault,
  type ValueSample,
} from '@lf/protocol';
import { verifyPassword } from '../account/passwords';
import { AlarmEngine } from '../alarms/alarmEngine';
import { endExpiredShelves } from '../alarms/management/actions';
import { createDevicePublishGuard } from './broker/devicePublishGuard';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker/embeddedBroker';
import { CommandService } from './commandService';
import type { AppContext } from '../context';
import type { ClusterRelay } from '../realtime/clusterRelay';
import { RealtimeHub } from '../realtime/hub';
import { closeEndedSessions } from '../realtime/sessionWatch';
import { closeLapsedShares } from '../realtime/shareWatch';
import { applyGatewayStatus } from './gatewayPresence';
import { catchUpRollups } from '../history/rollupCatchUp';
import { HistoryWriter, type HistoryRow } from './historyWriter';
import { latestStoredValues } from './latestStoredValues';
import { LiveCache } from './liveCache';
import { LIVE_TIMING, type LiveStartOptions } from './liveStartOptions';
import type { Taken } from './mqttLink';
import { MqttRefusals } from './mqttRefusals';
import { sampleTimeFault } from './sampleWindow';
import { connectServerLinks, BOTH, type Roles } from './serverLinks';
import { rollupJob } from './rollupJob';
import { SignalDirectory, type SignalMeta } from './signalDirectory';
import { SparkplugIngest } from './sparkplug/sparkplugIngest';
import { loadNode } from './sparkplug/sparkplugNodes';
import type { Scheduler } from '../jobs/scheduler';

const NOTHING_TO_STORE: Taken = { stored: Promise.resolve() };

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
  /** What devices sent that was refused, per gateway and reason (issue 15). */
  readonly refusals: MqttRefusals;
  /** Sparkplug B edge nodes' messages, fed into the same value path (issue 24). */
  readonly sparkplug: SparkplugIngest;
  broker: EmbeddedBroker | undefined;
  brokerUrl: string | undefined;
  private links: MqttClient[] = [];
  private readonly internal = {
    username: '$lfscada-server',
    password: randomBytes(24).toString('base64url'),
  };
  /** Stops the plane's periodic jobs (they run on the app's scheduler). */
  private readonly stopJobs: (() => void)[] = [];
  private readonly attached: { stop(): Promise<void> }[] = [];
  /** Messages being handled: a stop waits for them, so none meets a closed database. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private linksEnded = false;
  private relay: ClusterRelay | undefined;
  droppedPayloads = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly jobs: Scheduler,
  ) {
    this.directory = new SignalDirectory(ctx.db);
    this.history = new HistoryWriter(ctx.db, ctx.log);
    this.refusals = new MqttRefusals(ctx.db, ctx.log);
    this.alarms = new AlarmEngine(ctx.db, this.hub, ctx.log);
    this.commands = new CommandService(
      ctx.db,
      (id, command) => this.publish(id, command),
      ctx.now,
      ctx.log,
    );
    this.sparkplug = new SparkplugIngest({
      ctx,
      alarms: this.alarms,
      refusals: this.refusals,
      commands: this.commands,
      ingestSamples: (id, samples, roles) => this.ingestSamples(id, samples, roles),
      signalsChanged: (id) => this.directory.forget(id),
      send: (topic, payload) => this.publishRaw(topic, payload),
      latest: (signalId) => {
        const held = this.cache.get(signalId);
        if (!held || typeof held.value === 'string') return undefined;
        return { signalId, value: held.value, ts: held.ts, quality: held.quality };
      },
    });
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
        sparkplugNodeOf: (id) => loadNode(this.ctx.db, id),
        connectTimeoutMs: this.ctx.config.mqttConnectTimeoutMs,
        takeValues: (id, payload) => this.handle(mqttTopics.values(id), payload, BOTH),
        log: this.ctx.log,
        guard: createDevicePublishGuard({
          rate: this.ctx.config.mqttDeviceRate,
          refused: (id, reason, detail) => this.refusals.count(id, reason, detail),
        }),
      });
      url = this.broker.url;
      this.ctx.log.info(`mqtt: embedded broker on port ${this.broker.port}`);
    }
    this.brokerUrl = url;
    // A shared subscription (an external broker without a session id, or with a share group)
    // deals Sparkplug messages between the instances (serverLinks.ts).
    const shared =
      options.mqttUrl !== undefined &&
      (options.sessionId === undefined || options.shareGroup !== undefined);
    this.sparkplug.followsSequence = !shared;
    const connected = await connectServerLinks({
      url,
      external:
        options.mqttUrl === undefined
          ? undefined
          : { shareGroup: options.shareGroup, sessionId: options.sessionId },
      internal: this.internal,
      log: this.ctx.log,
      take: (topic, payload, roles) =>
        // An ended link can no longer acknowledge: what it still hands over comes again to a
        // durable session or another instance, and must not meet a closing database here.
        this.linksEnded ? Promise.resolve(NOTHING_TO_STORE) : this.handle(topic, payload, roles),
      receiveRelayed: (payload) => this.relay?.receive(payload, this.hub),
    });
    this.links.push(...connected.links);
    if (connected.relay) {
      this.relay = connected.relay;
      this.hub.relayTo(connected.relay);
    }
    const timing = { ...LIVE_TIMING, ...options.timing };
    this.every('live: command sweep', timing.sweepMs, () => this.commands.sweep());
    this.every('live: shelf expiry', timing.shelfMs, async () => {
      await endExpiredShelves(this.ctx.db, this.hub, this.ctx.now());
    });
    this.every('live: session check', timing.sessionCheckMs, async () => {
      await closeEndedSessions(this.ctx, this.hub);
      await closeLapsedShares(this.ctx, this.hub);
    });
    this.every('live: idle frames', timing.idleMs, async () => this.hub.sendIdle());
    this.every('live: refusal flush', timing.refusalFlushMs, () => this.refusals.flush());
    this.every(
      'live: history rollups',
      timing.rollupMs,
      rollupJob(this.ctx.db, timing.rollupLateMs),
    );
  }

  /** Something that runs with the plane (the demo's agents) and stops before it. */
  attach(handle: { stop(): Promise<void> }): void {
    this.attached.push(handle);
  }

  async stop(): Promise<void> {
    for (const handle of this.attached) await handle.stop();
    for (const stop of this.stopJobs) stop();
    this.hub.close();
    this.alarms.stop();
    await Promise.all(this.links.map((link) => link.endAsync()));
    this.linksEnded = true;
    // A link still hands over what its socket had read while it ended: wait until none is left.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await this.history.flush();
    await catchUpRollups(this.ctx.db);
    await this.refusals.flush();
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
      const rows = await latestStoredValues(
        this.ctx.db,
        missing.map((m) => Number(m.signalId)),
      );
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
    // A Sparkplug edge node is written to with NCMD/DCMD, not the agent's JSON command.
    if (await this.sparkplug.command(gatewayId, command)) return;
    await this.publishRaw(mqttTopics.cmd(gatewayId), JSON.stringify(command));
  }

  private async publishRaw(topic: string, payload: string | Buffer): Promise<void> {
    const link = this.links[0];
    if (!link?.connected) throw new Error('mqtt link is down');
    await link.publishAsync(topic, payload, { qos: MQTT_QOS });
  }

  private handle(topic: string, payload: Buffer, roles: Roles): Promise<Taken> {
    const work = this.take(topic, payload, roles);
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * A message from a link, or a values batch from the embedded broker: live values go out at
   * once; resolves when the next message may be read (the history backlog under its limit),
   * with the commit that the message's acknowledgement waits for. A failed status or reply is
   * logged and acknowledged (the same message would fail again); a values batch whose signals
   * could not be looked up rejects, so it is not acknowledged and comes again.
   */
  async take(topic: string, payload: Buffer, roles: Roles): Promise<Taken> {
    if (topic.startsWith(`${SPARKPLUG_NAMESPACE}/`) && payload.length <= MQTT_MAX_PACKET_BYTES) {
      const taken = await this.sparkplug.take(topic, payload, roles);
      if (roles.store) await this.history.room();
      return taken;
    }
    const parsed = parseMqttTopic(topic);
    if (!parsed || parsed.direction !== 'up') return NOTHING_TO_STORE;
    if (parsed.channel !== 'values' && !roles.store) return NOTHING_TO_STORE;
    // An external broker may allow larger packets than the embedded one: the same bound here.
    if (payload.length > MQTT_MAX_PACKET_BYTES) {
      if (roles.store) this.refusals.count(parsed.id, 'packetTooLarge', `${payload.length} bytes`);
      return NOTHING_TO_STORE;
    }
    const text = payload.toString('utf8');
    if (parsed.channel === 'values') {
      const taken = await this.onValues(parsed.id, text, roles);
      if (roles.store) await this.history.room();
      return taken;
    }
    const work =
      parsed.channel === 'status' ? this.onStatus(parsed.id, text) : this.onReply(parsed.id, text);
    await work.catch((error: unknown) =>
      this.ctx.log.error({ err: error, topic }, 'ingest: handling failed'),
    );
    return NOTHING_TO_STORE;
  }

  private drop(gatewayId: string, fault: PayloadFault, error: string, roles: Roles = BOTH): void {
    this.droppedPayloads += 1;
    // With an external broker every instance sees each values message once more (live role):
    // only the storing instance counts it.
    if (roles.store) this.refusals.count(gatewayId, fault, error);
  }

  private async onValues(gatewayId: string, text: string, roles: Roles): Promise<Taken> {
    const payload = parseMqttPayload(valuesPayload, text);
    if (!payload.ok) {
      this.drop(gatewayId, payload.fault, payload.error, roles);
      return NOTHING_TO_STORE;
    }
    return this.ingestSamples(gatewayId, payload.value.values, roles);
  }

  /** Live values go out before this resolves; `stored` is the commit of their history rows. */
  async ingestSamples(
    gatewayId: string,
    samples: ValueSample[],
    roles: Roles = BOTH,
  ): Promise<Taken> {
    const signals = await this.directory.forGateway(gatewayId);
    const rows: HistoryRow[] = [];
    const now = Date.now();
    for (const sample of samples) {
      const meta = signals.get(sample.signalId);
      if (!meta) {
        if (roles.store)
          this.refusals.count(gatewayId, 'unknownSignal', `signal ${sample.signalId}`);
        continue;
      }
      const timeFault = sampleTimeFault(sample.ts, now);
      if (timeFault) {
        if (roles.store) this.refusals.count(gatewayId, 'timeOutOfRange', timeFault);
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
    return rows.length > 0 ? { stored: this.history.add(gatewayId, rows) } : NOTHING_TO_STORE;
  }

  private async onStatus(gatewayId: string, text: string): Promise<void> {
    const payload = parseMqttPayload(statusPayload, text);
    if (!payload.ok) return this.drop(gatewayId, payload.fault, `status: ${payload.error}`);
    await applyGatewayStatus(this.ctx, this.alarms, gatewayId, payload.value);
  }

  private async onReply(gatewayId: string, text: string): Promise<void> {
    const payload = parseMqttPayload(replyPayload, text);
    if (!payload.ok) return this.drop(gatewayId, payload.fault, `reply: ${payload.error}`);
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

  private every(name: string, ms: number, work: () => Promise<unknown>): void {
    this.stopJobs.push(this.jobs.every(name, ms, work));
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

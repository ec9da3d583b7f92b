import fs from 'node:fs';
import mqtt from 'mqtt';
import type {
  AgentConfig,
  AgentConfigInput,
  AgentRuntimeConfig,
  EconomizeConfig,
  OpenCommand,
  ReplyPayload,
  StatusPayload,
  ValueSample,
  ValuesPayload,
} from '@lf/protocol';
import { agentConfig, MQTT_QOS, mqttTopics } from '@lf/protocol';
import { executeCommand, parseCommand } from './commands';
import { DevicePoller } from './devicePoller';
import { DiskBuffer } from './diskBuffer';
import type { AgentCertificate } from './drivers/opcua/agentCertificate';
import type { DriverHealth } from './drivers/driver';
import { Forwarder } from './forwarder';
import type { Logger } from './logger';
import { jsonLogger } from './logger';
import type { OpenState } from './reporting';
import {
  applyOpen,
  CLOSED,
  economizeStatusOf,
  effectivePollMs,
  fullRefreshDue,
  isOpen,
  reportIntervalMs,
  selectSamples,
  toBatches,
} from './reporting';

export const AGENT_VERSION = '0.1.0';

export interface AgentOptions {
  logger?: Logger;
  /** MQTT reconnect period (mqtt.js reconnectPeriod); default 2000 ms. */
  reconnectPeriodMs?: number;
  /** QoS 1 publishes in flight while draining the buffer; default 32. */
  publishWindow?: number;
  now?: () => number;
  /**
   * Called with each value batch once it is in the disk buffer (what the agent recorded and
   * promises to deliver); the fault-injection suite journals them to count losses.
   */
  onRecorded?: (batch: ValuesPayload) => void;
}

export interface AgentStats {
  connected: boolean;
  reads: number;
  /** Batches and samples handed to the buffer, and batches the broker acknowledged. */
  appendedBatches: number;
  appendedSamples: number;
  publishedBatches: number;
  bufferedBytes: number;
  droppedBatches: number;
  inFlight: number;
  open: boolean;
  reportIntervalMs: number;
  /** Each device's driver health, by device id. */
  devices: Record<string, DriverHealth>;
}

export interface AgentHandle {
  readonly gatewayId: string;
  stats(): AgentStats;
  /** Resolves once connected to the broker (immediately when already connected). */
  whenConnected(): Promise<void>;
  stop(): Promise<void>;
}

interface RuntimeState {
  economize: EconomizeConfig;
  openState: OpenState;
  wasOpen: boolean;
  pollers: DevicePoller[];
  /** The device runner serving each signal id. */
  signals: Map<string, DevicePoller>;
  latest: Map<string, ValueSample>;
  published: Map<string, ValueSample>;
  lastFullAt: number | null;
  appendedBatches: number;
  appendedSamples: number;
  publishedBatches: number;
}

/**
 * Starts a gateway agent: runs each configured device's driver (drivers/registry.ts), publishes value batches
 * through the disk buffer, keeps a retained status with a last will, and executes commands.
 */
export async function startAgent(
  input: AgentConfigInput | AgentConfig,
  options: AgentOptions = {},
): Promise<AgentHandle> {
  const config = agentConfig.parse(input);
  const logger = options.logger ?? jsonLogger({ gatewayId: config.gatewayId });
  const now = options.now ?? Date.now;
  const topics = {
    values: mqttTopics.values(config.gatewayId),
    status: mqttTopics.status(config.gatewayId),
    reply: mqttTopics.reply(config.gatewayId),
    cmd: mqttTopics.cmd(config.gatewayId),
  };

  const buffer = DiskBuffer.open(config.buffer, logger);
  const state: RuntimeState = {
    economize: config.economize,
    openState: CLOSED,
    wasOpen: false,
    pollers: [],
    signals: new Map(),
    latest: new Map(),
    published: new Map(),
    lastFullAt: null,
    appendedBatches: 0,
    appendedSamples: 0,
    publishedBatches: 0,
  };
  let stopped = false;
  let reportTimer: NodeJS.Timeout | null = null;
  let certificate: Promise<AgentCertificate> | null = null;
  let thumbprint: string | undefined;

  /**
   * The agent's OPC UA certificate: created in its data folder when an OPC UA device is first
   * configured, then read from there; its thumbprint goes out with the status.
   */
  function opcuaCertificate(): Promise<AgentCertificate> {
    // Imported here: node-opcua's certificate manager is loaded only by an agent that needs it.
    certificate ??= import('./drivers/opcua/agentCertificate')
      .then(({ loadAgentCertificate }) =>
        loadAgentCertificate(config.dataDir ?? config.buffer.dir, config.gatewayId),
      )
      .then(
        (loaded) => {
          thumbprint = loaded.thumbprint;
          logger.info('opcua certificate', { thumbprint, file: loaded.certificateFile });
          publishStatus();
          return loaded;
        },
        (error: unknown) => {
          certificate = null;
          logger.error('opcua certificate not created', { error: String(error) });
          throw error;
        },
      );
    return certificate;
  }

  const offlineStatus = (): string =>
    JSON.stringify({ online: false, ts: now() } satisfies StatusPayload);
  const client = mqtt.connect(config.brokerUrl, {
    clientId: config.gatewayId,
    // Brokers of this product expect the gateway id as username (see mayPublish).
    username: config.username ?? (config.password === undefined ? undefined : config.gatewayId),
    password: config.password,
    keepalive: config.keepaliveSeconds,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: options.reconnectPeriodMs ?? 2000,
    // mqtt.js gives up after a refused login; an unattended agent keeps trying (the password
    // may be fixed on the server, or the server may refuse while it starts).
    reconnectOnConnackError: true,
    connectTimeout: 10_000,
    ...(config.tls && {
      rejectUnauthorized: config.tls.rejectUnauthorized,
      ...(config.tls.caFile && { ca: fs.readFileSync(config.tls.caFile) }),
    }),
    will: {
      topic: topics.status,
      payload: Buffer.from(offlineStatus()),
      qos: MQTT_QOS,
      retain: true,
    },
  });

  const forwarder = new Forwarder(
    buffer,
    (payload) =>
      new Promise<void>((resolve, reject) =>
        client.publish(topics.values, payload, { qos: MQTT_QOS }, (error) => {
          if (error) {
            reject(error);
            return;
          }
          state.publishedBatches++;
          resolve();
        }),
      ),
    logger,
    options.publishWindow,
  );

  function statusPayload(): StatusPayload {
    return {
      online: true,
      ts: now(),
      agentVersion: AGENT_VERSION,
      ...(thumbprint && { opcuaThumbprint: thumbprint }),
      economize: economizeStatusOf(state.economize, state.openState, now()),
      buffer: { pendingBytes: buffer.pendingBytes, droppedBatches: buffer.droppedBatches },
    };
  }

  function publishStatus(): void {
    if (!client.connected) return;
    client.publish(topics.status, JSON.stringify(statusPayload()), { qos: MQTT_QOS, retain: true });
  }

  function publishReply(reply: ReplyPayload): void {
    client.publish(topics.reply, JSON.stringify(reply), { qos: MQTT_QOS });
  }

  /** Appends changed (or, when `forceFull`, all) samples to the buffer and forwards them. */
  function publishSamples(forceFull: boolean): void {
    const full = forceFull || fullRefreshDue(state.economize, state.lastFullAt, now());
    const samples = selectSamples(state.latest, state.published, full);
    if (full) state.lastFullAt = now();
    for (const batch of toBatches(samples)) {
      buffer.append(JSON.stringify(batch));
      options.onRecorded?.(batch);
      state.appendedBatches++;
      state.appendedSamples += batch.values.length;
    }
    for (const sample of samples) state.published.set(sample.signalId, sample);
    if (samples.length > 0) forwarder.kick();
  }

  function scheduleReport(): void {
    if (reportTimer) clearTimeout(reportTimer);
    if (stopped) return;
    reportTimer = setTimeout(
      () => {
        publishSamples(false);
        const open = isOpen(state.openState, now());
        if (open !== state.wasOpen) {
          state.wasOpen = open;
          publishStatus();
        }
        scheduleReport();
      },
      reportIntervalMs(state.economize, state.openState, now()),
    );
  }

  function onSamples(samples: ValueSample[], first: boolean): void {
    for (const sample of samples) state.latest.set(sample.signalId, sample);
    // A device's first values go out at once rather than a slow interval later; and smart mode
    // reports by exception while monitoring is open: right after each poll.
    if (first || (state.economize.mode === 'smart' && isOpen(state.openState, now()))) {
      publishSamples(false);
    }
  }

  function startDevices(runtime: AgentRuntimeConfig): void {
    for (const poller of state.pollers) poller.stop();
    state.pollers = [];
    state.signals.clear();
    const known = new Set<string>();
    for (const device of runtime.devices) {
      // Subscribed drivers (OPC UA) are not polled: the server reports changes.
      const devicePollMs = 'pollIntervalMs' in device ? device.pollIntervalMs : 1000;
      if (device.driver === 'opcua') void opcuaCertificate().catch(() => undefined);
      const poller = new DevicePoller(device, {
        logger,
        onSamples,
        pollIntervalMs: () =>
          effectivePollMs(devicePollMs, reportIntervalMs(state.economize, state.openState, now())),
        now,
        certificate: opcuaCertificate,
      });
      state.pollers.push(poller);
      for (const signal of device.signals) {
        state.signals.set(signal.id, poller);
        known.add(signal.id);
      }
      poller.start();
    }
    for (const id of [...state.latest.keys()]) if (!known.has(id)) state.latest.delete(id);
    for (const id of [...state.published.keys()]) if (!known.has(id)) state.published.delete(id);
  }

  function open(command: OpenCommand): void {
    state.openState = applyOpen(state.economize, command, now());
    state.wasOpen = true;
    logger.info('monitoring opened', { delay: command.delay, interval: command.interval });
    // Whoever opened monitoring needs the whole picture now, not only what changes next.
    publishSamples(true);
    publishStatus();
    scheduleReport();
    for (const poller of state.pollers) void poller.pollNow();
  }

  function applyConfig(runtime: AgentRuntimeConfig): void {
    if (runtime.economize) state.economize = runtime.economize;
    startDevices(runtime);
    logger.info('configuration applied', {
      devices: runtime.devices.length,
      signals: runtime.devices.reduce((n, d) => n + d.signals.length, 0),
    });
    publishStatus();
    scheduleReport();
  }

  // A refused login or a dead host repeats on every reconnect: log each distinct error once.
  let lastError = '';
  client.on('connect', () => {
    lastError = '';
    logger.info('connected to broker', { broker: config.brokerUrl });
    publishStatus();
    forwarder.setConnected(true);
  });
  client.on('close', () => {
    forwarder.setConnected(false);
    // The will is sent with the next CONNECT: give it the time of this reconnect attempt.
    if (client.options.will) client.options.will.payload = Buffer.from(offlineStatus());
  });
  client.on('offline', () => logger.warn('broker unreachable; buffering values on disk'));
  client.on('error', (error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn('mqtt error', { error: error.message });
  });
  client.on('message', (topic, payload) => {
    if (topic !== topics.cmd) return;
    const command = parseCommand(payload.toString('utf8'), logger);
    if (!command) return;
    executeCommand(command, {
      findSignal: (id) => state.signals.get(id),
      findDevice: (id) => state.pollers.find((p) => p.config.id === id),
      open,
      applyConfig,
      onSample: (sample) => state.latest.set(sample.signalId, sample),
      now,
      logger,
    }).then(
      (reply) => {
        if (reply) publishReply(reply);
      },
      (error: unknown) =>
        logger.error('command failed', { error: String(error), type: command.type }),
    );
  });
  client.subscribe(topics.cmd, { qos: MQTT_QOS });

  startDevices({ devices: config.devices });
  scheduleReport();

  return {
    gatewayId: config.gatewayId,
    stats: () => ({
      connected: client.connected,
      reads: state.pollers.reduce((n, p) => n + p.reads, 0),
      appendedBatches: state.appendedBatches,
      appendedSamples: state.appendedSamples,
      publishedBatches: state.publishedBatches,
      bufferedBytes: buffer.pendingBytes,
      droppedBatches: buffer.droppedBatches,
      inFlight: forwarder.inFlightCount,
      open: isOpen(state.openState, now()),
      reportIntervalMs: reportIntervalMs(state.economize, state.openState, now()),
      devices: Object.fromEntries(state.pollers.map((p) => [p.config.id, p.health()])),
    }),
    whenConnected: () =>
      client.connected
        ? Promise.resolve()
        : new Promise<void>((resolve) => client.once('connect', () => resolve())),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (reportTimer) clearTimeout(reportTimer);
      for (const poller of state.pollers) poller.stop();
      forwarder.stop();
      if (client.connected) {
        await client
          .publishAsync(topics.status, offlineStatus(), { qos: MQTT_QOS, retain: true })
          .catch(() => undefined);
      }
      await client.endAsync(true);
      buffer.close();
      const loaded = await certificate?.catch(() => null);
      await loaded?.manager.dispose();
      logger.info('agent stopped');
    },
  };
}

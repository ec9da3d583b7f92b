import { connectAsync, type MqttClient } from 'mqtt';
import sparkplugPayload from 'sparkplug-payload';
import type { UMetric, UPayload } from 'sparkplug-payload/lib/sparkplugbpayload';
import {
  SPARKPLUG_NAMESPACE,
  SPARKPLUG_REBIRTH_METRIC,
  parseSparkplugTopic,
  sparkplugTopic,
  type SparkplugNode,
  type SparkplugNumericType,
} from '@lf/protocol';

function namespaceCodec() {
  const found = sparkplugPayload.get(SPARKPLUG_NAMESPACE);
  if (!found) throw new Error(`sparkplug-payload does not know ${SPARKPLUG_NAMESPACE}`);
  return found;
}
const codec = namespaceCodec();

export interface SparkplugMetricDefinition {
  name: string;
  type: SparkplugNumericType;
  value: number | boolean;
  /** Sent as the `engUnit` property of the birth. */
  unit?: string;
  /** When given, data messages name the metric by alias only (as Sparkplug allows). */
  alias?: number;
}

export interface SparkplugEdgeNodeOptions extends SparkplugNode {
  url: string;
  /** The product's credentials of the gateway bound to this node (its id is the edge node id). */
  username?: string;
  password?: string;
  /** Defaults to the edge node id, which the product's broker requires. */
  clientId?: string;
  /** The node's own metrics (its NBIRTH). */
  nodeMetrics: SparkplugMetricDefinition[];
  /** Devices behind the node and their metrics (a DBIRTH each). */
  devices: Record<string, SparkplugMetricDefinition[]>;
  /** Answer `Node Control/Rebirth` with new births (true unless a test wants to see the request only). */
  answerRebirth?: boolean;
}

/** An NCMD or DCMD the node received, decoded. */
export interface ReceivedCommand {
  type: 'NCMD' | 'DCMD';
  deviceId: string | undefined;
  metrics: { name: string; type: string; value: unknown }[];
}

export interface SparkplugEdgeNode {
  readonly client: MqttClient;
  /** Every command received so far, in order. */
  readonly commands: ReceivedCommand[];
  /** Publishes NBIRTH (seq 0) and every DBIRTH. */
  birth(): Promise<void>;
  /** Publishes NDATA (no device) or DDATA with new values; answers the seq it used. */
  data(
    deviceId: string | undefined,
    values: Record<string, number | boolean>,
    ts?: number,
  ): Promise<number>;
  /** Publishes the last message again, byte for byte (a redelivery or a duplicate). */
  repeatLast(): Promise<void>;
  /** Leaves out `count` sequence numbers, as a lost message would. */
  skipSeq(count?: number): void;
  deviceDeath(deviceId: string): Promise<void>;
  /** Ends the connection without DISCONNECT: the broker publishes the NDEATH will. */
  drop(): Promise<void>;
  /** Waits until a command satisfying `match` has arrived (resolves at once if one has). */
  waitForCommand(match: (command: ReceivedCommand) => boolean): Promise<ReceivedCommand>;
  close(): Promise<void>;
}

/** A Sparkplug B payload as any vendor's library encodes it (tests forge messages with it). */
export const encodeSparkplug = (payload: UPayload): Buffer =>
  Buffer.from(codec.encodePayload(payload));
const encode = encodeSparkplug;

function birthMetric(definition: SparkplugMetricDefinition, ts: number): UMetric {
  return {
    name: definition.name,
    type: definition.type,
    value: definition.value,
    timestamp: ts,
    ...(definition.alias === undefined ? {} : { alias: definition.alias }),
    ...(definition.unit === undefined
      ? {}
      : { properties: { engUnit: { type: 'String', value: definition.unit } } }),
  };
}

/**
 * A Sparkplug B edge node of another vendor, as the product's tests and the demo need one: it
 * connects with an NDEATH will, publishes births, data and deaths with the sequence numbers of
 * the specification, applies NCMD/DCMD writes to its metrics (and reports the new value), and
 * answers a rebirth request with new births.
 */
export async function startSparkplugEdgeNode(
  options: SparkplugEdgeNodeOptions,
): Promise<SparkplugEdgeNode> {
  const node: SparkplugNode = { groupId: options.groupId, edgeNodeId: options.edgeNodeId };
  const bdSeq = 0;
  let seq = 0;
  let last: { topic: string; payload: Buffer } | undefined;
  const commands: ReceivedCommand[] = [];
  const waiters: {
    match: (c: ReceivedCommand) => boolean;
    resolve: (c: ReceivedCommand) => void;
  }[] = [];
  const metricsOf = (deviceId: string | undefined) =>
    deviceId === undefined ? options.nodeMetrics : (options.devices[deviceId] ?? []);

  const client = await connectAsync(options.url, {
    clientId: options.clientId ?? options.edgeNodeId,
    ...(options.username === undefined ? {} : { username: options.username }),
    ...(options.password === undefined ? {} : { password: options.password }),
    protocolVersion: 4,
    reconnectPeriod: 0,
    will: {
      topic: sparkplugTopic(node, 'NDEATH'),
      payload: encode({
        timestamp: Date.now(),
        metrics: [{ name: 'bdSeq', type: 'UInt64', value: bdSeq }],
      }),
      qos: 1,
      retain: false,
    },
  });

  const send = async (topic: string, payload: Buffer) => {
    last = { topic, payload };
    await client.publishAsync(topic, payload, { qos: 0 });
  };
  const nextSeq = () => {
    seq = (seq + 1) % 256;
    return seq;
  };

  const birth = async () => {
    const ts = Date.now();
    seq = 0;
    await send(
      sparkplugTopic(node, 'NBIRTH'),
      encode({
        timestamp: ts,
        seq,
        metrics: [
          { name: 'bdSeq', type: 'UInt64', value: bdSeq },
          { name: SPARKPLUG_REBIRTH_METRIC, type: 'Boolean', value: false },
          ...options.nodeMetrics.map((m) => birthMetric(m, ts)),
        ],
      }),
    );
    for (const [deviceId, metrics] of Object.entries(options.devices)) {
      await send(
        sparkplugTopic(node, 'DBIRTH', deviceId),
        encode({ timestamp: ts, seq: nextSeq(), metrics: metrics.map((m) => birthMetric(m, ts)) }),
      );
    }
  };

  const data = async (
    deviceId: string | undefined,
    values: Record<string, number | boolean>,
    ts = Date.now(),
  ) => {
    const definitions = metricsOf(deviceId);
    const metrics: UMetric[] = Object.entries(values).map(([name, value]) => {
      const definition = definitions.find((m) => m.name === name);
      if (!definition) throw new Error(`unknown metric ${name}`);
      definition.value = value;
      return definition.alias === undefined
        ? { name, type: definition.type, value, timestamp: ts }
        : { alias: definition.alias, type: definition.type, value, timestamp: ts };
    });
    const used = nextSeq();
    await send(
      sparkplugTopic(node, deviceId === undefined ? 'NDATA' : 'DDATA', deviceId),
      encode({ timestamp: ts, seq: used, metrics }),
    );
    return used;
  };

  const received = (command: ReceivedCommand) => {
    commands.push(command);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(command)) waiter.resolve(command);
      else waiters.push(waiter);
    }
  };

  client.on('message', (topic, payload) => {
    const parsed = parseSparkplugTopic(topic);
    if (!parsed || (parsed.type !== 'NCMD' && parsed.type !== 'DCMD')) return;
    const decoded = codec.decodePayload(new Uint8Array(payload));
    const metrics = (decoded.metrics ?? []).map((m) => ({
      name: m.name ?? '',
      type: m.type,
      value: m.value,
    }));
    received({ type: parsed.type, deviceId: parsed.deviceId, metrics });
    void act(parsed.deviceId, metrics).catch(() => undefined);
  });

  /** Carries out a command as a device would: rebirth, or set the metrics and report them. */
  const act = async (deviceId: string | undefined, metrics: ReceivedCommand['metrics']) => {
    const rebirth = metrics.some((m) => m.name === SPARKPLUG_REBIRTH_METRIC && m.value === true);
    if (rebirth) {
      if (options.answerRebirth !== false) await birth();
      return;
    }
    const known = new Set(metricsOf(deviceId).map((m) => m.name));
    const values = Object.fromEntries(
      metrics
        .filter(
          (m) => known.has(m.name) && (typeof m.value === 'number' || typeof m.value === 'boolean'),
        )
        .map((m) => [m.name, m.value as number | boolean]),
    );
    if (Object.keys(values).length > 0) await data(deviceId, values);
  };

  await client.subscribeAsync([sparkplugTopic(node, 'NCMD'), sparkplugTopic(node, 'DCMD', '+')], {
    qos: 0,
  });

  return {
    client,
    commands,
    birth,
    data,
    repeatLast: async () => {
      if (last) await client.publishAsync(last.topic, last.payload, { qos: 0 });
    },
    skipSeq: (count = 1) => {
      seq = (seq + count) % 256;
    },
    deviceDeath: async (deviceId) => {
      await send(
        sparkplugTopic(node, 'DDEATH', deviceId),
        encode({ timestamp: Date.now(), seq: nextSeq(), metrics: [] }),
      );
    },
    drop: async () => {
      client.stream.destroy();
      await client.endAsync(true);
    },
    waitForCommand: (match) => {
      const found = commands.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => client.endAsync(),
  };
}

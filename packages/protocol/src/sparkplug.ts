import { z } from 'zod';
import { mqttIdentifier, type SignalDataType } from './mqttAgentConfig';

/**
 * Sparkplug B (Eclipse Tahu, namespace `spBv1.0`) as the product speaks it: edge nodes of other
 * vendors publish protobuf payloads on
 *
 *   spBv1.0/{group}/NBIRTH|NDATA|NDEATH/{edge node}            node → server
 *   spBv1.0/{group}/DBIRTH|DDATA|DDEATH/{edge node}/{device}   node → server
 *   spBv1.0/{group}/NCMD/{edge node}                           server → node (writes, rebirth)
 *   spBv1.0/{group}/DCMD/{edge node}/{device}                  server → node (writes)
 *
 * An edge node is a gateway of the product: its edge node id IS the gateway id (which is also
 * its MQTT username and client id), and an administrator binds the gateway to one group id
 * (`gatewaySparkplugRequest`). The broker lets a gateway publish only its own group's and edge
 * node's up topics and read only its own commands (`maySparkplugPublish` / `maySparkplugSubscribe`),
 * so one organisation's edge node can never publish as another's. docs/gm-devices.md has a
 * worked example.
 */
export const SPARKPLUG_NAMESPACE = 'spBv1.0';

/** The node control metric a host sets to true to ask for a new NBIRTH (and every DBIRTH). */
export const SPARKPLUG_REBIRTH_METRIC = 'Node Control/Rebirth';

export const SPARKPLUG_UP_TYPES = [
  'NBIRTH',
  'NDATA',
  'NDEATH',
  'DBIRTH',
  'DDATA',
  'DDEATH',
] as const;
export const SPARKPLUG_DOWN_TYPES = ['NCMD', 'DCMD'] as const;
export type SparkplugUpType = (typeof SPARKPLUG_UP_TYPES)[number];
export type SparkplugDownType = (typeof SPARKPLUG_DOWN_TYPES)[number];
export type SparkplugType = SparkplugUpType | SparkplugDownType;

/** A group, edge node or device id: one topic level, none of `+ # /` (the same rule as gateway ids). */
export const sparkplugId = mqttIdentifier;

export interface SparkplugNode {
  groupId: string;
  edgeNodeId: string;
}

export interface SparkplugTopic extends SparkplugNode {
  type: SparkplugType;
  /** Present exactly for the D… types. */
  deviceId?: string;
}

const TYPES: readonly string[] = [...SPARKPLUG_UP_TYPES, ...SPARKPLUG_DOWN_TYPES];

/** Parses a concrete Sparkplug B topic (STATE and anything malformed are null). */
export function parseSparkplugTopic(topic: string): SparkplugTopic | null {
  const parts = topic.split('/');
  if (parts[0] !== SPARKPLUG_NAMESPACE || parts.length < 4 || parts.length > 5) return null;
  const [, groupId, type, edgeNodeId, deviceId] = parts as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (!TYPES.includes(type)) return null;
  const ids = deviceId === undefined ? [groupId, edgeNodeId] : [groupId, edgeNodeId, deviceId];
  if (!ids.every((id) => sparkplugId.safeParse(id).success)) return null;
  if (type.startsWith('D') !== (deviceId !== undefined)) return null;
  return deviceId === undefined
    ? { groupId, type: type as SparkplugType, edgeNodeId }
    : { groupId, type: type as SparkplugType, edgeNodeId, deviceId };
}

/** The topic of a message; a device id makes it the device's (D…) topic. */
export function sparkplugTopic(
  node: SparkplugNode,
  type: SparkplugType,
  deviceId?: string,
): string {
  const base = `${SPARKPLUG_NAMESPACE}/${node.groupId}/${type}/${node.edgeNodeId}`;
  return deviceId === undefined ? base : `${base}/${deviceId}`;
}

/** Filters the server subscribes to: every up type of every group and node. */
export const SPARKPLUG_SERVER_SUBSCRIPTIONS = SPARKPLUG_UP_TYPES.map((type) =>
  type.startsWith('N')
    ? `${SPARKPLUG_NAMESPACE}/+/${type}/+`
    : `${SPARKPLUG_NAMESPACE}/+/${type}/+/+`,
);

const sameNode = (node: SparkplugNode, topic: SparkplugTopic) =>
  topic.groupId === node.groupId && topic.edgeNodeId === node.edgeNodeId;

/** An edge node may publish only its own births, data and deaths (its NDEATH will included). */
export function maySparkplugPublish(node: SparkplugNode, topic: string): boolean {
  const parsed = parseSparkplugTopic(topic);
  return (
    parsed !== null &&
    sameNode(node, parsed) &&
    (SPARKPLUG_UP_TYPES as readonly string[]).includes(parsed.type)
  );
}

/** An edge node may read only its own commands: its NCMD, its devices' DCMD (`+` for all of them). */
export function maySparkplugSubscribe(node: SparkplugNode, filter: string): boolean {
  const all = sparkplugTopic(node, 'DCMD', '+');
  if (filter === all) return true;
  const parsed = parseSparkplugTopic(filter);
  return (
    parsed !== null &&
    sameNode(node, parsed) &&
    (SPARKPLUG_DOWN_TYPES as readonly string[]).includes(parsed.type)
  );
}

/** The Sparkplug data types whose values the product stores (numbers and switches). */
export const SPARKPLUG_NUMERIC_TYPES = [
  'Int8',
  'Int16',
  'Int32',
  'Int64',
  'UInt8',
  'UInt16',
  'UInt32',
  'UInt64',
  'Float',
  'Double',
  'Boolean',
  'DateTime',
] as const;
export type SparkplugNumericType = (typeof SPARKPLUG_NUMERIC_TYPES)[number];

/**
 * The signal data type a metric is shown with. Types wider than the signal's set (64-bit
 * integers, doubles, times) are stored as numbers like any other and shown as float32; the
 * metric's own type is kept beside the signal and used for writes (DCMD).
 */
export function signalTypeOfSparkplug(type: SparkplugNumericType): SignalDataType {
  switch (type) {
    case 'Boolean':
      return 'bool';
    case 'Int8':
    case 'Int16':
      return 'int16';
    case 'UInt8':
    case 'UInt16':
      return 'uint16';
    case 'Int32':
      return 'int32';
    case 'UInt32':
      return 'uint32';
    default:
      return 'float32';
  }
}

export function isSparkplugNumericType(type: string): type is SparkplugNumericType {
  return (SPARKPLUG_NUMERIC_TYPES as readonly string[]).includes(type);
}

/**
 * POST /lfscada/gateway/sparkplug {id, groupId} → null: binds the gateway (its id is the edge
 * node id) to a Sparkplug group; an empty groupId unbinds it. A group is shared by the
 * organisation's edge nodes; the pair (group, edge node) is unique because the gateway id is.
 */
export const gatewaySparkplugRequest = z.object({
  id: mqttIdentifier,
  groupId: z.union([sparkplugId, z.literal('')]),
});
export type GatewaySparkplugRequest = z.input<typeof gatewaySparkplugRequest>;

import { z } from 'zod';
import { mqttIdentifier, refineWriteRange, signalCommon } from './agentSignals';

/**
 * OPC UA in the gateway agent: what it subscribes to (`opcuaSignal`, a point by NodeId) and the
 * browse call that lists a server's nodes so an engineer picks points instead of typing NodeIds.
 * How the agent reaches a server is the driver's settings (./drivers/opcua.ts).
 */

/**
 * A NodeId in its string form (OPC UA Part 6 §5.3.1.10): `ns=<index>;` (optional) then
 * `i=` numeric, `s=` string, `g=` GUID or `b=` opaque (base64).
 */
export const opcuaNodeId = z
  .string()
  .trim()
  .min(3)
  .max(512)
  .regex(/^(ns=\d{1,5};)?(i=\d{1,10}|s=.+|g=[0-9A-Fa-f-]{36}|b=[A-Za-z0-9+/=]+)$/, 'ns=1;s=Name');

/** Where the server keeps an OPC UA signal's address (the signal's `point`). */
export const opcuaPoint = z.object({
  nodeId: opcuaNodeId,
  samplingIntervalMs: z.number().int().min(0).max(3_600_000).default(1000),
  deadband: z.number().min(0).default(0),
});
export type OpcuaPoint = z.infer<typeof opcuaPoint>;

/**
 * One point of an OPC UA device: a Variable node, monitored by the server at `samplingIntervalMs`
 * and reported when it moves by more than `deadband` (absolute, in the node's units; 0: every
 * change). Engineering value = node value × scale + offset; writes do the inverse and go out with
 * the node's own data type.
 */
export const opcuaSignal = z
  .object({
    ...signalCommon,
    ...opcuaPoint.shape,
  })
  .superRefine(refineWriteRange);
export type OpcuaSignal = z.infer<typeof opcuaSignal>;
export type OpcuaSignalInput = z.input<typeof opcuaSignal>;

export const OPCUA_NODE_CLASSES = [
  'Object',
  'Variable',
  'Method',
  'ObjectType',
  'VariableType',
  'ReferenceType',
  'DataType',
  'View',
] as const;
export type OpcuaNodeClass = (typeof OPCUA_NODE_CLASSES)[number];

/** The Objects folder (i=85): where a browse starts when no node is named. */
export const OPCUA_OBJECTS_FOLDER = 'i=85';

/** At most this many children come back from one browse (a larger folder is cut, `truncated`). */
export const OPCUA_BROWSE_MAX_NODES = 500;

/**
 * A child node as a browse lists it. `dataType` is the built-in type name (`Double`, `Boolean`,
 * …) of a Variable, null for other classes or types the agent cannot carry (strings, arrays,
 * structures). `unit` is the EngineeringUnits display name of an analog item, if it has one.
 */
export const opcuaBrowsedNode = z.object({
  nodeId: opcuaNodeId,
  browseName: z.string().max(512),
  displayName: z.string().max(512),
  nodeClass: z.enum(OPCUA_NODE_CLASSES),
  dataType: z.string().max(64).nullable(),
  writable: z.boolean(),
  hasChildren: z.boolean(),
  unit: z.string().max(64).optional(),
});
export type OpcuaBrowsedNode = z.infer<typeof opcuaBrowsedNode>;

export const opcuaBrowseResult = z.object({
  nodes: z.array(opcuaBrowsedNode).max(OPCUA_BROWSE_MAX_NODES),
  truncated: z.boolean(),
});
export type OpcuaBrowseResult = z.infer<typeof opcuaBrowseResult>;

/** Cloud → agent: list the children of `nodeId` (default: the Objects folder) on `deviceId`. */
export const browseCommand = z.object({
  type: z.literal('browse'),
  uuid: z.string().min(1).max(64),
  deviceId: mqttIdentifier,
  nodeId: opcuaNodeId.optional(),
  expiresAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type BrowseCommand = z.infer<typeof browseCommand>;

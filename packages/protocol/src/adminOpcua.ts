import { z } from 'zod';
import { adminName } from './adminFields';
import { ADMIN_LIMITS } from './adminLimits';
import { equipmentId } from './equipment';
import { formBool, formInt, formJson, formString } from './form';
import { OPCUA_BROWSE_MAX_NODES, opcuaBrowseResult, opcuaNodeId } from './opcua';

/**
 * The admin signal tab's OPC UA calls: browse the server of an OPC UA equipment through its
 * gateway (an async command like a write: the call answers a uuid, the callback the nodes), and
 * import chosen Variable nodes as signals in one step.
 */

/** POST /lfscada/equipment/multi/opcua/browse {equipmentId, nodeId?} → {uuid} */
export const opcuaBrowseRequest = z.object({
  equipmentId,
  nodeId: z.preprocess((v) => (v === '' ? undefined : v), opcuaNodeId.optional()),
});
export type OpcuaBrowseRequest = z.infer<typeof opcuaBrowseRequest>;

/** POST /lfscada/equipment/multi/opcua/browse/callback {uuid} */
export const opcuaBrowseCallbackRequest = z.object({ uuid: z.uuid() });

/** What the browse callback answers: the command's state, with the nodes once it succeeded. */
export const opcuaBrowseState = z.object({
  status: z.enum(['pending', 'success', 'failure']),
  /** Null while pending; 200 on success; a SPEC §8 code on failure. */
  code: z.number().int().nullable(),
  message: z.string(),
  data: opcuaBrowseResult.nullable(),
});
export type OpcuaBrowseState = z.infer<typeof opcuaBrowseState>;

/** Built-in types a signal can carry, as a browse names them. */
export const OPCUA_CARRIED_TYPES = [
  'Boolean',
  'SByte',
  'Byte',
  'Int16',
  'UInt16',
  'Int32',
  'UInt32',
  'Int64',
  'UInt64',
  'Float',
  'Double',
] as const;

export const opcuaImportNode = z.object({
  nodeId: opcuaNodeId,
  name: adminName,
  dataType: z.enum(OPCUA_CARRIED_TYPES),
  writable: formBool,
  unit: formString(ADMIN_LIMITS.unitMax).default(''),
});
export type OpcuaImportNode = z.infer<typeof opcuaImportNode>;
export type OpcuaImportNodeInput = z.input<typeof opcuaImportNode>;

/**
 * POST /lfscada/equipment/multi/opcua/import {equipmentId, nodes (JSON), samplingIntervalMs?}
 * → {imported, skipped}. Nodes already a signal of the equipment are skipped (by NodeId).
 */
export const opcuaImportRequest = z.object({
  equipmentId,
  nodes: formJson(z.array(opcuaImportNode).min(1).max(OPCUA_BROWSE_MAX_NODES)),
  samplingIntervalMs: formInt.pipe(z.number().int().min(0).max(3_600_000)).default(1000),
});
export type OpcuaImportRequest = z.infer<typeof opcuaImportRequest>;

export const opcuaImportResult = z.object({
  imported: z.number().int().min(0),
  /** NodeIds that were already signals of the equipment. */
  skipped: z.array(z.string()),
});
export type OpcuaImportResult = z.infer<typeof opcuaImportResult>;

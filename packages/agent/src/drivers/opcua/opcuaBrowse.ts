import type { OpcuaBrowsedNode, OpcuaBrowseResult, OpcuaNodeClass } from '@lf/protocol';
import { OPCUA_BROWSE_MAX_NODES } from '@lf/protocol';
import {
  AccessLevelFlag,
  AttributeIds,
  BrowseDirection,
  DataType,
  NodeClass,
  NodeClassMask,
  ReferenceTypeIds,
  resolveNodeId,
  type ClientSession,
  type ReferenceDescription,
} from 'node-opcua-client';
import { isCarriedType } from './opcuaValues';

/** Scalars only: a ValueRank of -1 (OPC UA Part 3 §5.6.2). */
const SCALAR = -1;
const HAS_PROPERTY = resolveNodeId(ReferenceTypeIds.HasProperty).toString();
const RESULT_MASK_ALL = 0x3f;

function nodeClassName(nodeClass: NodeClass): OpcuaNodeClass {
  return NodeClass[nodeClass] as OpcuaNodeClass;
}

/** Whether a node is a scalar of a type a signal can carry, and of which. */
function carriedTypeName(dataTypeId: unknown, valueRank: unknown): string | null {
  const id = dataTypeId as { namespace?: number; value?: unknown } | null;
  if (!id || id.namespace !== 0 || typeof id.value !== 'number') return null;
  if (valueRank !== SCALAR || id.value > 25) return null;
  const type = id.value as DataType;
  return isCarriedType(type) ? DataType[type] : null;
}

/**
 * The Object and Variable children of `nodeId` (hierarchical references, properties left out),
 * with each Variable's data type, whether the session may write it, and the unit of an analog
 * item. Three round trips: browse; read the Variables' attributes; read their units.
 */
export async function browseChildren(
  session: ClientSession,
  nodeId: string,
): Promise<OpcuaBrowseResult> {
  const result = await session.browse({
    nodeId,
    browseDirection: BrowseDirection.Forward,
    referenceTypeId: ReferenceTypeIds.HierarchicalReferences,
    includeSubtypes: true,
    nodeClassMask: NodeClassMask.Object | NodeClassMask.Variable,
    resultMask: RESULT_MASK_ALL,
  });
  if (!result.statusCode.isGood()) throw new Error(result.statusCode.name);
  let truncated = false;
  if (result.continuationPoint && result.continuationPoint.length > 0) {
    await session.browseNext([result.continuationPoint], true).catch(() => undefined);
    truncated = true;
  }
  const children = (result.references ?? []).filter(
    (r) => r.referenceTypeId.toString() !== HAS_PROPERTY,
  );
  if (children.length > OPCUA_BROWSE_MAX_NODES) truncated = true;
  const references = children.slice(0, OPCUA_BROWSE_MAX_NODES);

  const variables = references.filter((r) => r.nodeClass === NodeClass.Variable);
  const attributes =
    variables.length === 0
      ? []
      : await session.read(
          variables.flatMap((r) => [
            { nodeId: r.nodeId, attributeId: AttributeIds.DataType },
            { nodeId: r.nodeId, attributeId: AttributeIds.ValueRank },
            { nodeId: r.nodeId, attributeId: AttributeIds.UserAccessLevel },
          ]),
        );
  const units = await unitsOf(session, variables);

  const nodes: OpcuaBrowsedNode[] = references.map((r) => {
    const base = {
      nodeId: r.nodeId.toString(),
      browseName: r.browseName.name ?? '',
      displayName: r.displayName.text ?? r.browseName.name ?? '',
      nodeClass: nodeClassName(r.nodeClass),
    };
    if (r.nodeClass !== NodeClass.Variable) {
      return { ...base, dataType: null, writable: false, hasChildren: true };
    }
    const at = variables.indexOf(r) * 3;
    const [dataType, valueRank, access] = [attributes[at], attributes[at + 1], attributes[at + 2]];
    const accessLevel = Number(access?.value.value ?? 0);
    const unit = units.get(r);
    return {
      ...base,
      dataType: carriedTypeName(dataType?.value.value, valueRank?.value.value),
      writable: (accessLevel & AccessLevelFlag.CurrentWrite) !== 0,
      hasChildren: false,
      ...(unit && { unit }),
    };
  });
  return { nodes, truncated };
}

/** The EngineeringUnits display name of each analog item among `variables`. */
async function unitsOf(
  session: ClientSession,
  variables: ReferenceDescription[],
): Promise<Map<ReferenceDescription, string>> {
  const units = new Map<ReferenceDescription, string>();
  if (variables.length === 0) return units;
  const found = await session.translateBrowsePath(
    variables.map((r) => ({
      startingNode: r.nodeId,
      relativePath: {
        elements: [
          {
            referenceTypeId: ReferenceTypeIds.HasProperty,
            isInverse: false,
            includeSubtypes: true,
            targetName: { namespaceIndex: 0, name: 'EngineeringUnits' },
          },
        ],
      },
    })),
  );
  const withUnits = variables.flatMap((r, i) => {
    const target = found[i]?.targets?.[0];
    return found[i]?.statusCode.isGood() && target ? [{ r, nodeId: target.targetId }] : [];
  });
  if (withUnits.length === 0) return units;
  const values = await session.read(
    withUnits.map((w) => ({ nodeId: w.nodeId, attributeId: AttributeIds.Value })),
  );
  withUnits.forEach((w, i) => {
    const info = values[i]?.value.value as { displayName?: { text?: string | null } } | null;
    const text = info?.displayName?.text;
    if (text) units.set(w.r, text.slice(0, 64));
  });
  return units;
}

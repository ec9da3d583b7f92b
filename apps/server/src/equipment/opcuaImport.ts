import {
  ADMIN_LIMITS,
  opcuaPoint,
  type opcuaImportRequest,
  type OpcuaImportNode,
  type OpcuaImportResult,
  type OpcuaPoint,
} from '@lf/protocol';
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { actorOf, logOperation, type Caller } from '../access/operationLog';
import type { AppContext } from '../context';
import type { SignalTable } from '../db/schema';
import { refuse } from '../http/refusal';
import { nextSignalSeq } from './signalRows';

const INTEGER_TYPES = new Set(['SByte', 'Byte', 'Int16', 'UInt16', 'Int32', 'UInt32']);

/**
 * The columns of an imported node. An OPC UA signal's address is its `point`; the Modbus columns
 * give its shape as the monitor and the write checks read it: a Boolean is a bit (coil when
 * writable, discrete input otherwise), a number a register (holding or input), 32-bit integer or
 * float as the node's type allows.
 */
function signalColumnsOfNode(
  node: OpcuaImportNode,
  point: OpcuaPoint,
): Omit<Insertable<SignalTable>, 'equipment_id' | 'seq'> {
  const isBool = node.dataType === 'Boolean';
  const area = isBool ? (node.writable ? 'coil' : 'discrete') : node.writable ? 'holding' : 'input';
  return {
    name: node.name,
    unit: node.unit,
    area,
    address: 0,
    data_type: isBool ? 'bool' : INTEGER_TYPES.has(node.dataType) ? 'int32' : 'float32',
    access: node.writable ? 'rw' : 'r',
    alarm_rules: '[]',
    point: JSON.stringify(point),
  };
}

/** The equipment's driver must be OPC UA: another protocol has no nodes to browse. */
export async function requireOpcuaDriver(
  ctx: AppContext,
  request: FastifyRequest,
  equipmentId: string,
): Promise<void> {
  const driver = await ctx.db
    .selectFrom('equipment_driver')
    .select('protocol')
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirst();
  if (driver?.protocol !== 'opcua') throw refuse(request, 'notOpcuaEquipment');
}

/**
 * Imports picked nodes as the equipment's signals in one step: nodes it already has are skipped,
 * a name clash or the signal limit refuses the whole import. Logged only when something is added.
 */
export async function importOpcuaNodes(
  ctx: AppContext,
  { user, request }: Caller,
  equipment: { id: string },
  input: z.infer<typeof opcuaImportRequest>,
): Promise<OpcuaImportResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('signal')
      .select(['name', 'point'])
      .where('equipment_id', '=', equipment.id)
      .execute();
    const knownNodes = new Set(
      existing.flatMap((s) => {
        const point = opcuaPoint.safeParse(s.point);
        return point.success ? [point.data.nodeId] : [];
      }),
    );
    const fresh = input.nodes.filter((n) => !knownNodes.has(n.nodeId));
    const skipped = input.nodes.filter((n) => knownNodes.has(n.nodeId)).map((n) => n.nodeId);
    const names = new Set(existing.map((s) => s.name));
    for (const node of fresh) {
      if (names.has(node.name)) throw refuse(request, 'opcuaSignalNameTaken', { name: node.name });
      names.add(node.name);
    }
    if (existing.length + fresh.length > ADMIN_LIMITS.signalsPerEquipment) {
      throw refuse(request, 'tooManySignals', { max: ADMIN_LIMITS.signalsPerEquipment });
    }
    if (fresh.length === 0) return { imported: 0, skipped };
    const first = await nextSignalSeq(trx, equipment.id);
    await trx
      .insertInto('signal')
      .values(
        fresh.map((node, i) => ({
          ...signalColumnsOfNode(node, {
            nodeId: node.nodeId,
            samplingIntervalMs: input.samplingIntervalMs,
            deadband: 0,
          }),
          equipment_id: equipment.id,
          seq: first + i,
        })),
      )
      .execute();
    await logOperation(trx, actorOf(user, request), 'signal.opcuaImport', {
      equipmentId: equipment.id,
      imported: fresh.length,
      skipped: skipped.length,
    });
    return { imported: fresh.length, skipped };
  });
}

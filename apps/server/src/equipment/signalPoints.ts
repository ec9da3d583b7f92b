import {
  Code,
  opcuaPoint,
  s7Point,
  type OpcuaPoint,
  type ProtocolId,
  type S7Point,
  type SignalFields,
} from '@lf/protocol';
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';

/**
 * Where a signal's address lives, by its equipment's driver: Modbus signals (and those of an
 * equipment without a driver) in their area/address columns, OPC UA and S7 signals in `point`
 * (migration 0185). The signal form sends the field of the equipment's protocol; the other
 * protocols' fields are refused rather than stored where no driver would read them.
 */
const POINT_FIELD = { opcua: 'nodeId', s7: 's7Address' } as const;
const POINT_PROTOCOL_NAME = { opcua: 'OPC UA NodeId', s7: 'S7' } as const;

export async function equipmentProtocol(db: Db, equipmentId: string): Promise<ProtocolId | null> {
  const row = await db
    .selectFrom('equipment_driver')
    .select('protocol')
    .where('equipment_id', '=', equipmentId)
    .executeTakeFirst();
  return (row?.protocol as ProtocolId | undefined) ?? null;
}

/** The `point` column of a signal saved from the form; `previous` is the stored one (edits). */
export function pointOf(
  protocol: ProtocolId | null,
  fields: SignalFields,
  previous: unknown = null,
): string | null {
  const wanted = protocol === 'opcua' || protocol === 's7' ? POINT_FIELD[protocol] : null;
  for (const field of Object.values(POINT_FIELD)) {
    if (field !== wanted && fields[field] !== undefined) {
      throw new ApiError(Code.BAD_REQUEST, 'fieldInvalid', { field }, { field });
    }
  }
  if (protocol === 's7') {
    if (fields.s7Address === undefined) throw pointRequired('s7');
    const point: S7Point = { address: fields.s7Address };
    return JSON.stringify(point);
  }
  if (protocol === 'opcua') {
    if (fields.nodeId === undefined) throw pointRequired('opcua');
    // Sampling and deadband come from the browse import; the form keeps what was stored.
    const kept = opcuaPoint.safeParse(previous);
    const point: OpcuaPoint = kept.success
      ? { ...kept.data, nodeId: fields.nodeId }
      : opcuaPoint.parse({ nodeId: fields.nodeId });
    return JSON.stringify(point);
  }
  return null;
}

function pointRequired(protocol: 'opcua' | 's7'): ApiError {
  const field = POINT_FIELD[protocol];
  return new ApiError(
    Code.BAD_REQUEST,
    'signalPointRequired',
    { field, protocol: POINT_PROTOCOL_NAME[protocol] },
    { field },
  );
}

/** The address shown for a signal whose driver keeps it in `point` (NodeId, S7 address). */
export function pointAddressOf(point: unknown): string | undefined {
  const opcua = opcuaPoint.safeParse(point);
  if (opcua.success) return opcua.data.nodeId;
  const s7 = s7Point.safeParse(point);
  return s7.success ? s7.data.address : undefined;
}

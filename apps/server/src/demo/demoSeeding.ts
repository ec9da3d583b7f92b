import { randomBytes, randomUUID } from 'node:crypto';
import type { AlarmRule } from '@lf/protocol';
import type { PlantSignalDefinition } from '@lf/simulators';
import { hashPassword } from '../account/passwords';
import type { Db } from '../db/database';

/**
 * The organisation a first-start seed writes into (the user `demo`'s), or null when there is
 * nothing to do: the seed's gateway `gatewayId` exists already, or there is no user `demo`.
 */
export async function firstStartOrg(db: Db, gatewayId: string): Promise<string | null> {
  const exists = await db
    .selectFrom('gateway')
    .select('id')
    .where('id', '=', gatewayId)
    .executeTakeFirst();
  if (exists) return null;
  const owner = await db
    .selectFrom('app_user')
    .select('org_id')
    .where('loginname', '=', 'demo')
    .executeTakeFirst();
  return owner?.org_id ?? null;
}

/** A password hash nobody knows: the demo agents get a fresh password at every start. */
export function placeholderPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

export interface DemoEquipment {
  orgId: string;
  passwordHash: string;
  gateway: { id: string; name: string };
  equipment: { name: string; model: string; description: string; lat?: number; lng?: number };
  /** One signal per register, in the map's order, named in Chinese. */
  registers: readonly PlantSignalDefinition[];
  alarmRules?: Record<string, AlarmRule[]>;
}

/**
 * Writes (in the caller's transaction) a demo gateway and its one equipment with a signal per
 * register. Resolves with the equipment's id and the signal id of each register key.
 */
export async function insertDemoEquipment(
  trx: Db,
  demo: DemoEquipment,
): Promise<{ equipmentId: string; signalIdOf: Map<string, number> }> {
  await trx
    .insertInto('gateway')
    .values({
      id: demo.gateway.id,
      org_id: demo.orgId,
      name: demo.gateway.name,
      password_hash: demo.passwordHash,
      interval_s: 5,
    })
    .execute();
  const equipmentId = randomUUID();
  await trx
    .insertInto('equipment')
    .values({
      ...demo.equipment,
      id: equipmentId,
      org_id: demo.orgId,
      type: 'eg',
      display: 'list',
      gateway_id: demo.gateway.id,
    })
    .execute();
  const rows = await trx
    .insertInto('signal')
    .values(
      demo.registers.map((def, seq) => ({
        equipment_id: equipmentId,
        name: def.name.zh,
        unit: def.unit,
        area: def.area,
        address: def.address,
        data_type: def.dataType,
        word_order: def.wordOrder,
        scale: def.scale,
        offset: def.offset,
        access: def.access,
        min: def.min ?? null,
        max: def.max ?? null,
        alarm_rules: JSON.stringify(demo.alarmRules?.[def.key] ?? []),
        seq,
      })),
    )
    .returning('id')
    .execute();
  const signalIdOf = new Map(demo.registers.map((def, i) => [def.key, rows[i]?.id ?? 0]));
  return { equipmentId, signalIdOf };
}

/**
 * The signal id (as text) of each register key of the demo equipment behind `gatewayId`, or
 * null when its signals are not the map's (not seeded, or changed by an administrator).
 */
export async function seededSignalIds(
  db: Db,
  gatewayId: string,
  registers: readonly PlantSignalDefinition[],
): Promise<Map<string, string> | null> {
  const signals = await db
    .selectFrom('signal')
    .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
    .select(['signal.id'])
    .where('equipment.gateway_id', '=', gatewayId)
    .orderBy('signal.seq')
    .execute();
  if (signals.length !== registers.length) return null;
  return new Map(registers.map((def, i) => [def.key, String(signals[i]?.id)]));
}

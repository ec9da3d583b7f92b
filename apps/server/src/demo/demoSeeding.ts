import { randomUUID } from 'node:crypto';
import type { AlarmRule } from '@lf/protocol';
import type { PlantSignalDefinition } from '@lf/simulators';
import { hashPassword } from '../account/passwords';
import type { Db } from '../db/database';
import { signalColumnsOf } from '../equipment/signalRows';
import { newGatewayPassword } from '../gateways/commands';

/** Whom a first-start seed writes for: the user `demo`'s organisation, and its agents' hash. */
export interface DemoOwner {
  orgId: string;
  /** A password hash nobody knows: the demo agents get a fresh password at every start. */
  passwordHash: string;
}

/**
 * The owner a first-start seed writes for, or null when there is nothing to do: the seed's
 * gateway `gatewayId` exists already, or there is no user `demo`. The hash is made before the
 * seed's transaction, and once for all the gateways of one seed (hashing is slow by design).
 */
export async function firstStartOwner(db: Db, gatewayId: string): Promise<DemoOwner | null> {
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
  if (!owner) return null;
  return {
    orgId: owner.org_id,
    passwordHash: await hashPassword(newGatewayPassword()),
  };
}

export interface DemoGateway extends DemoOwner {
  gateway: { id: string; name: string };
  equipment: { name: string; model: string; description: string; lat?: number; lng?: number };
}

export interface DemoEquipment extends DemoGateway {
  /** One signal per register, in the map's order, named in Chinese. */
  registers: readonly PlantSignalDefinition[];
  alarmRules?: Record<string, AlarmRule[]>;
}

/**
 * Writes (in the caller's transaction) a demo gateway and the one equipment behind it, with
 * no signals yet. Resolves with the equipment's id.
 */
export async function insertDemoGateway(trx: Db, demo: DemoGateway): Promise<string> {
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
  return equipmentId;
}

/**
 * Writes (in the caller's transaction) a demo gateway and its one equipment with a signal per
 * register. Resolves with the equipment's id and the signal id of each register key.
 */
export async function insertDemoEquipment(
  trx: Db,
  demo: DemoEquipment,
): Promise<{ equipmentId: string; signalIdOf: Map<string, number> }> {
  const equipmentId = await insertDemoGateway(trx, demo);
  const rows = await trx
    .insertInto('signal')
    .values(
      demo.registers.map((def, seq) => ({
        ...signalColumnsOf({
          ...def,
          name: def.name.zh,
          alarmRules: demo.alarmRules?.[def.key] ?? [],
        }),
        equipment_id: equipmentId,
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

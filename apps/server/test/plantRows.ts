import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database';

/*
 * A gateway and its equipment written straight into the database, as the administrator's adds
 * would leave them. The server's tests, the benches and the fault suite seed their plants this
 * way (fast, and with no HTTP session to set up); each adds the signals it needs itself.
 */

/** Adds a gateway to an organisation; its name is its id unless given. */
export async function insertGateway(
  db: Db,
  gateway: { orgId: string; id: string; passwordHash: string; name?: string },
): Promise<void> {
  await db
    .insertInto('gateway')
    .values({
      id: gateway.id,
      org_id: gateway.orgId,
      name: gateway.name ?? gateway.id,
      password_hash: gateway.passwordHash,
    })
    .execute();
}

/** Adds an equipment to an organisation, behind `gatewayId` when given; answers its new id. */
export async function insertEquipment(
  db: Db,
  equipment: { orgId: string; name: string; gatewayId?: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('equipment')
    .values({
      id,
      org_id: equipment.orgId,
      name: equipment.name,
      type: 'eg',
      gateway_id: equipment.gatewayId ?? null,
    })
    .execute();
  return id;
}

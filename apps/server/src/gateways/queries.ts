import {
  MQTT_REFUSAL_REASONS,
  type gatewayQueryRequest,
  type GatewayPage,
  type MqttRefusalReason,
  type MqttRefusalRow,
} from '@lf/protocol';
import type { z } from 'zod';
import type { SessionUser } from '../account/sessions';
import { gatewayRangeFilter } from '../access/range';
import type { Db } from '../db/database';
import { containsPattern, paged } from '../db/paged';
import { gatewayRowsOf } from '../equipment/managedEquipment';
import { notFound } from '../http/apiError';

/** The gateways the user may see: of their organisation, and wholly within their data range. */
function gatewaysOf(db: Db, user: Pick<SessionUser, 'orgId' | 'range'>) {
  return db
    .selectFrom('gateway')
    .where('org_id', '=', user.orgId)
    .where(gatewayRangeFilter(user, 'gateway.id'));
}

/** A page of the gateways the user may see, the newest first, filtered by name or id. */
export async function queryGateways(
  db: Db,
  user: SessionUser,
  input: z.infer<typeof gatewayQueryRequest>,
): Promise<GatewayPage> {
  let query = gatewaysOf(db, user);
  if (input.keyword) {
    const like = containsPattern(input.keyword);
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('id', 'ilike', like)]));
  }
  const found = await paged(query, input, (rows) =>
    rows.selectAll().orderBy('created_at', 'desc').orderBy('id'),
  );
  return { ...found, list: await gatewayRowsOf(db, found.list) };
}

/** A gateway the user may see; any other counts as missing (404). */
export async function gatewayOfUser(db: Db, user: SessionUser, id: string) {
  const row = await gatewaysOf(db, user).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Whether the user may see the gateway, and so bind equipment to it. */
export async function gatewayVisibleTo(
  db: Db,
  user: Pick<SessionUser, 'orgId' | 'range'>,
  id: string,
): Promise<boolean> {
  const row = await gatewaysOf(db, user).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether a gateway of any organisation has the id (gateway ids are global: the MQTT client id). */
export async function gatewayIdTaken(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('gateway').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether the organisation has the hardware model. */
export async function hardwareOfOrg(db: Db, orgId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('hardware_model')
    .select('id')
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The MQTT refusals of the gateways the user may see (of one, if named), the latest first. */
export async function mqttRefusalsOf(
  db: Db,
  user: SessionUser,
  gatewayId: string | undefined,
): Promise<MqttRefusalRow[]> {
  let query = db
    .selectFrom('mqtt_refusal')
    .innerJoin('gateway', 'gateway.id', 'mqtt_refusal.gateway_id')
    .where('gateway.org_id', '=', user.orgId)
    .where(gatewayRangeFilter(user, 'gateway.id'));
  if (gatewayId) query = query.where('gateway.id', '=', gatewayId);
  const rows = await query
    .select([
      'mqtt_refusal.gateway_id',
      'mqtt_refusal.reason',
      'mqtt_refusal.count',
      'mqtt_refusal.first_at',
      'mqtt_refusal.last_at',
      'mqtt_refusal.last_detail',
    ])
    .orderBy('mqtt_refusal.last_at', 'desc')
    .limit(1000)
    .execute();
  return rows
    .filter((row) => (MQTT_REFUSAL_REASONS as readonly string[]).includes(row.reason))
    .map((row) => ({
      gatewayId: row.gateway_id,
      reason: row.reason as MqttRefusalReason,
      count: Number(row.count),
      firstAt: new Date(row.first_at).toISOString(),
      lastAt: new Date(row.last_at).toISOString(),
      lastDetail: row.last_detail,
    }));
}

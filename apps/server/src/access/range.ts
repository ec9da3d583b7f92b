import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { DataRange } from './userAccess';
import { notFound } from '../http/apiError';

/**
 * The data range on the server: a user with a listed range reaches only the listed equipment
 * (and the equipment of listed projects) and the listed projects. Outside it, an id answers
 * NOT_FOUND like a foreign id, and lists, counts, tokens and pushes leave it out.
 */
interface Ranged {
  range: DataRange;
}

export function equipmentInRange(user: Ranged, equipmentId: string): boolean {
  return user.range.all || user.range.equipmentIds.has(equipmentId);
}

export function projectInRange(user: Ranged, projectId: string): boolean {
  return user.range.all || user.range.projectIds.has(projectId);
}

export function assertEquipmentInRange(user: Ranged, equipmentId: string): void {
  if (!equipmentInRange(user, equipmentId)) throw notFound();
}

export function assertProjectInRange(user: Ranged, projectId: string): void {
  if (!projectInRange(user, projectId)) throw notFound();
}

/** A SQL condition: the equipment id in `column` is in the user's range. */
export function equipmentRangeFilter(user: Ranged, column: string): Expression<SqlBool> {
  return idFilter(user.range.all ? undefined : user.range.equipmentIds, column);
}

/** A SQL condition: the project id in `column` is in the user's range. */
export function projectRangeFilter(user: Ranged, column: string): Expression<SqlBool> {
  return idFilter(user.range.all ? undefined : user.range.projectIds, column);
}

function idFilter(ids: ReadonlySet<string> | undefined, column: string): Expression<SqlBool> {
  if (!ids) return sql<SqlBool>`true`;
  if (ids.size === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join([...ids])})`;
}

/**
 * A SQL condition: the gateway whose id is in `column` carries only equipment in the user's
 * range (or none yet). A gateway's settings, credentials and deletion reach all its equipment,
 * so a user with a listed range manages only the gateways wholly inside it.
 */
export function gatewayRangeFilter(user: Ranged, column: string): Expression<SqlBool> {
  if (user.range.all) return sql<SqlBool>`true`;
  const ids = user.range.equipmentIds;
  const outside =
    ids.size === 0 ? sql<SqlBool>`true` : sql<SqlBool>`carried.id not in (${sql.join([...ids])})`;
  return sql<SqlBool>`not exists (select 1 from equipment carried
    where carried.gateway_id = ${sql.ref(column)} and ${outside})`;
}

/**
 * A SQL condition on deleted equipment (`column`: who deleted it): a user with a listed range
 * sees and purges only the equipment they deleted themselves. A deleted equipment leaves every
 * range, so what the user deleted is the only trace of what was theirs.
 */
export function archiveRangeFilter(
  user: Ranged & { userId: string },
  column: string,
): Expression<SqlBool> {
  if (user.range.all) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(column)} = ${user.userId}`;
}

/** A user who sees only listed equipment keeps seeing the equipment they add. */
export async function keepInRange(
  db: Db,
  user: Ranged & { userId: string },
  equipmentId: string,
): Promise<void> {
  if (user.range.all) return;
  await db
    .insertInto('user_range_equipment')
    .values({ user_id: user.userId, equipment_id: equipmentId })
    .execute();
}

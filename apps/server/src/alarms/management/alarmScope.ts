import { shareAllows } from '@lf/protocol';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../../account/sessions';
import type { AppContext } from '../../context';
import { grantsInForce } from '../../access/grants';
import { equipmentRangeFilter } from '../../access/range';

/**
 * Whose alarms a user's summary, journal and KPIs cover: the alarms of their organisation
 * within their data range (an alarm of no equipment, a gateway's, only in a range of all), and
 * the alarms of equipment shared with them by a grant in force that carries the alarms.
 */
export interface AlarmScope {
  orgId: string;
  user: Pick<SessionUser, 'range'>;
  sharedEquipmentIds: readonly string[];
}

export async function alarmScopeOf(ctx: AppContext, user: SessionUser): Promise<AlarmScope> {
  const grants = await grantsInForce(ctx, user.userId);
  const sharedEquipmentIds = [...grants]
    .filter(([, grant]) => shareAllows(grant, 'alarms'))
    .map(([id]) => id);
  return { orgId: user.orgId, user, sharedEquipmentIds };
}

/** A SQL condition on the `alarm` table (or its alias): the alarm is within the scope. */
export function inAlarmScope(scope: AlarmScope, table = 'alarm'): Expression<SqlBool> {
  const own = sql<SqlBool>`(${sql.ref(`${table}.org_id`)} = ${scope.orgId} and ${equipmentRangeFilter(
    scope.user,
    `${table}.equipment_id`,
  )})`;
  if (scope.sharedEquipmentIds.length === 0) return own;
  return sql<SqlBool>`(${own} or ${sql.ref(`${table}.equipment_id`)} in (${sql.join([
    ...scope.sharedEquipmentIds,
  ])}))`;
}

/**
 * The ids among `ids` a user may act on: alarms of their own organisation within their data
 * range. A share receiver sees the shared equipment's alarms but acts on none (the owner's
 * operators acknowledge and shelve them).
 */
export async function actionableIds(
  ctx: AppContext,
  user: SessionUser,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('alarm')
    .select('id')
    .where('id', 'in', ids)
    .where('org_id', '=', user.orgId)
    .where(equipmentRangeFilter(user, 'alarm.equipment_id'))
    .execute();
  return rows.map((row) => row.id);
}

import {
  ACTIONS,
  shareAllows,
  type Action,
  type ActionRule,
  type ShareReceived,
} from '@lf/protocol';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../account/sessions';
import type { AppContext } from '../context';
import { grantsInForce } from './grants';
import {
  archiveRangeFilter,
  equipmentRangeFilter,
  gatewayRangeFilter,
  projectRangeFilter,
} from './range';

/**
 * What a user may take an action on, as SQL conditions for lists, counts, maps, journals and
 * exports: their organisation's records within their data range, and, where the action admits
 * receivers (its `share` need in the action table), equipment shared with them by a grant in
 * force that covers the need. The grants are read once per call; `for` reuses them.
 */
export interface Scope {
  readonly action: Action;
  /** Ids of the equipment shared with the user by a grant covering the action's need. */
  readonly sharedIds: readonly string[];
  /** On the equipment table aliased `table` (its `id` and `org_id`). */
  equipment(table: string): Expression<SqlBool>;
  /** On the alarm table aliased `table`: an alarm of no equipment (a gateway's) only in a range of all. */
  alarm(table?: string): Expression<SqlBool>;
  /** On the project table aliased `table`. */
  project(table: string): Expression<SqlBool>;
  /** The gateway whose id is in `column` carries only equipment in range (it reaches them all). */
  gateway(column: string): Expression<SqlBool>;
  /** Deleted equipment whose deleter is in `column`: with a listed range, only one's own. */
  archive(column: string): Expression<SqlBool>;
  /** The record's organisation (in `column`) is the user's. */
  org(column: string): Expression<SqlBool>;
  /** The same user's scope for another action, without reading the grants again. */
  for(action: Action): Scope;
}

export async function scope(ctx: AppContext, user: SessionUser, action: Action): Promise<Scope> {
  const grants = [...(await grantsInForce(ctx, user.userId))];
  return scopeWithGrants(user, grants, action);
}

function scopeWithGrants(
  user: SessionUser,
  grants: readonly [string, ShareReceived][],
  action: Action,
): Scope {
  const need = (ACTIONS[action] as ActionRule).share;
  const sharedIds = need
    ? grants.filter(([, grant]) => shareAllows(grant, need)).map(([id]) => id)
    : [];
  const org = (column: string) => sql<SqlBool>`${sql.ref(column)} = ${user.orgId}`;
  const orShared = (own: Expression<SqlBool>, column: string) =>
    sharedIds.length === 0
      ? own
      : sql<SqlBool>`(${own} or ${sql.ref(column)} in (${sql.join(sharedIds)}))`;
  return {
    action,
    sharedIds,
    equipment: (table) =>
      orShared(
        sql<SqlBool>`(${org(`${table}.org_id`)} and ${equipmentRangeFilter(user, `${table}.id`)})`,
        `${table}.id`,
      ),
    alarm: (table = 'alarm') =>
      orShared(
        sql<SqlBool>`(${org(`${table}.org_id`)} and ${equipmentRangeFilter(user, `${table}.equipment_id`)})`,
        `${table}.equipment_id`,
      ),
    project: (table) =>
      sql<SqlBool>`(${org(`${table}.org_id`)} and ${projectRangeFilter(user, `${table}.id`)})`,
    gateway: (column) => gatewayRangeFilter(user, column),
    archive: (column) => archiveRangeFilter(user, column),
    org,
    for: (other) => scopeWithGrants(user, grants, other),
  };
}

import {
  BUILT_IN_ROLE_AUTHS,
  defaultRoleOf,
  mayPerform,
  isAuthCode,
  isBuiltInRole,
  Code,
  type Action,
  type AuthCode,
  type MessageKey,
  type RoleType,
} from '@lf/protocol';
import type { Db } from '../db/database';
import { ApiError, notFound } from '../http/apiError';

/**
 * What a user may see: every equipment and project of the organisation, or only the listed
 * equipment and projects (a listed project brings the equipment bound to it).
 */
export type DataRange =
  | { all: true }
  | { all: false; equipmentIds: ReadonlySet<string>; projectIds: ReadonlySet<string> };

export interface UserAccess {
  roleId: string;
  auths: AuthCode[];
  range: DataRange;
}

export interface AccessSubject {
  id: string;
  org_id: string;
  role_type: RoleType;
  role_id: string | null;
  data_range: 'all' | 'listed';
}

/**
 * A user's role, auths (the role's codes less any revoked for this user) and data range: the one
 * source for both the server's checks and the user info the web app displays, so they never disagree.
 */
export async function loadAccess(db: Db, user: AccessSubject): Promise<UserAccess> {
  const roleId = user.role_id ?? defaultRoleOf(user.role_type);
  const [roleAuths, revoked, range] = await Promise.all([
    authsOfRole(db, roleId, user.org_id),
    db.selectFrom('user_auth_revoked').select('auth').where('user_id', '=', user.id).execute(),
    user.data_range === 'all' ? ({ all: true } as const) : listedRange(db, user.id),
  ]);
  const taken = new Set(revoked.map((row) => row.auth));
  return { roleId, auths: roleAuths.filter((auth) => !taken.has(auth)), range };
}

/** A role's codes: built-in roles from the catalogue, custom roles as stored (unknown codes dropped). */
export async function authsOfRole(db: Db, roleId: string, orgId: string): Promise<AuthCode[]> {
  if (isBuiltInRole(roleId)) return [...BUILT_IN_ROLE_AUTHS[roleId]];
  const role = await db
    .selectFrom('role')
    .select('auths')
    .where('id', '=', roleId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return (role?.auths ?? []).filter(isAuthCode);
}

async function listedRange(db: Db, userId: string): Promise<DataRange> {
  const [equipment, projects, bound] = await Promise.all([
    db
      .selectFrom('user_range_equipment')
      .select('equipment_id')
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('user_range_project')
      .select('project_id')
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('user_range_project')
      .innerJoin(
        'project_equipment',
        'project_equipment.project_id',
        'user_range_project.project_id',
      )
      .select('project_equipment.equipment_id')
      .where('user_range_project.user_id', '=', userId)
      .execute(),
  ]);
  return {
    all: false,
    equipmentIds: new Set([...equipment, ...bound].map((row) => row.equipment_id)),
    projectIds: new Set(projects.map((row) => row.project_id)),
  };
}

/** The auths of one user, read afresh (for callers that hold only the user's id). */
export async function effectiveAuths(db: Db, user: { userId: string }): Promise<AuthCode[]> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'org_id', 'role_type', 'role_id', 'data_range'])
    .where('id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return (await loadAccess(db, row)).auths;
}

/**
 * Refuses (403 with `refusal`) a user the action table does not allow `action`, for a call that
 * takes it beside its own. The codes are the request's own: resolved once when the session was
 * read, so no call reads them again.
 */
export function assertMay(
  user: { auths: readonly AuthCode[] },
  action: Action,
  refusal: MessageKey,
): void {
  if (!mayPerform(user.auths, action)) throw new ApiError(Code.FORBIDDEN, refusal);
}

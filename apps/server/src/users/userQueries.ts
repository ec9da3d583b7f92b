import {
  BUILT_IN_ROLE_AUTHS,
  BUILT_IN_ROLES,
  isAuthCode,
  type Paged,
  type ProjectReach,
  type RoleRow,
  type UserRow,
  type UserState,
} from '@lf/protocol';
import { sql } from 'kysely';
import type { DataRange } from '../access/userAccess';
import type { Db } from '../db/database';
import { containsPattern, paged } from '../db/paged';

/** The users screen's page: live users of the organisation, newest first, with their ranges. */
export async function listUsers(
  db: Db,
  orgId: string,
  input: {
    keyword?: string | undefined;
    roleId?: string | undefined;
    state?: UserState | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<Paged<UserRow>> {
  let query = db
    .selectFrom('app_user')
    .where('app_user.org_id', '=', orgId)
    .where('app_user.deleted_at', 'is', null);
  const keyword = input.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or(
        (['loginname', 'username', 'tel', 'email'] as const).map((column) =>
          eb(`app_user.${column}`, 'ilike', pattern),
        ),
      ),
    );
  }
  if (input.roleId) query = query.where('app_user.role_id', '=', input.roleId);
  if (input.state === 'active') query = query.where('app_user.disabled_at', 'is', null);
  if (input.state === 'disabled') query = query.where('app_user.disabled_at', 'is not', null);
  const found = await paged(query, input, (rows) =>
    rows
      .leftJoin('role', 'role.id', 'app_user.role_id')
      .select([
        'app_user.id',
        'app_user.loginname',
        'app_user.username',
        'app_user.tel',
        'app_user.email',
        'app_user.role_id',
        'app_user.role_type',
        'app_user.disabled_at',
        'app_user.data_range',
        'app_user.must_change_password',
        'app_user.created_at',
        'role.name as role_name',
        (eb) =>
          eb
            .selectFrom('session')
            .select((inner) => inner.fn.max('session.created_at').as('at'))
            .whereRef('session.user_id', '=', 'app_user.id')
            .as('last_login_at'),
      ])
      .orderBy('app_user.created_at', 'desc')
      .orderBy('app_user.id'),
  );
  const ids = found.list.map((row) => row.id);
  const [equipment, projects] = ids.length
    ? await Promise.all([
        db
          .selectFrom('user_range_equipment')
          .select(['user_id', 'equipment_id as id'])
          .where('user_id', 'in', ids)
          .execute(),
        db
          .selectFrom('user_range_project')
          .select(['user_id', 'project_id as id'])
          .where('user_id', 'in', ids)
          .execute(),
      ])
    : [[], []];
  const byUser = (list: { user_id: string; id: string }[], userId: string) =>
    list.filter((item) => item.user_id === userId).map((item) => item.id);
  return {
    ...found,
    list: found.list.map((row) => {
      const roleId = row.role_id ?? (row.role_type === 'admin' ? 'administrator' : 'operator');
      return {
        id: row.id,
        loginname: row.loginname,
        displayName: row.username,
        tel: row.tel,
        email: row.email,
        roleId,
        roleName: row.role_name ?? roleId,
        state: row.disabled_at ? 'disabled' : 'active',
        dataRange: row.data_range,
        equipmentIds: byUser(equipment, row.id),
        projectIds: byUser(projects, row.id),
        mustChangePassword: row.must_change_password,
        lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
        createdAt: new Date(row.created_at).toISOString(),
      };
    }),
  };
}

/** Built-in roles first (in catalogue order), then the organisation's custom roles by name. */
export async function listRoles(db: Db, orgId: string): Promise<RoleRow[]> {
  const [custom, counts] = await Promise.all([
    db
      .selectFrom('role')
      .select(['id', 'name', 'auths'])
      .where('org_id', '=', orgId)
      .orderBy(sql`lower(name)`)
      .execute(),
    db
      .selectFrom('app_user')
      .select([
        sql<string>`coalesce(role_id, case when role_type = 'admin' then 'administrator' else 'operator' end)`.as(
          'role',
        ),
        (eb) => eb.fn.countAll<string>().as('n'),
      ])
      .where('org_id', '=', orgId)
      .where('deleted_at', 'is', null)
      .groupBy('role')
      .execute(),
  ]);
  const countOf = (id: string) => Number(counts.find((row) => row.role === id)?.n ?? 0);
  return [
    ...BUILT_IN_ROLES.map((id) => ({
      id,
      name: id,
      builtIn: true,
      auths: [...BUILT_IN_ROLE_AUTHS[id]],
      userCount: countOf(id),
    })),
    ...custom.map((role) => ({
      id: role.id,
      name: role.name,
      builtIn: false,
      auths: role.auths.filter(isAuthCode),
      userCount: countOf(role.id),
    })),
  ];
}

/**
 * The equipment each listed project brings into a data range, for projects of the organisation
 * the caller reaches (others are left out, as the pickers leave them out).
 */
export async function projectReach(
  db: Db,
  caller: { orgId: string; range: DataRange },
  projectIds: readonly string[],
): Promise<ProjectReach[]> {
  const { range } = caller;
  const ids = [...new Set(projectIds)].filter((id) => range.all || range.projectIds.has(id));
  if (ids.length === 0) return [];
  const [projects, bound] = await Promise.all([
    db
      .selectFrom('project')
      .select(['id', 'name'])
      .where('org_id', '=', caller.orgId)
      .where('id', 'in', ids)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('project_equipment')
      .innerJoin('equipment', 'equipment.id', 'project_equipment.equipment_id')
      .select(['project_equipment.project_id', 'equipment.id', 'equipment.name'])
      .where('project_equipment.project_id', 'in', ids)
      .where('equipment.org_id', '=', caller.orgId)
      .orderBy('equipment.name')
      .execute(),
  ]);
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    equipment: bound
      .filter((row) => row.project_id === project.id)
      .map((row) => ({ id: row.id, name: row.name })),
  }));
}

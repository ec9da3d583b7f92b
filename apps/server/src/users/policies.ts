import { BUILT_IN_ROLE_AUTHS, Code, isAuthCode, isBuiltInRole, type AuthCode } from '@lf/protocol';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/apiError';

/**
 * The rules of users and roles management, each a check that refuses or passes. Everything is
 * scoped to the caller's organisation: an id of another organisation answers NOT_FOUND, as an
 * id that does not exist does.
 */
type Tx = Kysely<Database>;

export const ADMINISTRATOR_ROLE = 'administrator';

/** A live (not deleted) user of the organisation, or NOT_FOUND. */
export async function loadOrgUser(db: Tx, orgId: string, id: string) {
  const user = await db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

export interface OrgRole {
  id: string;
  name: string;
  builtIn: boolean;
  auths: AuthCode[];
}

/** A role a user of the organisation may hold: a built-in one, or one of its custom roles. */
export async function loadOrgRole(db: Tx, orgId: string, roleId: string): Promise<OrgRole> {
  if (isBuiltInRole(roleId)) {
    return { id: roleId, name: roleId, builtIn: true, auths: [...BUILT_IN_ROLE_AUTHS[roleId]] };
  }
  const role = await db
    .selectFrom('role')
    .select(['id', 'name', 'auths'])
    .where('id', '=', roleId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!role) throw notFound();
  return { id: role.id, name: role.name, builtIn: false, auths: role.auths.filter(isAuthCode) };
}

/** Built-in roles follow the catalogue: they are neither edited nor deleted. */
export function assertCustomRole(role: OrgRole): void {
  if (role.builtIn) throw new ApiError(Code.FORBIDDEN, 'builtInRoleReadOnly');
}

/** Every listed equipment and project must be the organisation's (else NOT_FOUND). */
export async function assertRangeInOrg(
  db: Tx,
  orgId: string,
  equipmentIds: readonly string[],
  projectIds: readonly string[],
): Promise<void> {
  const equipment = new Set(equipmentIds);
  const projects = new Set(projectIds);
  if (equipment.size > 0) {
    const found = await db
      .selectFrom('equipment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('org_id', '=', orgId)
      .where('id', 'in', [...equipment])
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== equipment.size) throw notFound();
  }
  if (projects.size > 0) {
    const found = await db
      .selectFrom('project')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('org_id', '=', orgId)
      .where('id', 'in', [...projects])
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== projects.size) throw notFound();
  }
}

/** An administrator may not disable, delete or change the role of their own account. */
export function assertNotSelf(actorId: string, targetId: string): void {
  if (actorId === targetId) throw new ApiError(Code.FORBIDDEN, 'cannotChangeSelf');
}

/** Login names are unique case-insensitively among live users (a deleted user's name is freed). */
export async function assertLoginnameFree(db: Tx, loginname: string): Promise<void> {
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<string>`lower(loginname)`, '=', loginname.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new ApiError(Code.BAD_REQUEST, 'usernameExists');
}

/**
 * Serialises every change that could take an organisation's last active administrator away
 * (role change, disable, delete) across server instances: a transaction-scoped advisory lock,
 * held until the change commits, so the count checked after it is the truth.
 */
export async function lockOrgAdministrators(trx: Tx, orgId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`org-admins:${orgId}`}, 0))`.execute(
    trx,
  );
}

/** Refuses (rolling the transaction back) when the organisation has no active administrator left. */
export async function assertAdministratorRemains(trx: Tx, orgId: string): Promise<void> {
  const row = await trx
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('org_id', '=', orgId)
    .where('disabled_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('role_id', '=', ADMINISTRATOR_ROLE),
        eb.and([eb('role_id', 'is', null), eb('role_type', '=', 'admin')]),
      ]),
    )
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) throw new ApiError(Code.FORBIDDEN, 'lastAdministrator');
}

/** A role name unique in the organisation (case-insensitively), but the role itself. */
export async function assertRoleNameFree(
  db: Tx,
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('role')
    .select('id')
    .where('org_id', '=', orgId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(Code.BAD_REQUEST, 'roleNameExists');
}

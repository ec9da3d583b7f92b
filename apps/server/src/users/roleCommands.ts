import { randomUUID } from 'node:crypto';
import { Code, type AuthCode } from '@lf/protocol';
import { sql } from 'kysely';
import { logOperation, type Actor } from '../access/operationLog';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { canChangeRole, canGrantCodes, refuse, type Authority } from './grantRules';
import { assertCustomRole, assertRoleNameFree, loadOrgRole } from './policies';

/**
 * Custom roles of an organisation: a name and a set of catalogue codes. Changes to one
 * organisation's roles are serialised (an advisory lock) so two names differing only in case
 * cannot both be taken. A role's codes are read on every request, so an edit applies at once.
 * A role carries only codes its author holds, and nobody changes the role they hold themselves
 * (or one holding more than they do).
 */

function lockOrgRoles(orgId: string) {
  return sql`select pg_advisory_xact_lock(hashtextextended(${`org-roles:${orgId}`}, 0))`;
}

export async function addRole(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  input: { name: string; auths: AuthCode[] },
): Promise<string> {
  const id = randomUUID();
  const auths = [...new Set(input.auths)];
  refuse(canGrantCodes(caller, auths));
  await ctx.db.transaction().execute(async (trx) => {
    await lockOrgRoles(actor.orgId).execute(trx);
    await assertRoleNameFree(trx, actor.orgId, input.name);
    await trx
      .insertInto('role')
      .values({ id, org_id: actor.orgId, name: input.name, auths: JSON.stringify(auths) })
      .execute();
    await logOperation(trx, actor, 'role.add', { id, name: input.name, auths });
  });
  return id;
}

export async function editRole(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  input: { id: string; name: string; auths: AuthCode[] },
): Promise<void> {
  const auths = [...new Set(input.auths)];
  await ctx.db.transaction().execute(async (trx) => {
    await lockOrgRoles(actor.orgId).execute(trx);
    const role = await loadOrgRole(trx, actor.orgId, input.id);
    assertCustomRole(role);
    refuse(canChangeRole(caller, role));
    refuse(canGrantCodes(caller, auths));
    await assertRoleNameFree(trx, actor.orgId, input.name, input.id);
    await trx
      .updateTable('role')
      .set({ name: input.name, auths: JSON.stringify(auths) })
      .where('id', '=', input.id)
      .where('org_id', '=', actor.orgId)
      .execute();
    await logOperation(trx, actor, 'role.edit', { id: input.id, name: input.name, auths });
  });
}

/** Refused while a live user holds the role; deleted users who held it fall back to no role. */
export async function deleteRole(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  id: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockOrgRoles(actor.orgId).execute(trx);
    const role = await loadOrgRole(trx, actor.orgId, id);
    assertCustomRole(role);
    refuse(canChangeRole(caller, role));
    // Holding the role's row (FOR UPDATE) keeps a concurrent edit from giving it to a user.
    await trx.selectFrom('role').select('id').where('id', '=', id).forUpdate().execute();
    const holders = await trx
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const count = Number(holders.n);
    if (count > 0) throw new ApiError(Code.FORBIDDEN, 'roleInUse', { count });
    await trx
      .updateTable('app_user')
      .set({ role_id: null, role_type: 'user' })
      .where('role_id', '=', id)
      .execute();
    await trx.deleteFrom('role').where('id', '=', id).execute();
    await logOperation(trx, actor, 'role.delete', { id, name: role.name });
  });
}

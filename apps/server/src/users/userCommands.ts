import { randomBytes, randomUUID } from 'node:crypto';
import {
  Code,
  roleTypeOf,
  type DataRangeKind,
  type MessageKey,
  type UserResetPasswordResponse,
} from '@lf/protocol';
import type { Insertable, Kysely } from 'kysely';
import { loadAccess, type DataRange } from '../access/userAccess';
import { hashPassword } from '../account/passwords';
import { endUserSessions } from '../account/sessions';
import { setUserPassword } from '../account/setPassword';
import { logOperation, type Actor } from '../access/operationLog';
import type { AppContext } from '../context';
import type { UserTable, Database } from '../db/schema';
import { ApiError, notFound } from '../http/apiError';
import { canActOn, canGrant, refuse, type Authority } from './grantRules';
import { acceptNewPassword } from './passwordPolicy';
import {
  assertAdministratorRemains,
  assertLoginnameFree,
  assertNotSelf,
  assertRangeInOrg,
  loadOrgRole,
  loadOrgUser,
  lockOrgAdministrators,
} from './policies';

/**
 * The changes an administrator makes to the organisation's users, each one transaction with its
 * operation-log record. Commands that end sessions answer the ended sessions' hashes: the route
 * closes this instance's sockets of them once the change has committed.
 */
type Tx = Kysely<Database>;

export interface UserFields {
  displayName: string;
  tel?: string | undefined;
  email?: string | undefined;
  roleId: string;
  dataRange: DataRangeKind;
  equipmentIds: string[];
  projectIds: string[];
}

export interface AddUserInput extends UserFields {
  loginname: string;
  password?: string | undefined;
}

/** The range the form asks for, as the rules compare it (a listed project's equipment comes with it). */
function rangeAsked(fields: UserFields): DataRange {
  if (fields.dataRange === 'all') return { all: true };
  return {
    all: false,
    equipmentIds: new Set(fields.equipmentIds),
    projectIds: new Set(fields.projectIds),
  };
}

/**
 * Refuses (403, nothing changed) giving `fields`' role and range when `caller` does not hold
 * them: the rules of grantRules, here for add, invite and edit.
 */
export async function assertMayGrant(
  db: Tx,
  orgId: string,
  caller: Authority,
  fields: UserFields,
): Promise<Awaited<ReturnType<typeof loadOrgRole>>> {
  const role = await loadOrgRole(db, orgId, fields.roleId);
  await assertRangeInOrg(db, orgId, fields.equipmentIds, fields.projectIds);
  refuse(canGrant(caller, { roleId: role.id, auths: role.auths, range: rangeAsked(fields) }));
  return role;
}

/** The live user `id` of the caller's organisation, refused when it holds more than the caller. */
async function loadTargetUser(db: Tx, orgId: string, caller: Authority, id: string) {
  const user = await loadOrgUser(db, orgId, id);
  refuse(canActOn(caller, await loadAccess(db, user)));
  return user;
}

/** A unique index refused the row: the login name, phone or e-mail is someone else's. */
function duplicateRefusal(error: unknown): ApiError | undefined {
  const { code, constraint } = error as { code?: string; constraint?: string };
  // The role (or a listed equipment or project) was deleted meanwhile.
  if (code === '23503') return notFound();
  if (code !== '23505') return undefined;
  const key: MessageKey =
    constraint === 'app_user_tel_unique'
      ? 'phoneBound'
      : constraint === 'app_user_email_unique'
        ? 'emailBound'
        : 'usernameExists';
  return new ApiError(Code.BAD_REQUEST, key);
}

export async function guardDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw duplicateRefusal(error) ?? error;
  }
}

async function setRange(trx: Tx, userId: string, fields: UserFields): Promise<void> {
  await trx.deleteFrom('user_range_equipment').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_range_project').where('user_id', '=', userId).execute();
  if (fields.dataRange !== 'listed') return;
  const equipment = [...new Set(fields.equipmentIds)];
  const projects = [...new Set(fields.projectIds)];
  if (equipment.length > 0) {
    await trx
      .insertInto('user_range_equipment')
      .values(equipment.map((id) => ({ user_id: userId, equipment_id: id })))
      .execute();
  }
  if (projects.length > 0) {
    await trx
      .insertInto('user_range_project')
      .values(projects.map((id) => ({ user_id: userId, project_id: id })))
      .execute();
  }
}

/**
 * Inserts a new account of the organisation with its role and data range, inside the caller's
 * transaction; a login name already taken is refused first (the unique index settles a race).
 */
export async function insertUser(
  trx: Tx,
  orgId: string,
  roleId: string,
  input: AddUserInput,
  account: Pick<
    Insertable<UserTable>,
    'id' | 'password_hash' | 'email' | 'must_change_password' | 'password_changed_at'
  > & { id: string },
): Promise<void> {
  await assertLoginnameFree(trx, input.loginname);
  await trx
    .insertInto('app_user')
    .values({
      ...account,
      org_id: orgId,
      loginname: input.loginname,
      username: input.displayName,
      role_type: roleTypeOf(roleId),
      role_id: roleId,
      tel: input.tel ?? '',
      data_range: input.dataRange,
    })
    .execute();
  await setRange(trx, account.id, input);
}

/** A new user with an initial password they must change at the first login. */
export async function addUser(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  input: AddUserInput & { password: string },
): Promise<string> {
  const role = await assertMayGrant(ctx.db, actor.orgId, caller, input);
  const passwordHash = await acceptNewPassword(ctx, actor.orgId, input.password);
  const id = randomUUID();
  await guardDuplicates(() =>
    ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, actor.orgId, role.id, input, {
        id,
        password_hash: passwordHash,
        email: input.email ?? '',
        must_change_password: true,
        password_changed_at: ctx.now(),
      });
      await logOperation(trx, actor, 'user.add', {
        id,
        name: input.loginname,
        role: role.id,
      });
    }),
  );
  return id;
}

/**
 * Display name, contact, role and data range of an account holding no more than the caller,
 * given no more than the caller holds; nobody changes their own role.
 */
export async function editUser(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  input: UserFields & { id: string },
): Promise<void> {
  const role = await assertMayGrant(ctx.db, actor.orgId, caller, input);
  await guardDuplicates(() =>
    ctx.db.transaction().execute(async (trx) => {
      await lockOrgAdministrators(trx, actor.orgId);
      const user = await loadTargetUser(trx, actor.orgId, caller, input.id);
      const roleChanged = (user.role_id ?? '') !== role.id;
      if (roleChanged) assertNotSelf(actor.userId, user.id);
      await trx
        .updateTable('app_user')
        .set({
          username: input.displayName,
          tel: input.tel ?? user.tel,
          email: input.email ?? user.email,
          role_id: role.id,
          role_type: roleTypeOf(role.id),
          data_range: input.dataRange,
        })
        .where('id', '=', user.id)
        .execute();
      await setRange(trx, user.id, input);
      if (roleChanged) await assertAdministratorRemains(trx, actor.orgId);
      await logOperation(trx, actor, 'user.edit', {
        id: user.id,
        name: user.loginname,
        role: role.id,
      });
    }),
  );
}

/** Disables (every session ends at once) or enables a user; never oneself, never the last admin. */
export async function setUserDisabled(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  id: string,
  disabled: boolean,
): Promise<Set<string>> {
  assertNotSelf(actor.userId, id);
  return ctx.db.transaction().execute(async (trx) => {
    await lockOrgAdministrators(trx, actor.orgId);
    const user = await loadTargetUser(trx, actor.orgId, caller, id);
    const now = ctx.now();
    await trx
      .updateTable('app_user')
      .set({ disabled_at: disabled ? (user.disabled_at ?? now) : null })
      .where('id', '=', user.id)
      .execute();
    const ended = disabled ? await endUserSessions(trx, user.id, now) : new Set<string>();
    if (disabled) await assertAdministratorRemains(trx, actor.orgId);
    await logOperation(trx, actor, disabled ? 'user.disable' : 'user.enable', {
      id: user.id,
      name: user.loginname,
    });
    return ended;
  });
}

/** A password a person can type from the screen once: 12 letters and digits, no look-alikes. */
export function generatePassword(length = 12): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** Sets a new password (given or made here) the user must change at the next login. */
export async function resetUserPassword(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  id: string,
  given: string | undefined,
): Promise<UserResetPasswordResponse & { ended: Set<string> }> {
  const user = await loadTargetUser(ctx.db, actor.orgId, caller, id);
  const rules = await ctx.settings.get(actor.orgId);
  const password = given ?? generatePassword(Math.max(12, rules.passwordMinLength));
  const passwordHash = await acceptNewPassword(ctx, actor.orgId, password);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const sessions = await setUserPassword(trx, {
      userId: user.id,
      passwordHash,
      now,
      mustChange: true,
    });
    await logOperation(trx, actor, 'user.resetPassword', { id: user.id, name: user.loginname });
    return sessions;
  });
  return { password, ended };
}

/**
 * Deletes a user as a tombstone: the row stays (the operation log names it), the login name is
 * renamed so it is free again (the old one kept in `former_loginname`), phone and e-mail are
 * released, every session ends. Never oneself, never the last administrator.
 */
export async function deleteUser(
  ctx: AppContext,
  actor: Actor,
  caller: Authority,
  id: string,
): Promise<Set<string>> {
  assertNotSelf(actor.userId, id);
  const unusable = await hashPassword(generatePassword(24));
  return ctx.db.transaction().execute(async (trx) => {
    await lockOrgAdministrators(trx, actor.orgId);
    const user = await loadTargetUser(trx, actor.orgId, caller, id);
    const now = ctx.now();
    await trx
      .updateTable('app_user')
      .set({
        deleted_at: now,
        former_loginname: user.loginname,
        loginname: `~${user.id}`,
        tel: '',
        email: '',
        // Nobody can log in with it again, not even by the find-password flow.
        password_hash: unusable,
      })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('user_invitation').where('user_id', '=', user.id).execute();
    const ended = await endUserSessions(trx, user.id, now);
    await assertAdministratorRemains(trx, actor.orgId);
    await logOperation(trx, actor, 'user.delete', { id: user.id, name: user.loginname });
    return ended;
  });
}

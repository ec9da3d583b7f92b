import {
  Code,
  SHARE_LIMITS,
  type AuthCode,
  type ShareInfo,
  type SharePreview,
  type shareEditAuthRequest,
} from '@lf/protocol';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../account/passwords';
import { newToken } from '../account/tokens';
import { logOperation, type Actor } from '../access/operationLog';
import type { AppContext } from '../context';
import type { Database, EquipmentTable } from '../db/schema';
import { ApiError } from '../http/apiError';
import { assertShareWithinRights } from './shareRules';

type Equipment = Selectable<EquipmentTable>;

/** The sharer's own permission codes, which a share may not exceed. */
interface Sharer {
  auths: readonly AuthCode[];
}

/** The owner's view of an equipment's share (off, without password, when none was set). */
export async function shareInfo(ctx: AppContext, equipment: Equipment): Promise<ShareInfo> {
  const share = await ctx.db
    .selectFrom('equipment_share')
    .selectAll()
    .where('equipment_id', '=', equipment.id)
    .executeTakeFirst();
  const grants = share
    ? await ctx.db
        .selectFrom('equipment_share_grant as g')
        .innerJoin('app_user as u', 'u.id', 'g.user_id')
        .innerJoin('org', 'org.id', 'u.org_id')
        .select(['g.user_id', 'u.loginname', 'org.name as org_name', 'g.joined_at'])
        .where('g.equipment_id', '=', equipment.id)
        .orderBy('g.joined_at')
        .execute()
    : [];
  return {
    equipId: equipment.id,
    enabled: share?.enabled ?? false,
    hasPassword: (share?.password_hash ?? null) !== null,
    token: share?.enabled ? share.token : null,
    authority: share?.authority ?? 'view',
    withHistory: share?.with_history ?? false,
    withAlarms: share?.with_alarms ?? false,
    expiresAt: share?.expires_at ? new Date(share.expires_at).toISOString() : null,
    grants: grants.map((g) => ({
      userId: g.user_id,
      loginname: g.loginname,
      orgName: g.org_name,
      joinedAt: new Date(g.joined_at).toISOString(),
    })),
  };
}

/** Users holding a grant on the equipment (whose sockets close when the share changes). */
async function receivers(db: Kysely<Database>, equipmentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('equipment_share_grant')
    .select('user_id')
    .where('equipment_id', '=', equipmentId)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * A new share password: sharing turns on with a new link token and every earlier grant ends
 * (in one transaction, logged); revoked receivers may join the new link. The share's authority
 * (set before, perhaps by someone else) must be within the sharer's own rights. Answers the
 * users whose grants ended.
 */
export async function setSharePassword(
  ctx: AppContext,
  actor: Actor,
  sharer: Sharer,
  equipment: Equipment,
  password: string,
): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const share = await trx
      .selectFrom('equipment_share')
      .select(['authority', 'with_history', 'with_alarms'])
      .where('equipment_id', '=', equipment.id)
      .forUpdate()
      .executeTakeFirst();
    if (share) {
      assertShareWithinRights(sharer, equipment, {
        authority: share.authority,
        withHistory: share.with_history,
        withAlarms: share.with_alarms,
      });
    }
    const ended = await receivers(trx, equipment.id);
    await trx
      .deleteFrom('equipment_share_grant')
      .where('equipment_id', '=', equipment.id)
      .execute();
    await trx
      .deleteFrom('equipment_share_revocation')
      .where('equipment_id', '=', equipment.id)
      .execute();
    const values = {
      enabled: true,
      token: newToken(),
      password_hash: passwordHash,
      updated_by: actor.userId,
      updated_at: ctx.now(),
    };
    await trx
      .insertInto('equipment_share')
      .values({ equipment_id: equipment.id, ...values })
      .onConflict((oc) => oc.column('equipment_id').doUpdateSet(values))
      .execute();
    await logOperation(trx, actor, 'share.password', {
      id: equipment.id,
      name: equipment.name,
      endedGrants: ended.length,
    });
    return ended;
  });
}

/**
 * Authority, expiry and on/off. Off ends the link and every grant; on needs a password set
 * before. A changed authority applies to every grant at once (grants read the share's) and
 * never exceeds the sharer's own rights. Answers the users whose sockets must reopen under the
 * new terms.
 */
export async function setShareAuthority(
  ctx: AppContext,
  actor: Actor,
  sharer: Sharer,
  equipment: Equipment,
  input: z.output<typeof shareEditAuthRequest>,
): Promise<string[]> {
  assertShareWithinRights(sharer, equipment, input);
  return ctx.db.transaction().execute(async (trx) => {
    const share = await trx
      .selectFrom('equipment_share')
      .selectAll()
      .where('equipment_id', '=', equipment.id)
      .forUpdate()
      .executeTakeFirst();
    if (input.enabled && !share?.password_hash) {
      throw new ApiError(Code.BAD_REQUEST, 'shareNoPassword', {}, { field: 'password' });
    }
    const affected = await receivers(trx, equipment.id);
    const values = {
      enabled: input.enabled,
      authority: input.authority,
      with_history: input.withHistory,
      with_alarms: input.withAlarms,
      expires_at: input.expiresAt ?? null,
      updated_by: actor.userId,
      updated_at: ctx.now(),
      ...(input.enabled ? { token: share?.token ?? newToken() } : { token: null }),
    };
    if (!input.enabled) {
      await trx
        .deleteFrom('equipment_share_grant')
        .where('equipment_id', '=', equipment.id)
        .execute();
    }
    await trx
      .insertInto('equipment_share')
      .values({ equipment_id: equipment.id, ...values })
      .onConflict((oc) => oc.column('equipment_id').doUpdateSet(values))
      .execute();
    await logOperation(trx, actor, input.enabled ? 'share.authority' : 'share.off', {
      id: equipment.id,
      name: equipment.name,
      authority: input.authority,
      withHistory: input.withHistory,
      withAlarms: input.withAlarms,
      expiresAt: values.expires_at?.toISOString() ?? null,
    });
    return affected;
  });
}

/**
 * Ends one receiver's grant and remembers the link it was made with, so the receiver cannot
 * join again with the same link and password; logged on the owner's side and on the receiver's.
 */
export async function revokeGrant(
  ctx: AppContext,
  actor: Actor,
  equipment: Equipment,
  userId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    // Queues behind (or ahead of) a join of the same share, which holds this row too.
    await trx
      .selectFrom('equipment_share')
      .select('equipment_id')
      .where('equipment_id', '=', equipment.id)
      .forUpdate()
      .executeTakeFirst();
    const receiver = await trx
      .deleteFrom('equipment_share_grant as g')
      .using('app_user as u')
      .whereRef('u.id', '=', 'g.user_id')
      .where('g.equipment_id', '=', equipment.id)
      .where('g.user_id', '=', userId)
      .returning(['u.id', 'u.org_id', 'u.loginname', 'g.token'])
      .executeTakeFirst();
    if (!receiver) throw new ApiError(Code.NOT_FOUND, 'notFound', {}, { field: 'userId' });
    const revocation = { token: receiver.token, revoked_at: ctx.now() };
    await trx
      .insertInto('equipment_share_revocation')
      .values({ equipment_id: equipment.id, user_id: receiver.id, ...revocation })
      .onConflict((oc) => oc.columns(['equipment_id', 'user_id']).doUpdateSet(revocation))
      .execute();
    await logOperation(trx, actor, 'share.revoke', {
      id: equipment.id,
      name: equipment.name,
      receiver: receiver.loginname,
    });
    await logOperation(
      trx,
      { userId: receiver.id, orgId: receiver.org_id, address: actor.address },
      'share.revoked',
      { id: equipment.id, name: equipment.name },
    );
  });
}

/**
 * The share behind a link a receiver may join: enabled with a password, not expired, of another
 * organisation than the receiver's; refused otherwise, as the join itself would be.
 */
async function joinableShare(ctx: AppContext, receiver: Pick<Actor, 'orgId'>, token: string) {
  const share = await ctx.db
    .selectFrom('equipment_share')
    .innerJoin('equipment', 'equipment.id', 'equipment_share.equipment_id')
    .innerJoin('org', 'org.id', 'equipment.org_id')
    .selectAll('equipment_share')
    .select(['equipment.org_id', 'equipment.name', 'equipment.type', 'org.name as org_name'])
    .where('equipment_share.token', '=', token)
    .where('equipment_share.enabled', '=', true)
    .executeTakeFirst();
  if (!share?.password_hash) throw new ApiError(Code.NOT_FOUND, 'shareLinkInvalid');
  if (share.expires_at && new Date(share.expires_at) <= ctx.now()) {
    throw new ApiError(Code.FORBIDDEN, 'shareExpired');
  }
  if (share.org_id === receiver.orgId) throw new ApiError(Code.BAD_REQUEST, 'shareOwnOrganisation');
  return { ...share, password_hash: share.password_hash };
}

/** What a link offers (the join page shows it before asking for the share password). */
export async function previewShare(
  ctx: AppContext,
  receiver: Pick<Actor, 'orgId'>,
  token: string,
): Promise<SharePreview> {
  const share = await joinableShare(ctx, receiver, token);
  return {
    name: share.name,
    type: share.type,
    orgName: share.org_name,
    authority: share.authority,
    withHistory: share.with_history,
    withAlarms: share.with_alarms,
    expiresAt: share.expires_at ? new Date(share.expires_at).toISOString() : null,
  };
}

/**
 * A receiver gives the share password. The try is counted and recorded before the password is
 * checked; a right password records the grant with the link's token and clears the tries.
 */
export async function joinShare(
  ctx: AppContext,
  receiver: Actor,
  token: string,
  password: string,
): Promise<Equipment> {
  const share = await joinableShare(ctx, receiver, token);
  const now = ctx.now();
  if (!(await recordTry(ctx, share.equipment_id, receiver.userId, now))) {
    throw new ApiError(Code.TOO_MANY_REQUESTS, 'shareTooManyAttempts', {
      minutes: SHARE_LIMITS.attemptWindowMs / 60_000,
    });
  }
  if (!(await verifyPassword(share.password_hash, password))) {
    throw new ApiError(Code.BAD_REQUEST, 'sharePasswordWrong', {}, { field: 'password' });
  }
  const joined = await ctx.db.transaction().execute(async (trx) => {
    // The link must still be the one checked: a password changed meanwhile ends it.
    const current = await trx
      .selectFrom('equipment_share')
      .select(['updated_by'])
      .where('equipment_id', '=', share.equipment_id)
      .where('token', '=', token)
      .where('enabled', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const revoked = await trx
      .selectFrom('equipment_share_revocation')
      .select('user_id')
      .where('equipment_id', '=', share.equipment_id)
      .where('user_id', '=', receiver.userId)
      .where('token', '=', token)
      .executeTakeFirst();
    if (revoked) throw new ApiError(Code.FORBIDDEN, 'shareRevoked');
    await trx
      .insertInto('equipment_share_grant')
      .values({ equipment_id: share.equipment_id, user_id: receiver.userId, token, joined_at: now })
      .onConflict((oc) =>
        oc.columns(['equipment_id', 'user_id']).doUpdateSet({ token, joined_at: now }),
      )
      .execute();
    await trx
      .deleteFrom('equipment_share_attempt')
      .where('equipment_id', '=', share.equipment_id)
      .where('user_id', '=', receiver.userId)
      .execute();
    const equipment = await trx
      .selectFrom('equipment')
      .selectAll()
      .where('id', '=', share.equipment_id)
      .executeTakeFirstOrThrow();
    await logOperation(trx, receiver, 'share.join', { id: equipment.id, name: equipment.name });
    await logOperation(
      trx,
      { userId: current.updated_by, orgId: equipment.org_id, address: receiver.address },
      'share.joined',
      { id: equipment.id, name: equipment.name, receiver: receiver.userId },
    );
    return equipment;
  });
  if (!joined) throw new ApiError(Code.NOT_FOUND, 'shareLinkInvalid');
  return joined;
}

/**
 * Counts the user's recent tries on the share and records this one, unless the limit is
 * reached. Tries on one share queue on its row lock, so 200 parallel tries get exactly the
 * allowed number of password checks.
 */
async function recordTry(
  ctx: AppContext,
  equipmentId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('equipment_share')
      .select('equipment_id')
      .where('equipment_id', '=', equipmentId)
      .forUpdate()
      .executeTakeFirst();
    const since = new Date(now.getTime() - SHARE_LIMITS.attemptWindowMs);
    const tries = await trx
      .selectFrom('equipment_share_attempt')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('equipment_id', '=', equipmentId)
      .where('user_id', '=', userId)
      .where('tried_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(tries.n) >= SHARE_LIMITS.attempts) return false;
    await trx
      .insertInto('equipment_share_attempt')
      .values({ equipment_id: equipmentId, user_id: userId, tried_at: now })
      .execute();
    return true;
  });
}

import { mayPerform, type AccountProfile } from '@lf/protocol';
import type { SessionUser } from '../sessions';
import { logged, type Caller } from '../../access/operationLog';
import type { AppContext } from '../../context';

/** The user's own profile, and whether they may change their information. */
export async function profileOf(ctx: AppContext, user: SessionUser): Promise<AccountProfile> {
  const row = await ctx.db
    .selectFrom('app_user')
    .innerJoin('org', 'org.id', 'app_user.org_id')
    .select([
      'app_user.loginname',
      'app_user.username',
      'app_user.role_type',
      'app_user.avatar',
      'org.name as org_name',
    ])
    .where('app_user.id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return {
    loginname: row.loginname,
    username: row.username,
    orgName: row.org_name,
    roleType: row.role_type,
    avatar: row.avatar,
    canEdit: mayPerform(user.auths, 'account.info'),
  };
}

/** Changes the user's own display name. */
export async function saveOwnName(
  ctx: AppContext,
  caller: Caller,
  username: string,
): Promise<null> {
  const log = { action: 'account.info.save', detail: { name: username } };
  await logged(ctx.db, caller, log, (trx) =>
    trx.updateTable('app_user').set({ username }).where('id', '=', caller.user.userId).execute(),
  );
  return null;
}

/** Records the user's new avatar file; returns the one it replaces, for the caller to remove. */
export async function replaceOwnAvatar(
  ctx: AppContext,
  caller: Caller,
  key: string,
): Promise<string> {
  const log = { action: 'account.avatar.save', detail: {} };
  return logged(ctx.db, caller, log, async (trx) => {
    const row = await trx
      .selectFrom('app_user')
      .select('avatar')
      .where('id', '=', caller.user.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('app_user')
      .set({ avatar: key })
      .where('id', '=', caller.user.userId)
      .execute();
    return row.avatar;
  });
}

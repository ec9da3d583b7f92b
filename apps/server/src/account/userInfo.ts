import type { UserInfo } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema';
import type { AppContext } from '../context';
import { sessionInvalid } from '../http/apiError';
import { loadAccess, type UserAccess } from '../access/userAccess';

/** The user info of SPEC §3 as the web app reads it, with the role, auths and data range. */
export function toUserInfo(user: Selectable<UserTable>, access: UserAccess): UserInfo {
  return {
    userId: user.id,
    loginname: user.loginname,
    username: user.username,
    tel: user.tel,
    styleId: user.org_id,
    orgId: user.org_id,
    deptId: user.dept_id,
    roleId: access.roleId,
    roleType: user.role_type,
    // A widget's authRegion names the roles that may use it; a user's region is their role.
    authRegion: access.roleId,
    dataRange: access.range.all ? 'all' : 'listed',
    prompType: user.prompt_types.filter(
      (type): type is UserInfo['prompType'][number] =>
        type === 'sound' || type === 'title' || type === 'alter',
    ),
    scadaAdaption: user.scada_adaption,
    auths: access.auths,
    avatar: user.avatar,
    mustChangePassword: user.must_change_password,
  };
}

export async function loadUserInfo(ctx: AppContext, userId: string): Promise<UserInfo> {
  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw sessionInvalid();
  return toUserInfo(user, await loadAccess(ctx.db, user));
}

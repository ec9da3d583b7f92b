import type { AuthCode, UserInfo } from '@lf/protocol';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema';
import type { AppContext } from '../context';
import { sessionInvalid } from '../http/apiError';
import { effectiveAuths } from './auths';

/** The user info of SPEC §3 as the web app reads it, with the auths of the user's role. */
export function toUserInfo(user: Selectable<UserTable>, auths: AuthCode[]): UserInfo {
  return {
    userId: user.id,
    loginname: user.loginname,
    username: user.username,
    tel: user.tel,
    styleId: user.org_id,
    orgId: user.org_id,
    deptId: user.dept_id,
    roleId: user.role_type,
    roleType: user.role_type,
    authRegion: user.org_id,
    dataRange: user.role_type === 'admin' ? 'org' : 'own',
    prompType: user.prompt_types.filter(
      (type): type is UserInfo['prompType'][number] =>
        type === 'sound' || type === 'title' || type === 'alter',
    ),
    scadaAdaption: user.scada_adaption,
    auths,
    avatar: user.avatar,
  };
}

export async function loadUserInfo(ctx: AppContext, userId: string): Promise<UserInfo> {
  const user = await ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw sessionInvalid();
  return toUserInfo(
    user,
    await effectiveAuths(ctx.db, { userId: user.id, roleType: user.role_type }),
  );
}

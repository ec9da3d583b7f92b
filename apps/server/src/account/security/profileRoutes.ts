import { mayPerform, userInfoSaveRequest, type AccountProfile } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, logOperation } from '../../access/operationLog';
import type { AppContext } from '../../context';
import { defineCall } from '../../http/route';
import { assertMay } from '../../access/userAccess';

/** The user's own information (SPEC §2 /account/info…): read, and the display name changed. */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/profile/query', input: z.object({}), action: 'account.self' },
    async ({ user }): Promise<AccountProfile> => {
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
    },
  );

  defineCall(
    app,
    ctx,
    { url: '/lfscada/user/info/save', input: userInfoSaveRequest, action: 'account.self' },
    async ({ input, user, request }) => {
      assertMay(user, 'account.info', 'noUserInfoChangePermission');
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ username: input.username })
          .where('id', '=', user.userId)
          .execute();
        await logOperation(trx, actorOf(user, request), 'account.info.save', {
          name: input.username,
        });
      });
      return null;
    },
  );
}

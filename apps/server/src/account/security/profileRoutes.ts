import { userInfoSaveRequest } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { declareCalls } from '../../http/route';
import { assertMay } from '../../access/userAccess';
import { profileOf, saveOwnName } from './profile';

/** The user's own information (SPEC §2 /account/info…): read, and the display name changed. */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    { url: '/lfscada/user/profile/query', input: z.object({}), action: 'account.self' },
    ({ user }) => profileOf(ctx, user),
  );

  call(
    { url: '/lfscada/user/info/save', input: userInfoSaveRequest, action: 'account.self' },
    async (caller) => {
      assertMay(caller.user, 'account.info', 'noUserInfoChangePermission');
      return saveOwnName(ctx, caller, caller.input.username);
    },
  );
}

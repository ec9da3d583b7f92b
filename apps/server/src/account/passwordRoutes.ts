import {
  inviteAcceptRequest,
  inviteCheckRequest,
  passwordChangeRequest,
  type InviteInfo,
} from '@lf/protocol';
import { actorOf } from '../access/operationLog';
import { declareCalls, type RegisterRoutes } from '../http/route';
import { acceptInvitation, checkInvitation } from '../users/invitations';
import { changeOwnPassword } from './ownPassword';

/**
 * The calls that give a user a password of their own choosing: accepting an invitation, and
 * changing one's own password (the sessions it ends have their sockets here closed at once).
 */
export const registerPasswordRoutes: RegisterRoutes = (app, ctx, live) => {
  const call = declareCalls(app, ctx);

  call(
    { url: '/lfscada/user/invite/check', input: inviteCheckRequest, action: 'anyone' },
    ({ input }): Promise<InviteInfo> => checkInvitation(ctx, input.token),
  );

  call(
    { url: '/lfscada/user/invite/accept', input: inviteAcceptRequest, action: 'anyone' },
    async ({ input, request }) => {
      await acceptInvitation(ctx, input.token, input.password, request.ip);
      return null;
    },
  );

  call(
    { url: '/lfscada/user/password/change', input: passwordChangeRequest, action: 'account.self' },
    async ({ input, user, request }) => {
      live.hub.closeSessions(await changeOwnPassword(ctx, user, actorOf(user, request), input));
      return null;
    },
  );
};

import {
  Code,
  roleAddRequest,
  roleDeleteRequest,
  roleEditRequest,
  roleListRequest,
  userAddRequest,
  userDeleteRequest,
  userDisableRequest,
  userEditRequest,
  userListRequest,
  userProjectReachRequest,
  userResetPasswordRequest,
  type Paged,
  type ProjectReach,
  type RoleRow,
  type UserResetPasswordResponse,
  type UserRow,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../access/operationLog';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';
import { requestLocale } from '../http/locale';
import { declareCalls } from '../http/route';
import type { LivePlane } from '../ingest/livePlane';
import { inviteUser } from './invitations';
import { addRole, deleteRole, editRole } from './roleCommands';
import { addUser, deleteUser, editUser, resetUserPassword, setUserDisabled } from './userCommands';
import { listRoles, listUsers, projectReach } from './userQueries';

/**
 * Users and roles of the caller's organisation (holders of `user_manage`). Sessions a change ends have their sockets on this instance closed at once
 * (4401); other instances close theirs within their session check.
 */
export function registerUserAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  live: LivePlane,
): void {
  const call = declareCalls(app, ctx);
  const hub = live.hub;
  call(
    { url: '/lfscada/manage/user/list', input: userListRequest, action: 'users.manage' },
    ({ input, user }): Promise<Paged<UserRow>> => listUsers(ctx.db, user.orgId, input),
  );

  call(
    {
      url: '/lfscada/manage/user/projectReach',
      input: userProjectReachRequest,
      action: 'users.manage',
    },
    ({ input, user }): Promise<ProjectReach[]> => projectReach(ctx.db, user, input.projectIds),
  );

  call(
    { url: '/lfscada/manage/user/add', input: userAddRequest, action: 'users.manage' },
    async ({ input, user, request }): Promise<{ id: string }> => {
      if (input.invite) {
        const { email } = input;
        if (!email) throw new ApiError(Code.BAD_REQUEST, 'inviteNeedsEmail');
        const id = await inviteUser(
          ctx,
          actorOf(user, request),
          user,
          { ...input, email },
          { origin: `${request.protocol}://${request.host}`, locale: requestLocale(request) },
        );
        return { id };
      }
      const { password } = input;
      if (!password) throw new ApiError(Code.BAD_REQUEST, 'passwordOrInvite');
      const id = await addUser(ctx, actorOf(user, request), user, { ...input, password });
      return { id };
    },
  );

  call(
    { url: '/lfscada/manage/user/edit', input: userEditRequest, action: 'users.manage' },
    async ({ input, user, request }) => {
      await editUser(ctx, actorOf(user, request), user, input);
      return null;
    },
  );

  call(
    { url: '/lfscada/manage/user/disable', input: userDisableRequest, action: 'users.manage' },
    async ({ input, user, request }) => {
      const ended = await setUserDisabled(
        ctx,
        actorOf(user, request),
        user,
        input.id,
        input.disabled,
      );
      hub.closeSessions(ended);
      return null;
    },
  );

  call(
    {
      url: '/lfscada/manage/user/resetPassword',
      input: userResetPasswordRequest,
      action: 'users.manage',
    },
    async ({ input, user, request }): Promise<UserResetPasswordResponse> => {
      const { password, ended } = await resetUserPassword(
        ctx,
        actorOf(user, request),
        user,
        input.id,
        input.password,
      );
      hub.closeSessions(ended);
      return { password };
    },
  );

  call(
    { url: '/lfscada/manage/user/delete', input: userDeleteRequest, action: 'users.manage' },
    async ({ input, user, request }) => {
      hub.closeSessions(await deleteUser(ctx, actorOf(user, request), user, input.id));
      return null;
    },
  );

  call(
    { url: '/lfscada/manage/role/list', input: roleListRequest, action: 'users.manage' },
    ({ user }): Promise<RoleRow[]> => listRoles(ctx.db, user.orgId),
  );

  call(
    { url: '/lfscada/manage/role/add', input: roleAddRequest, action: 'users.manage' },
    async ({ input, user, request }): Promise<RoleRow> => {
      const id = await addRole(ctx, actorOf(user, request), user, input);
      return roleRow(ctx, user.orgId, id);
    },
  );

  call(
    { url: '/lfscada/manage/role/edit', input: roleEditRequest, action: 'users.manage' },
    async ({ input, user, request }): Promise<RoleRow> => {
      await editRole(ctx, actorOf(user, request), user, input);
      return roleRow(ctx, user.orgId, input.id);
    },
  );

  call(
    { url: '/lfscada/manage/role/delete', input: roleDeleteRequest, action: 'users.manage' },
    async ({ input, user, request }) => {
      await deleteRole(ctx, actorOf(user, request), user, input.id);
      return null;
    },
  );
}

async function roleRow(ctx: AppContext, orgId: string, id: string): Promise<RoleRow> {
  const roles = await listRoles(ctx.db, orgId);
  const found = roles.find((role) => role.id === id);
  if (!found) throw new ApiError(Code.NOT_FOUND, 'notFound');
  return found;
}

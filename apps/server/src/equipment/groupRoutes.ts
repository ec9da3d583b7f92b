import {
  groupAddRequest,
  groupDeleteRequest,
  groupEditRequest,
  groupMoveRequest,
  groupQueryAllRequest,
  type EquipmentGroup,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadEquipment } from '../access/equipment';
import { declareCalls } from '../http/route';
import { addGroup, deleteGroup, groupOf, listGroups, moveToGroup, renameGroup } from './groups';

/** A user's own equipment groups: list, create, rename, delete, and moving equipment in. */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const call = declareCalls(app, ctx);

  call(
    {
      url: '/lfscada/equipment/group/queryAll',
      input: groupQueryAllRequest,
      action: 'equipment.group',
    },
    async ({ user }) => listGroups(ctx, user),
  );

  call(
    { url: '/lfscada/equipment/group/add', input: groupAddRequest, action: 'equipment.group' },
    async ({ input, user }): Promise<EquipmentGroup> => {
      const id = await addGroup(ctx, user, input.name);
      return groupOf(ctx, user, id);
    },
  );

  call(
    { url: '/lfscada/equipment/group/edit', input: groupEditRequest, action: 'equipment.group' },
    async ({ input, user }): Promise<EquipmentGroup> => {
      await renameGroup(ctx, user, input);
      return groupOf(ctx, user, input.id);
    },
  );

  call(
    {
      url: '/lfscada/equipment/group/delete',
      input: groupDeleteRequest,
      action: 'equipment.group',
    },
    async ({ input, user }) => {
      await deleteGroup(ctx, user, input.id);
      return null;
    },
  );

  call(
    { url: '/lfscada/equipment/group/move', input: groupMoveRequest, action: 'equipment.group' },
    async ({ input, user }) => {
      await loadEquipment(ctx, user, input.equipmentId, 'view');
      await moveToGroup(ctx, user, input.equipmentId, input.groupId);
      return null;
    },
  );
}

import type { z } from 'zod';
import type {
  ManageEquipmentRow,
  Paged,
  ProjectReach,
  ProjectSummary,
  RoleRow,
  UserResetPasswordResponse,
  UserRow,
  roleAddRequest,
  userAddRequest,
  userEditRequest,
  userListRequest,
} from '@lf/protocol';
import { call, type CallOptions } from '../../api/client';

/**
 * The users and roles calls (packages/protocol/src/userAdmin.ts). Requests are checked by the
 * contract's schemas on the server; answers are typed by its interfaces.
 */
async function post<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  return (await call(path, undefined, { ...body }, options)) as T;
}

export type UserFilter = z.input<typeof userListRequest>;
export type UserAddInput = z.input<typeof userAddRequest>;
export type UserEditInput = z.input<typeof userEditRequest>;
export type RoleInput = z.input<typeof roleAddRequest>;

export const usersKeys = {
  all: ['users'] as const,
  list: (filter: UserFilter) => ['users', 'list', filter] as const,
  roles: ['users', 'roles'] as const,
  pickers: ['users', 'pickers'] as const,
  projectReach: (projectIds: readonly string[]) => ['users', 'projectReach', projectIds] as const,
};

export const listUsers = (filter: UserFilter) =>
  post<Paged<UserRow>>('/lfscada/manage/user/list', filter);
export const addUser = (input: UserAddInput) => post('/lfscada/manage/user/add', input);
export const editUser = (input: UserEditInput) => post('/lfscada/manage/user/edit', input);
export const disableUser = (id: string, disabled: boolean) =>
  post('/lfscada/manage/user/disable', { id, disabled });
export const resetUserPassword = (id: string) =>
  post<UserResetPasswordResponse>('/lfscada/manage/user/resetPassword', { id });
export const deleteUser = (id: string) => post('/lfscada/manage/user/delete', { id });

/** The equipment each project brings into a data range (shown before the form is saved). */
export const projectReach = (projectIds: readonly string[]) =>
  post<ProjectReach[]>('/lfscada/manage/user/projectReach', { projectIds: [...projectIds] });

export const listRoles = () => post<RoleRow[]>('/lfscada/manage/role/list');
export const addRole = (input: RoleInput) => post('/lfscada/manage/role/add', input);
export const editRole = (input: RoleInput & { id: string }) =>
  post('/lfscada/manage/role/edit', input);
export const deleteRole = (id: string) => post('/lfscada/manage/role/delete', { id });

/** The own password change, also the forced one after a reset; its failure shows on the form. */
export const changeOwnPassword = (oldPassword: string, newPassword: string) =>
  post('/lfscada/user/password/change', { oldPassword, newPassword }, { quiet: true });

export type RangeKind = 'equipment' | 'projects';

/** How many entries a data-range picker shows for one search. */
const RANGE_PAGE = 50;

/**
 * One page of equipment or projects for the data-range pickers, by name: the first page, or the
 * entries whose name holds `keyword` (the list calls' own server-side search).
 */
export async function rangeChoices(
  kind: RangeKind,
  keyword: string,
): Promise<{ id: string; name: string }[]> {
  const search = { pageSize: RANGE_PAGE, ...(keyword ? { keyword } : {}) };
  const page =
    kind === 'equipment'
      ? await post<Paged<ManageEquipmentRow>>('/lfscada/equipment/multi/manage/query', search)
      : await post<Paged<ProjectSummary>>('/lfscada/project/query', search);
  return page.list.map(({ id, name }) => ({ id, name }));
}

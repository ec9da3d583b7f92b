import { AUTH, AUTH_CODES, Code, type RoleRow } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from './accessWorld';
import { admin, server, startAdminWorld } from './adminWorld';
import { ADMIN_PASSWORD, body, Client } from './harness';
import { addUser, loginAs, NEW_PASSWORD, userForm } from './usersWorld';
import { accountIds } from './accounts';

/*
 * Issue 26, defect 1: a user holding only "manage users" must not make themselves (or anyone)
 * administrator. Every attack is refused with a clear message and leaves every table as it was.
 */
let manager: Client;
let managerRoleId: string;
let adminId: string;

const post = async (client: Client, url: string, fields: Record<string, string> = {}) =>
  body(await client.post(url, fields));

async function addRole(name: string, auths: readonly string[]): Promise<string> {
  const added = body<RoleRow>(
    await admin.post('/lfscada/manage/role/add', { name, auths: JSON.stringify(auths) }),
  );
  if (added.code !== 200) throw new Error(`role ${name}: ${added.message}`);
  return added.data.id;
}

/** Runs a call that must be refused with `message`, and proves nothing changed. */
async function refusedUnchanged(
  call: () => Promise<{ code: number | string; message: string }>,
  message: unknown,
): Promise<void> {
  const before = await dbFingerprint(server.db);
  const answer = await call();
  expect(answer).toMatchObject({ code: Code.FORBIDDEN, message });
  expect(await dbFingerprint(server.db)).toEqual(before);
}

beforeAll(async () => {
  await startAdminWorld();
  adminId = (await accountIds(server.db, 'admin')).userId;
  managerRoleId = await addRole('用户管理员', [AUTH.userManage, AUTH.accountPassword]);
  await addUser(admin, 'um1', { roleId: managerRoleId });
  manager = await loginAs(server, 'um1', NEW_PASSWORD, 'manager-pass-12');
});
afterAll(() => server.close());

describe('a user holding only "manage users"', () => {
  it('cannot edit the role they hold to every permission code', async () => {
    await refusedUnchanged(
      () =>
        post(manager, '/lfscada/manage/role/edit', {
          id: managerRoleId,
          name: '用户管理员',
          auths: JSON.stringify(AUTH_CODES),
        }),
      '不能修改或删除自己所持有的角色',
    );
    await refusedUnchanged(
      () => post(manager, '/lfscada/manage/role/delete', { id: managerRoleId }),
      '不能修改或删除自己所持有的角色',
    );
  });

  it('cannot add or edit a role to codes it lacks, nor change a role holding more', async () => {
    await refusedUnchanged(
      () =>
        post(manager, '/lfscada/manage/role/add', {
          name: '超级',
          auths: JSON.stringify([AUTH.userManage, AUTH.systemManage]),
        }),
      '不能授予自己没有的权限：system_manage',
    );
    const own = body<RoleRow>(
      await manager.post('/lfscada/manage/role/add', {
        name: '改密',
        auths: JSON.stringify([AUTH.accountPassword]),
      }),
    );
    expect(own.code).toBe(200);
    await refusedUnchanged(
      () =>
        post(manager, '/lfscada/manage/role/edit', {
          id: own.data.id,
          name: '改密',
          auths: JSON.stringify([AUTH.accountPassword, AUTH.monitorWrite]),
        }),
      '不能授予自己没有的权限：monitor_write',
    );
    const writers = await addRole('写值', [AUTH.monitorWrite]);
    await refusedUnchanged(
      () => post(manager, '/lfscada/manage/role/edit', { id: writers, name: '写值', auths: '[]' }),
      '该账号的权限或数据范围超出您自己的，不能操作',
    );
  });

  it('cannot add an administrator, nor a user of a role holding more', async () => {
    await refusedUnchanged(
      () =>
        post(
          manager,
          '/lfscada/manage/user/add',
          userForm({
            loginname: 'evil1',
            displayName: '坏人',
            password: NEW_PASSWORD,
            roleId: 'administrator',
          }),
        ),
      '只有管理员可以创建、修改或重置管理员账号',
    );
    await refusedUnchanged(
      () =>
        post(
          manager,
          '/lfscada/manage/user/add',
          userForm({
            loginname: 'evil2',
            displayName: '坏人',
            password: NEW_PASSWORD,
            roleId: 'engineer',
          }),
        ),
      expect.stringContaining('不能授予自己没有的权限'),
    );
  });

  it('cannot reset, edit, disable or delete the administrator, whose password keeps working', async () => {
    await refusedUnchanged(
      () =>
        post(manager, '/lfscada/manage/user/resetPassword', {
          id: adminId,
          password: 'taken-over-123',
        }),
      '只有管理员可以创建、修改或重置管理员账号',
    );
    await refusedUnchanged(
      () =>
        post(
          manager,
          '/lfscada/manage/user/edit',
          userForm({ id: adminId, displayName: '管理员', roleId: 'administrator' }),
        ),
      '只有管理员可以创建、修改或重置管理员账号',
    );
    await refusedUnchanged(
      () => post(manager, '/lfscada/manage/user/disable', { id: adminId, disabled: 'true' }),
      '只有管理员可以创建、修改或重置管理员账号',
    );
    await refusedUnchanged(
      () => post(manager, '/lfscada/manage/user/delete', { id: adminId }),
      '只有管理员可以创建、修改或重置管理员账号',
    );
    expect(body(await new Client(server.app).login('admin', ADMIN_PASSWORD)).code).toBe(200);
  });

  it('cannot act on an account holding more codes, nor raise their own data range', async () => {
    const engineerId = await addUser(admin, 'eng9', { roleId: 'engineer' });
    await refusedUnchanged(
      () => post(manager, '/lfscada/manage/user/resetPassword', { id: engineerId }),
      '该账号的权限或数据范围超出您自己的，不能操作',
    );
    await refusedUnchanged(
      () => post(manager, '/lfscada/manage/user/disable', { id: engineerId, disabled: 'true' }),
      '该账号的权限或数据范围超出您自己的，不能操作',
    );
    const listed = await addRole('改密2', [AUTH.accountPassword]);
    await addUser(admin, 'nrw1', { roleId: managerRoleId, dataRange: 'listed' });
    const narrow = await loginAs(server, 'nrw1', NEW_PASSWORD, 'narrow-pass-123');
    await refusedUnchanged(
      () =>
        post(
          narrow,
          '/lfscada/manage/user/add',
          userForm({
            loginname: 'wid1',
            displayName: '宽',
            password: NEW_PASSWORD,
            roleId: listed,
          }),
        ),
      '不能授予超出自己数据范围的设备或项目',
    );
  });

  it('still manages the accounts and roles within its own rights', async () => {
    const roleId = await addRole('仅改密', [AUTH.accountPassword]);
    const added = await post(
      manager,
      '/lfscada/manage/user/add',
      userForm({ loginname: 'ok1', displayName: '可以', password: NEW_PASSWORD, roleId }),
    );
    expect(added.code).toBe(200);
    const id = (added.data as { id: string }).id;
    expect((await post(manager, '/lfscada/manage/user/resetPassword', { id })).code).toBe(200);
    expect((await post(manager, '/lfscada/manage/user/delete', { id })).code).toBe(200);
  });
});

describe('refusals in English', () => {
  it('names the missing codes', async () => {
    const answer = body(
      await manager.post(
        '/lfscada/manage/role/add',
        { name: 'x', auths: JSON.stringify([AUTH.systemManage]) },
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        },
      ),
    );
    expect(answer).toMatchObject({
      code: Code.FORBIDDEN,
      message: 'You cannot grant permissions you do not hold yourself: system_manage',
    });
  });
});

import { randomUUID } from 'node:crypto';
import { Code, type RoleRow, type UserRow } from '@lf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from './accessWorld';
import { body, Client, startTestServer, type TestServer, seededUser } from './harness';
import { addUser, loginAs, NEW_PASSWORD, userForm, userRow } from './usersWorld';
import { accountIds } from './accounts';

let server: TestServer;
let admin: Client;
let adminId: string;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await seededUser(server.app, 'admin');
  const row = await accountIds(server.db, 'admin');
  adminId = row.userId;
  orgId = row.orgId;
});
afterAll(() => server.close());

const post = async (client: Client, url: string, fields: Record<string, string> = {}) =>
  body(await client.post(url, fields));

describe('users', () => {
  it('adds a user who appears in the list and must change the password at the first login', async () => {
    const id = await addUser(admin, 'op1', { tel: '13800000001', email: 'op1@example.com' });
    const row = (await userRow(admin, id)) as UserRow;
    expect(row).toMatchObject({
      loginname: 'op1',
      displayName: '名op1',
      roleId: 'operator',
      roleName: 'operator',
      state: 'active',
      dataRange: 'all',
      mustChangePassword: true,
      lastLoginAt: null,
    });
    const found = body<{ total: number; list: UserRow[] }>(
      await admin.post('/lfscada/manage/user/list', { keyword: '13800000001' }),
    );
    expect(found.data.list.map((user) => user.id)).toEqual([id]);
    const info = body<{ mustChangePassword: boolean }>(
      await (await loginAs(server, 'op1')).get('/lfscada/user/info'),
    );
    expect(info.data.mustChangePassword).toBe(true);
  });

  it('keeps login names unique without regard to case, and needs a password or an invitation', async () => {
    const taken = await post(admin, '/lfscada/manage/user/add', {
      ...userForm({ loginname: 'OP1', displayName: 'x', password: NEW_PASSWORD }),
    });
    expect(taken).toMatchObject({ code: Code.BAD_REQUEST, message: '用户名已存在' });
    const none = await post(admin, '/lfscada/manage/user/add', {
      ...userForm({ loginname: 'op9', displayName: 'x' }),
    });
    expect(none.code).toBe(Code.BAD_REQUEST);
    expect(none.message).toBe('请填写初始密码或选择邮件邀请');
    const invite = await post(admin, '/lfscada/manage/user/add', {
      ...userForm({ loginname: 'op9', displayName: 'x', email: 'a@example.com', invite: 'true' }),
    });
    expect(invite.message).toBe('邮件邀请暂不可用：服务器未配置邮件发送服务');
  });

  it('answers NOT_FOUND for a role, range or user outside the organisation, changing nothing', async () => {
    const otherOrg = randomUUID();
    await server.db.insertInto('org').values({ id: otherOrg, name: '别家' }).execute();
    const foreignRole = randomUUID();
    await server.db
      .insertInto('role')
      .values({ id: foreignRole, org_id: otherOrg, name: '外', auths: '[]' })
      .execute();
    const foreignUser = randomUUID();
    await server.db
      .insertInto('app_user')
      .values({
        id: foreignUser,
        org_id: otherOrg,
        loginname: 'far1',
        username: '外人',
        password_hash: 'x',
        role_type: 'admin',
        role_id: 'administrator',
      })
      .execute();
    const before = await dbFingerprint(server.db);
    const base = { loginname: 'op8', displayName: 'x', password: NEW_PASSWORD };
    const refusals = [
      await post(admin, '/lfscada/manage/user/add', userForm({ ...base, roleId: foreignRole })),
      await post(
        admin,
        '/lfscada/manage/user/add',
        userForm({ ...base, dataRange: 'listed', equipmentIds: `["${randomUUID()}"]` }),
      ),
      await post(
        admin,
        '/lfscada/manage/user/edit',
        userForm({ id: foreignUser, displayName: 'y' }),
      ),
      await post(admin, '/lfscada/manage/user/disable', { id: foreignUser, disabled: 'true' }),
      await post(admin, '/lfscada/manage/user/resetPassword', { id: foreignUser }),
      await post(admin, '/lfscada/manage/user/delete', { id: foreignUser }),
      await post(admin, '/lfscada/manage/role/edit', { id: foreignRole, name: 'z', auths: '[]' }),
      await post(admin, '/lfscada/manage/role/delete', { id: foreignRole }),
    ];
    for (const answer of refusals) expect(answer.code).toBe(Code.NOT_FOUND);
    expect(await dbFingerprint(server.db)).toEqual(before);
  });

  it('refuses to disable, delete or change the role of oneself', async () => {
    const before = await dbFingerprint(server.db);
    const self = [
      await post(admin, '/lfscada/manage/user/disable', { id: adminId, disabled: 'true' }),
      await post(admin, '/lfscada/manage/user/delete', { id: adminId }),
      await post(
        admin,
        '/lfscada/manage/user/edit',
        userForm({ id: adminId, displayName: '管理员', roleId: 'operator' }),
      ),
    ];
    for (const answer of self) {
      expect(answer).toMatchObject({
        code: Code.FORBIDDEN,
        message: '不能停用、删除自己或更改自己的角色',
      });
    }
    expect(await dbFingerprint(server.db)).toEqual(before);
    // Editing one's own name (same role) is fine.
    expect(
      (
        await post(
          admin,
          '/lfscada/manage/user/edit',
          userForm({ id: adminId, displayName: '管理员', roleId: 'administrator' }),
        )
      ).code,
    ).toBe(200);
  });

  it('edits role and data range, listing only equipment and projects of the organisation', async () => {
    const id = await addUser(admin, 'eng1');
    const project = { id: randomUUID() };
    await server.db
      .insertInto('project')
      .values({ ...project, org_id: orgId, name: '泵站项目' })
      .execute();
    const fields = userForm({
      id,
      displayName: '工程师',
      roleId: 'engineer',
      dataRange: 'listed',
      projectIds: `["${project.id}"]`,
    });
    expect((await post(admin, '/lfscada/manage/user/edit', fields)).code).toBe(200);
    const row = (await userRow(admin, id)) as UserRow;
    expect(row).toMatchObject({ roleId: 'engineer', dataRange: 'listed', displayName: '工程师' });
    expect(row.projectIds).toEqual([project.id]);
  });

  it('deletes a user as a tombstone: the name is free again and the log still names them', async () => {
    const id = await addUser(admin, 'gone1');
    const user = await loginAs(server, 'gone1', NEW_PASSWORD, 'second-pass-1');
    expect((await post(admin, '/lfscada/manage/user/delete', { id })).code).toBe(200);
    expect((await user.get('/lfscada/user/info')).json().code).toBe(Code.SESSION_INVALID);
    expect(await userRow(admin, id)).toBeUndefined();
    expect(body(await new Client(server.app).login('gone1', 'second-pass-1')).code).toBe(
      Code.LOGIN_FAILED,
    );
    const row = await server.db
      .selectFrom('app_user')
      .select(['former_loginname', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.former_loginname).toBe('gone1');
    expect(row.deleted_at).not.toBeNull();
    // Their own operation log rows stay, and the administrator's log names whom they deleted.
    const own = await server.db
      .selectFrom('operation_log')
      .select('action')
      .where('user_id', '=', id)
      .execute();
    expect(own.map((entry) => entry.action)).toContain('account.password.change');
    const log = body<{ list: { action: string; target: string }[] }>(
      await admin.post('/lfscada/user/log/query'),
    );
    expect(log.data.list[0]).toMatchObject({ action: 'user.delete', target: 'gone1' });
    await addUser(admin, 'gone1');
  });

  it('refuses every manage call to a user without user_manage, changing nothing', async () => {
    const demo = await seededUser(server.app, 'demo');
    const before = await dbFingerprint(server.db);
    for (const url of [
      'user/list',
      'user/add',
      'user/disable',
      'user/delete',
      'role/list',
      'role/add',
    ]) {
      const answer = await post(demo, `/lfscada/manage/${url}`, {
        id: adminId,
        name: 'x',
        auths: '[]',
      });
      expect(answer.code, url).toBe(Code.FORBIDDEN);
    }
    expect(await dbFingerprint(server.db)).toEqual(before);
  });
});

describe('roles', () => {
  it('lists the built-in roles first with their user counts, and refuses to change them', async () => {
    const roles = body<RoleRow[]>(await admin.post('/lfscada/manage/role/list')).data;
    expect(roles.slice(0, 4).map((role) => role.id)).toEqual([
      'administrator',
      'engineer',
      'operator',
      'viewer',
    ]);
    expect(roles[0]?.userCount).toBeGreaterThanOrEqual(1);
    for (const url of ['edit', 'delete']) {
      const answer = await post(admin, `/lfscada/manage/role/${url}`, {
        id: 'operator',
        name: 'x',
        auths: '[]',
      });
      expect(answer).toMatchObject({ code: Code.FORBIDDEN, message: '内置角色不能修改或删除' });
    }
  });

  it('adds, renames and deletes a custom role; names are unique, a role in use stays', async () => {
    const added = body<RoleRow>(
      await admin.post('/lfscada/manage/role/add', { name: '值班长', auths: '["user_manage"]' }),
    );
    expect(added.data).toMatchObject({ name: '值班长', builtIn: false, auths: ['user_manage'] });
    const roleId = added.data.id;
    const twice = await post(admin, '/lfscada/manage/role/add', { name: '值班长', auths: '[]' });
    expect(twice).toMatchObject({ code: Code.BAD_REQUEST, message: '角色名称已存在' });

    const holderId = await addUser(admin, 'shift1', { roleId });
    const holder = await loginAs(server, 'shift1', NEW_PASSWORD, 'shift-pass-12');
    // The role's codes apply at once: the holder manages users.
    expect((await post(holder, '/lfscada/manage/user/list')).code).toBe(200);
    const edited = body<RoleRow>(
      await admin.post('/lfscada/manage/role/edit', { id: roleId, name: '班长', auths: '[]' }),
    );
    expect(edited.data).toMatchObject({ name: '班长', auths: [], userCount: 1 });
    expect((await post(holder, '/lfscada/manage/user/list')).code).toBe(Code.FORBIDDEN);

    const inUse = await post(admin, '/lfscada/manage/role/delete', { id: roleId });
    expect(inUse).toMatchObject({
      code: Code.FORBIDDEN,
      message: '仍有 1 个用户使用该角色，不能删除',
    });
    await post(admin, '/lfscada/manage/user/edit', userForm({ id: holderId, displayName: 'x' }));
    expect((await post(admin, '/lfscada/manage/role/delete', { id: roleId })).code).toBe(200);
  });
});

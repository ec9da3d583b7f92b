import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH, BUILT_IN_ROLE_AUTHS, type RoleRow, type UserRow } from '@lf/protocol';
import { ADMIN, fakeServer, signedInShell } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { buttonName } from '../admin/crudListTesting';

/*
 * Issue 26: the users and roles screens offer only what the server accepts from the caller, and
 * the user form says what a project in the data range brings.
 */
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const MANAGER = {
  ...ADMIN,
  userId: 'u-um',
  roleId: 'r-um',
  roleType: 'user' as const,
  dataRange: 'all',
  auths: [AUTH.userManage, AUTH.accountPassword],
};

const ROLES: RoleRow[] = [
  {
    id: 'administrator',
    name: 'administrator',
    builtIn: true,
    auths: [...BUILT_IN_ROLE_AUTHS.administrator],
    userCount: 1,
  },
  {
    id: 'operator',
    name: 'operator',
    builtIn: true,
    auths: [...BUILT_IN_ROLE_AUTHS.operator],
    userCount: 0,
  },
  { id: 'r-um', name: '用户管理员', builtIn: false, auths: MANAGER.auths, userCount: 1 },
  { id: 'r-pw', name: '改密', builtIn: false, auths: [AUTH.accountPassword], userCount: 1 },
];

const row = (id: string, displayName: string, roleId: string): UserRow => ({
  id,
  loginname: id,
  displayName,
  tel: '',
  email: '',
  roleId,
  roleName: roleId,
  state: 'active',
  dataRange: 'all',
  equipmentIds: [],
  projectIds: [],
  mustChangePassword: false,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00Z',
});

async function open(path: string) {
  const server = fakeServer({
    ...signedInShell(MANAGER),
    '/lfscada/manage/user/list': () => ({
      code: 200,
      data: { list: [row('a1', '管理员甲', 'administrator'), row('p1', '小改', 'r-pw')], total: 2 },
    }),
    '/lfscada/manage/role/list': () => ({ code: 200, data: ROLES }),
    '/lfscada/equipment/multi/manage/query': () => ({ code: 200, data: { list: [], total: 0 } }),
    '/lfscada/project/query': () => ({
      code: 200,
      data: { list: [{ id: 'p-east', name: '东区项目' }], total: 1 },
    }),
    '/lfscada/manage/user/projectReach': () => ({
      code: 200,
      data: [
        {
          id: 'p-east',
          name: '东区项目',
          equipment: [
            { id: 'e1', name: '一号泵站' },
            { id: 'e2', name: '二号泵站' },
          ],
        },
      ],
    }),
  });
  renderApp(path);
  return server;
}

const clickButton = (text: string) => {
  const label = screen.getAllByText(buttonName(text)).at(-1);
  fireEvent.click(label?.closest('button') as HTMLElement);
};

describe('a user holding only "manage users"', () => {
  it('gets no actions on the administrator and is offered only roles within its codes', async () => {
    await open('/manage/system/user');
    const admin = (await screen.findByText('管理员甲', undefined, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(admin).getByText('权限超出您自己的')).toBeTruthy();
    expect(within(admin).queryByText(buttonName('重置密码'))).toBeNull();
    const lesser = screen.getByText('小改').closest('tr') as HTMLElement;
    expect(within(lesser).getByText(buttonName('重置密码'))).toBeTruthy();

    clickButton('新增用户');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.mouseDown(dialog.getByLabelText('角色'));
    expect(await screen.findByTitle('改密')).toBeTruthy();
    expect(screen.getByTitle('用户管理员')).toBeTruthy();
    expect(screen.queryByTitle('管理员')).toBeNull();
    expect(screen.queryByTitle('操作员')).toBeNull();
  }, 30_000);

  it('sees what the chosen project brings into the data range', async () => {
    const server = await open('/manage/system/user');
    await screen.findByText('小改', undefined, { timeout: 15_000 });
    clickButton('新增用户');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText('指定设备与项目'));
    fireEvent.mouseDown(await dialog.findByLabelText('项目'));
    fireEvent.click(await screen.findByTitle('东区项目'));
    const note = await screen.findByTestId('project-reach');
    expect(note.textContent).toContain('东区项目：一号泵站、二号泵站');
    expect(note.textContent).toContain('不限于项目页面上显示的内容');
    await waitFor(() =>
      expect(
        server.callsTo('/lfscada/manage/user/projectReach').at(-1)?.body.get('projectIds'),
      ).toBe('["p-east"]'),
    );
  }, 30_000);

  it('cannot open its own role for editing, nor tick codes it lacks', async () => {
    await open('/manage/system/role');
    const own = (await screen.findByText('用户管理员', undefined, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(own).queryByText(buttonName('编辑'))).toBeNull();
    clickButton('新增角色');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('checkbox', { name: '管理用户与角色' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(dialog.getByRole('checkbox', { name: '下发写入值' })).toHaveProperty('disabled', true);
  }, 30_000);
});

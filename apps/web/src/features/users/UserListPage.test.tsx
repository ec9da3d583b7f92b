import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUILT_IN_ROLE_AUTHS, type RoleRow, type UserRow } from '@lf/protocol';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { buttonName } from '../admin/crudListTesting';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ROLES: RoleRow[] = [
  { id: 'administrator', name: 'administrator', builtIn: true, auths: [], userCount: 1 },
  {
    id: 'operator',
    name: 'operator',
    builtIn: true,
    auths: [...BUILT_IN_ROLE_AUTHS.operator],
    userCount: 1,
  },
  { id: 'r-shift', name: '夜班', builtIn: false, auths: [], userCount: 0 },
];

const USER: UserRow = {
  id: 'u9',
  loginname: 'op1',
  displayName: '张工',
  tel: '',
  email: 'zhang@example.com',
  roleId: 'operator',
  roleName: 'operator',
  state: 'active',
  dataRange: 'listed',
  equipmentIds: ['e1'],
  projectIds: [],
  mustChangePassword: false,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00Z',
};

async function open(more: Record<string, Handler> = {}) {
  const ok = () => ({ code: 200, data: null });
  const server = fakeServer({
    ...signedInShell(ADMIN),
    '/lfscada/manage/user/list': () => ({ code: 200, data: { list: [USER], total: 23 } }),
    '/lfscada/manage/role/list': () => ({ code: 200, data: ROLES }),
    '/lfscada/equipment/multi/manage/query': () => ({
      code: 200,
      data: {
        list: [
          { id: 'e1', name: '一号泵站' },
          { id: 'e2', name: '二号泵站' },
        ],
        total: 2,
      },
    }),
    '/lfscada/project/query': () => ({ code: 200, data: { list: [], total: 0 } }),
    '/lfscada/manage/user/add': ok,
    '/lfscada/manage/user/edit': ok,
    '/lfscada/manage/user/disable': ok,
    '/lfscada/manage/user/delete': ok,
    '/lfscada/manage/user/resetPassword': () => ({ code: 200, data: { password: 'Xq7-pw83' } }),
    ...more,
  });
  renderApp('/manage/system/user');
  // The first render loads the lazy screen, slow on a busy machine.
  await screen.findByText('张工', undefined, { timeout: 15_000 });
  const sent = async (path: string, times = 1) => {
    await waitFor(() => expect(server.callsTo(path)).toHaveLength(times));
    return Object.fromEntries(server.callsTo(path).at(-1)?.body ?? []);
  };
  return { server, sent };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const clickButton = (text: string, scope: HTMLElement = document.body) => {
  const label = within(scope).getAllByText(buttonName(text)).at(-1);
  fireEvent.click(label?.closest('button') as HTMLElement);
};

describe('users screen', () => {
  it('lists the users with role text, data range and state, 10 to a page', async () => {
    const { sent } = await open();
    const row = within(rowOf('张工'));
    expect(row.getByText('op1')).toBeTruthy();
    expect(row.getByText('操作员')).toBeTruthy();
    expect(row.getByText('1 台设备，0 个项目')).toBeTruthy();
    expect(row.getByText('启用')).toBeTruthy();
    expect(row.getByText('从未登录')).toBeTruthy();
    expect(screen.getByText('共 23 条')).toBeTruthy();
    expect(await sent('/lfscada/manage/user/list')).toEqual({ page: '1', pageSize: '10' });
  });

  it('searches by keyword and filters by role and state', async () => {
    const { sent } = await open();
    const search = screen.getByPlaceholderText('登录名、姓名、手机或邮箱');
    fireEvent.change(search, { target: { value: ' 张 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await sent('/lfscada/manage/user/list', 2)).toEqual({
      keyword: '张',
      page: '1',
      pageSize: '10',
    });
  });

  it('adds an operator restricted to one station with a first password', async () => {
    const { sent } = await open();
    clickButton('新增用户');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('登录名'), { target: { value: 'op2' } });
    fireEvent.change(dialog.getByLabelText('姓名'), { target: { value: '李工' } });
    fireEvent.mouseDown(dialog.getByLabelText('角色'));
    fireEvent.click(await screen.findByTitle('操作员'));
    fireEvent.click(dialog.getByLabelText('指定设备与项目'));
    fireEvent.mouseDown(await dialog.findByLabelText('设备'));
    fireEvent.click(await screen.findByTitle('一号泵站'));
    fireEvent.change(dialog.getByLabelText('初始密码'), { target: { value: 'Start-123' } });
    clickButton('保存');
    expect(await sent('/lfscada/manage/user/add')).toEqual({
      loginname: 'op2',
      displayName: '李工',
      tel: '',
      email: '',
      roleId: 'operator',
      dataRange: 'listed',
      equipmentIds: '["e1"]',
      projectIds: '[]',
      password: 'Start-123',
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('finds any equipment for the data range by a server-side search', async () => {
    const { sent } = await open({
      '/lfscada/equipment/multi/manage/query': (body) => ({
        code: 200,
        data:
          body.get('keyword') === '9999'
            ? { list: [{ id: 'e9999', name: '9999号泵站' }], total: 1 }
            : { list: [{ id: 'e1', name: '一号泵站' }], total: 10_000 },
      }),
    });
    clickButton('新增用户');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('登录名'), { target: { value: 'op3' } });
    fireEvent.change(dialog.getByLabelText('姓名'), { target: { value: '王工' } });
    fireEvent.mouseDown(dialog.getByLabelText('角色'));
    fireEvent.click(await screen.findByTitle('操作员'));
    fireEvent.click(dialog.getByLabelText('指定设备与项目'));
    const picker = await dialog.findByLabelText('设备');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('一号泵站'));
    fireEvent.change(picker, { target: { value: '9999' } });
    expect(await sent('/lfscada/equipment/multi/manage/query', 2)).toEqual({
      keyword: '9999',
      pageSize: '50',
    });
    fireEvent.click(await screen.findByTitle('9999号泵站'));
    fireEvent.change(dialog.getByLabelText('初始密码'), { target: { value: 'Start-123' } });
    clickButton('保存');
    expect((await sent('/lfscada/manage/user/add')).equipmentIds).toBe('["e1","e9999"]');
  });

  it('keeps a too-long login name as typed, counting it and saying the limit (SPEC §5: 6)', async () => {
    const { server } = await open();
    clickButton('新增用户');
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByLabelText('登录名');
    expect(dialog.getByText('0 / 6')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'inspector1' } });
    // Nothing is cut: the whole name stays, the counter turns red, the field says why.
    expect((name as HTMLInputElement).value).toBe('inspector1');
    expect(dialog.getByText('10 / 6')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        '最多 6 个字符，现有 10 个',
      ),
    );
    clickButton('保存');
    fireEvent.change(name, { target: { value: 'op 1' } });
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        '登录名只能含字母、数字、_ . -',
      ),
    );
    expect(server.callsTo('/lfscada/manage/user/add')).toHaveLength(0);
  });

  it('disables a user only after a confirmation saying the sessions end', async () => {
    const { server, sent } = await open();
    clickButton('停用', rowOf('张工'));
    expect(await screen.findByText('停用“张工”？')).toBeTruthy();
    expect(screen.getByText('该用户的所有会话将立即结束，停用期间无法登录。')).toBeTruthy();
    expect(server.callsTo('/lfscada/manage/user/disable')).toHaveLength(0);
    clickButton('停用');
    expect(await sent('/lfscada/manage/user/disable')).toEqual({ id: 'u9', disabled: 'true' });
    expect(await screen.findByText('已停用')).toBeTruthy();
  });

  it('resets a password and shows the new one once with a copy button', async () => {
    const { sent } = await open();
    clickButton('重置密码', rowOf('张工'));
    expect(await screen.findByText('重置“张工”的密码？')).toBeTruthy();
    clickButton('重置密码');
    expect(await sent('/lfscada/manage/user/resetPassword')).toEqual({ id: 'u9' });
    expect((await screen.findByTestId('reset-password')).textContent).toBe('Xq7-pw83');
    expect(screen.getByText(buttonName('复制'))).toBeTruthy();
    clickButton('关闭');
    // The dialog closes (jsdom never ends antd's leave animation, so it is seen leaving).
    await waitFor(() => expect(screen.getByRole('dialog').className).toContain('leave'));
  });

  it('deletes a user after the confirmation naming them', async () => {
    const { server, sent } = await open();
    clickButton('删除', rowOf('张工'));
    expect(await screen.findByText('确定删除“张工”？')).toBeTruthy();
    expect(server.callsTo('/lfscada/manage/user/delete')).toHaveLength(0);
    clickButton('删除');
    expect(await sent('/lfscada/manage/user/delete')).toEqual({ id: 'u9' });
  });

  it("edits a user: the login name stays, the listed range shows the user's equipment", async () => {
    const { sent } = await open();
    clickButton('编辑', rowOf('张工'));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('登录名') as HTMLInputElement).disabled).toBe(true);
    expect(await dialog.findByText('一号泵站')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('手机'), { target: { value: '13800000000' } });
    clickButton('保存');
    expect(await sent('/lfscada/manage/user/edit')).toMatchObject({
      id: 'u9',
      displayName: '张工',
      tel: '13800000000',
      email: 'zhang@example.com',
      roleId: 'operator',
      dataRange: 'listed',
      equipmentIds: '["e1"]',
    });
  });
});

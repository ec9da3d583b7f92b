import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH, BUILT_IN_ROLE_AUTHS, type RoleRow } from '@lf/protocol';
import { ADMIN, fakeServer, signedInShell } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { buttonName } from '../admin/crudListTesting';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ROLES: RoleRow[] = [
  {
    id: 'viewer',
    name: 'viewer',
    builtIn: true,
    auths: [...BUILT_IN_ROLE_AUTHS.viewer],
    userCount: 2,
  },
  { id: 'r-shift', name: '夜班', builtIn: false, auths: [AUTH.alarmAcknowledge], userCount: 0 },
];

async function open() {
  const ok = () => ({ code: 200, data: null });
  const server = fakeServer({
    ...signedInShell(ADMIN),
    '/lfscada/manage/role/list': () => ({ code: 200, data: ROLES }),
    '/lfscada/manage/role/add': ok,
    '/lfscada/manage/role/edit': ok,
    '/lfscada/manage/role/delete': ok,
  });
  renderApp('/manage/system/role');
  await screen.findByText('夜班', undefined, { timeout: 15_000 });
  const sent = async (path: string) => {
    await waitFor(() => expect(server.callsTo(path)).toHaveLength(1));
    return Object.fromEntries(server.callsTo(path)[0]?.body ?? []);
  };
  return { server, sent };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const clickButton = (text: string, scope: HTMLElement = document.body) => {
  const label = within(scope).getAllByText(buttonName(text)).at(-1);
  fireEvent.click(label?.closest('button') as HTMLElement);
};
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('roles screen', () => {
  it('shows a built-in role by its text, read-only, with its codes ticked', async () => {
    await open();
    const row = within(rowOf('观察员'));
    expect(row.getByText('内置')).toBeTruthy();
    expect(row.getByText('2')).toBeTruthy();
    expect(row.queryByText(buttonName('删除'))).toBeNull();
    clickButton('查看', rowOf('观察员'));
    expect(await screen.findByText('角色权限 · 观察员')).toBeTruthy();
    expect(box('导出历史数据').checked).toBe(true);
    expect(box('导出历史数据').disabled).toBe(true);
    expect(box('下发写入值').checked).toBe(false);
    expect(screen.getByText('监控')).toBeTruthy();
    expect(screen.getByText('账号')).toBeTruthy();
  });

  it('adds a custom role with the ticked codes in the catalogue order', async () => {
    const { sent } = await open();
    clickButton('新增角色');
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '巡检' } });
    fireEvent.click(box('确认报警'));
    fireEvent.click(box('下发写入值'));
    clickButton('保存');
    expect(await sent('/lfscada/manage/role/add')).toEqual({
      name: '巡检',
      auths: JSON.stringify([AUTH.monitorWrite, AUTH.alarmAcknowledge]),
    });
  });

  it('refuses a role without any code before sending', async () => {
    const { server } = await open();
    clickButton('新增角色');
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '空' } });
    clickButton('保存');
    expect(await screen.findByText('请至少选择一项权限')).toBeTruthy();
    expect(server.callsTo('/lfscada/manage/role/add')).toHaveLength(0);
  });

  it('edits and deletes a custom role', async () => {
    const { sent } = await open();
    clickButton('编辑', rowOf('夜班'));
    await screen.findByRole('dialog');
    expect(box('确认报警').checked).toBe(true);
    fireEvent.click(box('搁置报警'));
    clickButton('保存');
    expect(await sent('/lfscada/manage/role/edit')).toEqual({
      id: 'r-shift',
      name: '夜班',
      auths: JSON.stringify([AUTH.alarmAcknowledge, AUTH.alarmShelve]),
    });
    clickButton('删除', rowOf('夜班'));
    expect(await screen.findByText('确定删除“夜班”？')).toBeTruthy();
    clickButton('删除');
    expect(await sent('/lfscada/manage/role/delete')).toEqual({ id: 'r-shift' });
  });
});

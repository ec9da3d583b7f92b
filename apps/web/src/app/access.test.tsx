import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH, SOCKET_CLOSE, type UserInfo } from '@lf/protocol';
import { ADMIN, OPERATOR, fakeServer, signedInShell, type Handler } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';
import { buttonName } from '../features/admin/crudListTesting';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function serverFor(user: () => UserInfo, more: Record<string, Handler> = {}) {
  return fakeServer({
    ...signedInShell(user),
    '/lfscada/manage/user/list': () => ({ code: 200, data: { list: [], total: 0 } }),
    '/lfscada/manage/role/list': () => ({ code: 200, data: [] }),
    ...more,
  });
}

const slow = { timeout: 15_000 };

describe('what a user sees follows the codes of the role', () => {
  it('hides the manage area from an operator; its address says no permission', async () => {
    serverFor(() => OPERATOR);
    renderApp('/manage/system/user');
    expect(await screen.findByTestId('forbidden', undefined, slow)).toBeTruthy();
    expect(screen.getByText('您的角色没有访问此页面的权限，请联系管理员。')).toBeTruthy();
    expect(screen.queryByText('系统管理')).toBeNull();
    expect(screen.getByText('设备监控')).toBeTruthy();
  });

  it('shows a holder of user_manage alone the users and roles only, and opens there', async () => {
    serverFor(() => ({ ...OPERATOR, auths: [AUTH.userManage] }));
    const { router } = renderApp('/manage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/system/user'), slow);
    expect(await screen.findByText('角色管理')).toBeTruthy();
    expect(screen.queryByText('设备管理')).toBeNull();
    expect(screen.queryByText('系统设置')).toBeNull();
    await act(() => router.navigate('/manage/eg/gateway'));
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
  });

  it('shows an administrator the users and roles entries', async () => {
    serverFor(() => ADMIN);
    renderApp('/manage/system/user');
    expect(await screen.findByText('用户管理', undefined, slow)).toBeTruthy();
    expect(screen.getByText('角色管理')).toBeTruthy();
    expect(screen.getByText('设备管理')).toBeTruthy();
  });
});

describe('forced password change', () => {
  it('leads every route to the change and continues there after it', async () => {
    let mustChange = true;
    const server = serverFor(() => ({ ...OPERATOR, mustChangePassword: mustChange }), {
      '/lfscada/user/password/change': () => {
        mustChange = false;
        return { code: 200, data: null };
      },
    });
    const { router } = renderApp('/alarm/journal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/change'), slow);
    expect(await screen.findByText('请修改密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'Start-123' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Mine-4567' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Mine-4567' } });
    fireEvent.click(screen.getByText(buttonName('修改并继续')).closest('button') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/alarm/journal'), slow);
    expect(
      Object.fromEntries(server.callsTo('/lfscada/user/password/change')[0]?.body ?? []),
    ).toEqual({ oldPassword: 'Start-123', newPassword: 'Mine-4567' });
  });

  it('shows the refusal on the form and stays', async () => {
    serverFor(() => ({ ...OPERATOR, mustChangePassword: true }), {
      '/lfscada/user/password/change': () => ({ code: 1500, message: '原密码错误', data: null }),
    });
    const { router } = renderApp('/monitor/eg/list');
    expect(await screen.findByText('请修改密码', undefined, slow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'wrong-pass' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Mine-4567' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Mine-4567' } });
    fireEvent.click(screen.getByText(buttonName('修改并继续')).closest('button') as HTMLElement);
    expect((await screen.findByTestId('password-change-error')).textContent).toContain(
      '原密码错误',
    );
    expect(router.state.location.pathname).toBe('/password/change');
  });
});

class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  close() {}
}

describe('session ended by the server', () => {
  it('sends the open console to login with a notice when the message socket closes 4401', async () => {
    FakeWebSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    serverFor(() => OPERATOR, {
      '/lfscada/websocket/msg/token': () => ({ code: 200, data: { token: 't1' } }),
    });
    const { router } = renderApp('/monitor/eg/list');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1), slow);
    act(() => FakeWebSocket.opened[0]?.onclose?.({ code: SOCKET_CLOSE.sessionEnded }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('您的会话已结束（可能已被管理员停用或重置密码），请重新登录。'),
    ).toBeTruthy();
  });
});

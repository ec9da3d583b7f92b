import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { changeLocale } from '../../i18n/i18n';
import { useSession } from '../../state/session';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('zh-CN');
});

function loggedInServer(handlers: Record<string, Handler> = {}) {
  return fakeServer({
    ...signedInShell(ADMIN, 5),
    '/lfscada/userConfig/save': () => ({ code: 200, data: null }),
    '/lfscada/feedback/add': () => ({ code: 200, data: null }),
    '/lfscada/user/logout': () => ({ code: 200, data: null }),
    ...handlers,
  });
}

async function openUserMenuItem(label: string) {
  fireEvent.click(await screen.findByTestId('user-menu'));
  fireEvent.click(await screen.findByText(label));
}

describe('layout shell', () => {
  it('goes to login and forgets the user when a call reports session loss', async () => {
    loggedInServer({
      '/lfscada/msg/queryUnReadMsgCount': () => ({ code: 1010, message: '会话已失效', data: null }),
    });
    const { router } = renderApp('/monitor/gm/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().user).toBeNull();
    expect(screen.queryByText('会话已失效')).toBeNull();
  });

  it('shows other failures as a toast with the server message', async () => {
    loggedInServer({
      '/lfscada/msg/queryUnReadMsgCount': () => ({
        code: 1500,
        message: '服务器内部错误',
        data: null,
      }),
    });
    renderApp('/monitor/gm/list');
    expect(await screen.findByText('服务器内部错误')).toBeTruthy();
  });

  it('switches to English, keeps the choice and saves it to the user config', async () => {
    const server = loggedInServer();
    renderApp('/monitor/eg/list');
    await screen.findByText('设备监控');
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Monitor')).toBeTruthy();
    expect(localStorage.getItem('lf.locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    await waitFor(() => expect(server.callsTo('/lfscada/userConfig/save')).toHaveLength(1));
    const saved = server.callsTo('/lfscada/userConfig/save')[0]?.body;
    expect(saved?.get('key')).toBe('locale');
    expect(saved?.get('value')).toBe('en');
  });

  it('applies the saved language of a user on a device without its own choice', async () => {
    loggedInServer({
      '/lfscada/userConfig/query': () => ({ code: 200, data: { locale: 'en' } }),
    });
    renderApp('/monitor/eg/list');
    expect(await screen.findByText('Monitor')).toBeTruthy();
  });

  it('sends feedback of at least 10 characters from a dialog whose cancel says 关闭', async () => {
    const server = loggedInServer();
    renderApp('/monitor/eg/list');
    await openUserMenuItem('意见反馈');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('关闭').closest('button')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('反馈内容'), { target: { value: '太短了' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('反馈内容不能少于 10 个字符')).toBeTruthy();
    expect(server.callsTo('/lfscada/feedback/add')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('反馈内容'), {
      target: { value: '趋势图希望可以缩放查看细节' },
    });
    fireEvent.change(within(dialog).getByLabelText('联系方式'), { target: { value: 'a@b.cn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(server.callsTo('/lfscada/feedback/add')).toHaveLength(1));
    const sent = server.callsTo('/lfscada/feedback/add')[0]?.body;
    expect(sent?.get('content')).toBe('趋势图希望可以缩放查看细节');
    expect(sent?.get('contact')).toBe('a@b.cn');
    expect(await screen.findByText('感谢您的反馈！')).toBeTruthy();
  });

  it('logs out from the user menu', async () => {
    const server = loggedInServer();
    const { router } = renderApp('/monitor/eg/list');
    await openUserMenuItem('退出登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.callsTo('/lfscada/user/logout')).toHaveLength(1);
    expect(useSession.getState().user).toBeNull();
  });

  it('links the unread badge to the message centre', async () => {
    loggedInServer();
    const { router } = renderApp('/monitor/eg/list');
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toContain('5'));
    fireEvent.click(screen.getByTestId('unread-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/messageAll'));
  });
});

class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('message socket', () => {
  it('opens with a message token once logged in, rings on a push and closes on logout', async () => {
    FakeWebSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    loggedInServer({
      '/lfscada/websocket/msg/token': () => ({
        code: 200,
        data: { token: 'tok-1', expiresIn: 60 },
      }),
    });
    const { router } = renderApp('/monitor/eg/list');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.opened[0];
    expect(socket?.url).toMatch(/^ws:\/\/[^/]+\/lfscada\/ws\/message\/subscribe\/tok-1$/);

    act(() => socket?.onmessage?.({ data: 'msg idle' }));
    expect(screen.queryByTestId('unread-ringing')).toBeNull();
    const push = {
      id: 'm1',
      type: 'alarm',
      title: '温度过高',
      note: '',
      gmtCreate: '',
      dataId: 'e1',
      equipType: 'eg',
    };
    act(() => socket?.onmessage?.({ data: JSON.stringify(push) }));
    expect(await screen.findByTestId('unread-ringing')).toBeTruthy();

    await openUserMenuItem('退出登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(socket?.closed).toBe(true));
  });
});

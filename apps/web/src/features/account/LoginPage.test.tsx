import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, THEME_OK, fakeServer, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function serverWith(handlers: Record<string, Handler>) {
  return fakeServer({
    '/org/StyleAction!loadStyle.action': THEME_OK,
    '/lfscada/msg/queryUnReadMsgCount': () => ({ code: 200, data: { count: 0 } }),
    '/lfscada/userConfig/query': () => ({ code: 200, data: {} }),
    ...handlers,
  });
}

async function fillAndSubmit(loginname: string, password: string) {
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: loginname } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('login screen', () => {
  it('shows the theme title', async () => {
    serverWith({});
    renderApp('/login');
    await waitFor(() =>
      expect(screen.getByTestId('app-title').textContent).toBe('灵枢工业监控平台'),
    );
  });

  it('shows the server message and the captcha when a failed login requires a code', async () => {
    const server = serverWith({
      '/lfscada/user/login': () => ({
        code: 1020,
        message: '用户名或密码错误',
        data: { vcodeRequired: true },
      }),
      '/lfscada/user/showVcode': () => ({ code: 200, data: { required: true, image: CAPTCHA } }),
    });
    renderApp('/login');
    expect(screen.queryByLabelText('验证码')).toBeNull();
    await fillAndSubmit('demo', 'wrong-password');

    expect((await screen.findByTestId('login-error')).textContent).toContain('用户名或密码错误');
    expect(await screen.findByLabelText('验证码')).toBeTruthy();
    const image = await screen.findByAltText('验证码图片，点击刷新');
    expect(image.getAttribute('src')).toBe(CAPTCHA);
    expect(server.callsTo('/lfscada/user/showVcode').at(-1)?.body.get('loginname')).toBe('demo');
  });

  it('keeps the captcha hidden when the failure does not require one', async () => {
    serverWith({
      '/lfscada/user/login': () => ({
        code: 1020,
        message: '用户名或密码错误',
        data: { vcodeRequired: false },
      }),
      '/lfscada/user/showVcode': () => ({ code: 200, data: { required: false } }),
    });
    renderApp('/login');
    await fillAndSubmit('demo', 'wrong-password');
    expect(await screen.findByTestId('login-error')).toBeTruthy();
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });

  it('asks whether a code is needed when the username loses focus, and refreshes on click', async () => {
    const server = serverWith({
      '/lfscada/user/showVcode': () => ({ code: 200, data: { required: true, image: CAPTCHA } }),
    });
    renderApp('/login');
    const username = await screen.findByLabelText('用户名');
    fireEvent.change(username, { target: { value: 'demo' } });
    fireEvent.blur(username);
    expect(await screen.findByLabelText('验证码')).toBeTruthy();
    expect(server.callsTo('/lfscada/user/showVcode')).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('captcha'));
    await waitFor(() => expect(server.callsTo('/lfscada/user/showVcode')).toHaveLength(2));
  });

  it('logs in with the code, remembers the account and opens the home screen', async () => {
    const server = serverWith({
      '/lfscada/user/showVcode': () => ({ code: 200, data: { required: true, image: CAPTCHA } }),
      '/lfscada/user/login': () => ({ code: 200, data: ADMIN }),
    });
    const { router } = renderApp('/login');
    const username = await screen.findByLabelText('用户名');
    fireEvent.change(username, { target: { value: 'admin' } });
    fireEvent.blur(username);
    fireEvent.change(await screen.findByLabelText('验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByLabelText('记住账号'));
    await fillAndSubmit('admin', 'secret-pass');

    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/overview'));
    const sent = server.callsTo('/lfscada/user/login')[0]?.body;
    expect(sent?.get('loginname')).toBe('admin');
    expect(sent?.get('password')).toBe('secret-pass');
    expect(sent?.get('vcode')).toBe('ab12');
    expect(sent?.get('remember')).toBe('true');
    expect(localStorage.getItem('lf.rememberedLoginname')).toBe('admin');
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
  });

  it('pre-fills a remembered account', async () => {
    localStorage.setItem('lf.rememberedLoginname', 'operator');
    serverWith({});
    renderApp('/login');
    const username = (await screen.findByLabelText('用户名')) as HTMLInputElement;
    expect(username.value).toBe('operator');
    expect((screen.getByLabelText('记住账号') as HTMLInputElement).checked).toBe(true);
  });

  it('does not send a request when the fields are empty', async () => {
    const server = serverWith({});
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(server.callsTo('/lfscada/user/login')).toHaveLength(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { THEME_OK, fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { buttonName } from '../admin/crudListTesting';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 15_000 };

describe('invitation page', () => {
  it('names the account, sets its first password once and leads to login', async () => {
    const server = fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/invite/check': () => ({
        code: 200,
        data: { loginname: 'op2', displayName: '李工', expiresAt: '2026-11-27T00:00:00Z' },
      }),
      '/lfscada/user/invite/accept': () => ({ code: 200, data: null }),
    });
    renderApp('/invite?token=abc123');
    expect(
      await screen.findByText('为 李工（登录名 op2）设置登录密码。', undefined, slow),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Mine-4567' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Mine-4567' } });
    fireEvent.click(screen.getByText(buttonName('设置密码')).closest('button') as HTMLElement);
    expect(await screen.findByText('密码已设置，请使用新密码登录。')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('/lfscada/user/invite/accept')).toHaveLength(1));
    expect(
      Object.fromEntries(server.callsTo('/lfscada/user/invite/accept')[0]?.body ?? []),
    ).toEqual({ token: 'abc123', password: 'Mine-4567' });
    expect(server.callsTo('/lfscada/user/info')).toHaveLength(0);
  });

  it("says why a used or expired link does not work, in the server's words", async () => {
    fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/invite/check': () => ({
        code: 1003,
        message: '邀请链接无效或已过期',
        data: null,
      }),
    });
    renderApp('/invite?token=used');
    expect(await screen.findByText('邀请链接无效', undefined, slow)).toBeTruthy();
    expect(screen.getByText('邀请链接无效或已过期')).toBeTruthy();
    expect(screen.getByText('前往登录')).toBeTruthy();
  });

  it('refuses an answer that is not the contract, instead of naming an undefined account', async () => {
    fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/invite/check': () => ({ code: 200, data: { loginname: 'op2' } }),
    });
    renderApp('/invite?token=abc123');
    expect(await screen.findByText('邀请链接无效', undefined, slow)).toBeTruthy();
    expect(screen.getByText('服务器返回的数据格式不正确')).toBeTruthy();
    expect(screen.queryByText(/undefined/)).toBeNull();
    expect(screen.queryByLabelText('新密码')).toBeNull();
  });
});

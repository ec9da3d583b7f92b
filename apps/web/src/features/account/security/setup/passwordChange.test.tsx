import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../../../test/fakeServer';
import { renderApp } from '../../../../test/renderApp';
import { storeTicket } from '../flowTicket';

vi.mock('../../../../api/liveSocket', () => ({
  LiveSocket: class {
    start() {}
    stop() {}
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  storeTicket('setup', null);
});

const TICKET = 't'.repeat(43);

function serverWith(change: Handler) {
  return fakeServer({
    ...signedInShell(ADMIN),
    '/lfscada/user/security/state': () => ({
      code: 200,
      data: {
        ticket: TICKET,
        stage: 'identify',
        target: 'password',
        channels: { tel: '', email: '', question: false },
        capabilities: { sms: false, email: false, demoMail: true },
      },
    }),
    '/lfscada/user/security/verify': () => ({ code: 200, data: null }),
    '/lfscada/user/security/password': change,
  });
}

function fill(current: string, next: string) {
  fireEvent.change(screen.getByLabelText('当前登录密码'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: next } });
  fireEvent.click(screen.getByTestId('flow-next'));
}

describe('changing the password, identity proven by the password', () => {
  it('asks for the current password once, with the new one, and changes it', async () => {
    storeTicket('setup', TICKET);
    const server = serverWith(() => ({ code: 200, data: null }));
    const { router } = renderApp('/account/security/sms/setup/validate/password');
    await screen.findByLabelText('新密码');
    // 当前登录密码, 新密码, 确认新密码: the current one is not asked again as 原密码.
    expect(screen.getAllByLabelText(/密码/)).toHaveLength(3);
    expect(screen.queryByLabelText('原密码')).toBeNull();
    fill('Demo-pass-1', 'Changed-9');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/security/sms/setup/success/password'),
    );
    const proof = server.callsTo('/lfscada/user/security/verify')[0]?.body;
    expect(Object.fromEntries(proof ?? [])).toEqual({
      ticket: TICKET,
      channel: 'password',
      password: 'Demo-pass-1',
    });
    const change = server.callsTo('/lfscada/user/security/password')[0]?.body;
    expect(Object.fromEntries(change ?? [])).toEqual({
      ticket: TICKET,
      original: 'Demo-pass-1',
      password: 'Changed-9',
      confirm: 'Changed-9',
    });
  });

  it('does not prove identity again when only the change was refused', async () => {
    storeTicket('setup', TICKET);
    let changes = 0;
    const server = serverWith(() =>
      ++changes === 1
        ? { code: 1001, message: '新密码不能与最近使用过的密码相同', data: null }
        : { code: 200, data: null },
    );
    const { router } = renderApp('/account/security/sms/setup/validate/password');
    await screen.findByLabelText('新密码');
    fill('Demo-pass-1', 'Demo-pass-1');
    expect((await screen.findByTestId('flow-error')).textContent).toContain(
      '新密码不能与最近使用过的密码相同',
    );
    fill('Demo-pass-1', 'Changed-9');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/security/sms/setup/success/password'),
    );
    expect(server.callsTo('/lfscada/user/security/verify')).toHaveLength(1);
    expect(server.callsTo('/lfscada/user/security/password')).toHaveLength(2);
  });
});

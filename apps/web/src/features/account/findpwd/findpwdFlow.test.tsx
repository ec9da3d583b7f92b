import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { THEME_OK, fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TICKET = 't'.repeat(43);
const state = (stage: 'identify' | 'verified') => ({
  code: 200,
  data: {
    ticket: TICKET,
    stage,
    target: 'password',
    channels: { tel: '', email: 'd***o@example.com', question: false },
    capabilities: { sms: false, email: true, demoMail: false },
  },
});

describe('find password screens', () => {
  it('sends a step reached without a flow back to the first step', async () => {
    fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/findpwd/vcode': () => ({
        code: 200,
        data: { image: 'data:image/svg+xml;base64,PHN2Zy8+' },
      }),
    });
    const { router } = renderApp('/findpwd/password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/findpwd/account'));
  });

  it('sends a step the server no longer accepts back to the first step', async () => {
    sessionStorage.setItem('lf.ticket.findpwd', TICKET);
    fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/findpwd/vcode': () => ({
        code: 200,
        data: { image: 'data:image/svg+xml;base64,PHN2Zy8+' },
      }),
      // Still at the identity step: the new-password step is out of order.
      '/lfscada/user/findpwd/state': () => state('identify'),
    });
    const { router } = renderApp('/findpwd/password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/findpwd/account'));
    expect(sessionStorage.getItem('lf.ticket.findpwd')).toBeNull();
  });

  it('counts down after a code is sent, checks the form of the code, then verifies', async () => {
    sessionStorage.setItem('lf.ticket.findpwd', TICKET);
    const fake = fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/findpwd/state': () => state('identify'),
      '/lfscada/user/findpwd/sendCode': () => ({
        code: 200,
        data: { resendIn: 60, sentTo: 'd***o@example.com' },
      }),
      '/lfscada/user/findpwd/verify': () => ({ code: 200, data: null }),
    });
    const { router } = renderApp('/findpwd/validate/email');
    const send = await screen.findByTestId('send-code');
    expect(screen.getByText('验证码将发送至 d***o@example.com')).toBeTruthy();
    fireEvent.click(send);
    await screen.findByText('验证码已发送至 d***o@example.com，10 分钟内有效');
    expect(send.textContent).toMatch(/^60 秒后重发$/);
    expect((send as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('flow-next'));
    await screen.findByText('请输入 6 位数字验证码');
    expect(fake.callsTo('/lfscada/user/findpwd/verify')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('flow-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/findpwd/password'));
    const verify = fake.callsTo('/lfscada/user/findpwd/verify')[0]?.body;
    expect(verify?.get('code')).toBe('123456');
    expect(verify?.get('channel')).toBe('email');
  });
});

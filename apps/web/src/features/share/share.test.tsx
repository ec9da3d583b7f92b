import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH, type ShareInfo, type UserInfo } from '@lf/protocol';
import '../../i18n/i18n';
import { useSession } from '../../state/session';
import { fakeServer, NORMAL_USER, OPERATOR, THEME_OK } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ShareButton, SharePanel } from './SharePanel';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'Tk_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const off: ShareInfo = {
  equipId: 'e1',
  enabled: false,
  hasPassword: false,
  token: null,
  authority: 'view',
  withHistory: false,
  withAlarms: false,
  expiresAt: null,
  grants: [],
};
const on: ShareInfo = {
  ...off,
  enabled: true,
  hasPassword: true,
  token: TOKEN,
  grants: [
    {
      userId: 'u9',
      loginname: 'weixiu',
      orgName: '华东运维服务公司',
      joinedAt: '2026-11-24T08:00:00Z',
    },
  ],
};

/** The panel as `user` sees it (an operator by default: every right a share can carry). */
function renderPanel(
  user: UserInfo = OPERATOR,
  element = <SharePanel equipmentId="e1" equipmentType="eg" />,
) {
  useSession.getState().setUser(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('the owner’s share panel', () => {
  it('refuses a password with special characters, turns sharing on and draws the QR code of the link', async () => {
    let share = off;
    const fake = fakeServer({
      '/lfscada/equipment/multi/share/info': () => ({ code: 200, data: share }),
      '/lfscada/equipment/multi/share/editPwd': () => {
        share = { ...on, grants: [] };
        return { code: 200, data: share };
      },
    });
    renderPanel();
    const password = await screen.findByLabelText('分享密码');
    fireEvent.change(password, { target: { value: 'ab#1' } });
    fireEvent.click(screen.getByRole('button', { name: '开启分享' }));
    expect(await screen.findByText('分享密码至少 4 位，只能包含字母或数字')).toBeTruthy();
    expect(fake.callsTo('/lfscada/equipment/multi/share/editPwd')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'Pump2026' } });
    fireEvent.click(screen.getByRole('button', { name: '开启分享' }));
    await waitFor(() =>
      expect(fake.callsTo('/lfscada/equipment/multi/share/editPwd')).toHaveLength(1),
    );
    expect(fake.callsTo('/lfscada/equipment/multi/share/editPwd')[0]?.body.get('password')).toBe(
      'Pump2026',
    );
    const link = (await screen.findByLabelText('分享链接')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/share/join/${TOKEN}`);
    const qr = (await screen.findByAltText('分享二维码')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('radio', { name: '仅查看' })).toHaveProperty('checked', true);
  }, 30_000);

  it('saves the authority and revokes a receiver after confirmation', async () => {
    let share = on;
    const fake = fakeServer({
      '/lfscada/equipment/multi/share/info': () => ({ code: 200, data: share }),
      '/lfscada/equipment/multi/share/editAuth': (body) => {
        share = { ...share, authority: body.get('authority') === 'write' ? 'write' : 'view' };
        return { code: 200, data: share };
      },
      '/lfscada/equipment/multi/share/revoke': () => {
        share = { ...share, grants: [] };
        return { code: 200, data: share };
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: '查看和写入' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '含历史数据' }));
    fireEvent.click(screen.getByRole('button', { name: '保存权限' }));
    await waitFor(() =>
      expect(fake.callsTo('/lfscada/equipment/multi/share/editAuth')).toHaveLength(1),
    );
    const sent = fake.callsTo('/lfscada/equipment/multi/share/editAuth')[0]?.body;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      equipId: 'e1',
      enabled: 'true',
      authority: 'write',
      withHistory: 'true',
      withAlarms: 'false',
    });

    const receivers = screen.getByTestId('share-receivers');
    expect(within(receivers).getByText('weixiu')).toBeTruthy();
    fireEvent.click(within(receivers).getByRole('button', { name: '撤销 weixiu' }));
    expect(fake.callsTo('/lfscada/equipment/multi/share/revoke')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /^(确\s*定|OK)$/ }));
    await waitFor(() =>
      expect(fake.callsTo('/lfscada/equipment/multi/share/revoke')).toHaveLength(1),
    );
    expect(fake.callsTo('/lfscada/equipment/multi/share/revoke')[0]?.body.get('userId')).toBe('u9');
    expect(await screen.findByText('暂无用户加入')).toBeTruthy();
  }, 30_000);
});

describe('what a sharer is offered', () => {
  it('hides the share button from a user without the sharing permission', async () => {
    fakeServer({});
    renderPanel(
      { ...OPERATOR, auths: [AUTH.monitorWrite] },
      <ShareButton equipmentId="e1" equipmentType="eg" />,
    );
    expect(screen.queryByTestId('share-open')).toBeNull();
  });

  it('offers only the rights the sharer holds: no write, history or alarms without them', async () => {
    fakeServer({ '/lfscada/equipment/multi/share/info': () => ({ code: 200, data: on }) });
    renderPanel({ ...NORMAL_USER, auths: [AUTH.equipmentShare] });
    expect(await screen.findByRole('radio', { name: '查看和写入' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('checkbox', { name: '含历史数据' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: '含报警记录' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '仅查看' })).toHaveProperty('disabled', false);
  }, 30_000);
});

describe('the receiver’s join page', () => {
  it('shows the server’s refusal of a wrong password, then opens the equipment', async () => {
    let tries = 0;
    fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/info': () => ({ code: 200, data: NORMAL_USER }),
      '/lfscada/msg/queryUnReadMsgCount': () => ({ code: 200, data: { count: 0 } }),
      '/lfscada/equipment/multi/share/preview': () => ({
        code: 200,
        data: {
          name: '1号泵站',
          type: 'eg',
          orgName: '演示水务公司',
          authority: 'write',
          withHistory: true,
          withAlarms: false,
          expiresAt: null,
        },
      }),
      '/lfscada/equipment/multi/share/join': (body) =>
        ++tries === 1 || body.get('password') !== 'Pump2026'
          ? { code: 1001, message: '分享密码错误', data: null }
          : { code: 200, data: { equipId: 'e1', name: '1号泵站', type: 'eg' } },
    });
    const { router } = renderApp(`/share/join/${TOKEN}`);
    const password = await screen.findByLabelText('分享密码');
    // Before the password: which equipment, whose, and what joining grants.
    const offer = screen.getByTestId('share-join-offer');
    expect(within(offer).getByTestId('share-join-equipment').textContent).toBe('1号泵站');
    expect(offer.textContent).toContain('演示水务公司');
    for (const grant of ['查看和写入', '含历史数据', '不含报警记录', '长期有效']) {
      expect(offer.textContent).toContain(grant);
    }
    fireEvent.change(password, { target: { value: 'Pump2025' } });
    fireEvent.click(screen.getByRole('button', { name: '查看设备' }));
    const card = await screen.findByTestId('share-join');
    expect((await within(card).findByRole('alert')).textContent).toContain('分享密码错误');
    fireEvent.change(password, { target: { value: 'Pump2026' } });
    fireEvent.click(screen.getByRole('button', { name: '查看设备' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/monitor/eg/detail/list/e1/0'),
    );
  }, 30_000);
});

describe('a share link that cannot be joined', () => {
  it('says why in place of the password form', async () => {
    fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/info': () => ({ code: 200, data: NORMAL_USER }),
      '/lfscada/msg/queryUnReadMsgCount': () => ({ code: 200, data: { count: 0 } }),
      '/lfscada/equipment/multi/share/preview': () => ({
        code: 400,
        message: '该设备属于您所在的组织，无需通过分享加入',
        data: null,
      }),
    });
    renderApp(`/share/join/${TOKEN}`);
    const card = await screen.findByTestId('share-join');
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('无法加入此分享');
    expect(alert.textContent).toContain('该设备属于您所在的组织，无需通过分享加入');
    expect(within(card).queryByLabelText('分享密码')).toBeNull();
  }, 30_000);
});

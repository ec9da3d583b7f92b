import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { routes } from './routes';
import type { RouteHandle } from './routeTitle';
import { ADMIN, NORMAL_USER, THEME_OK, fakeServer, signedInShell } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Every concrete path of SPEC §2 and the title its screen carries. */
const SPEC_SCREENS: [string, string][] = [
  ['/login', 'route.login'],
  ['/login.jsp', 'route.login'],
  ['/404', 'route.notFound'],
  ['/findpwd/account', 'route.findpwdAccount'],
  ['/findpwd/validate', 'route.findpwdValidate'],
  ['/findpwd/validate/tel', 'route.findpwdValidateTel'],
  ['/findpwd/validate/email', 'route.findpwdValidateEmail'],
  ['/findpwd/validate/question', 'route.findpwdValidateQuestion'],
  ['/findpwd/password', 'route.findpwdPassword'],
  ['/findpwd/finish', 'route.findpwdFinish'],
  ['/map', 'route.map'],
  ['/system/msg/detail/d1/alarm', 'route.systemMsgDetail'],
  ['/message/messageAll', 'route.messageAll'],
  ['/message/messageReaden', 'route.messageReaden'],
  ['/message/messageUnReaden', 'route.messageUnReaden'],
  ['/message/detail/alarm/m1', 'route.messageDetail'],
  ['/msg/messageAll', 'route.messageAll'],
  ['/msg/messageReaden', 'route.messageReaden'],
  ['/msg/messageUnReaden', 'route.messageUnReaden'],
  ['/msg/detail/menu/alarm/d1', 'route.messageDetail'],
  ['/manage/frame/some-page', 'route.manageFrame'],
  ['/manage/frame/some-page/1', 'route.manageFrame'],
  ['/manage/eg/equipment/list', 'route.equipmentList'],
  ['/manage/eg/equipment/add', 'route.equipmentAdd'],
  ['/manage/eg/equipment/edit/e1', 'route.equipmentEdit'],
  ['/manage/eg/gateway', 'route.gateway'],
  ['/manage/system/hardware', 'route.hardware'],
  ['/manage/system/protocol', 'route.protocol'],
  ['/manage/system/model', 'route.model'],
  ['/manage/system/msg', 'route.systemMsg'],
  ['/manage/eg/project/list', 'route.projectList'],
  ['/manage/eg/configuration/e1', 'route.configuration'],
  ['/manage/project/p1/designer/pg1', 'route.designer'],
  ['/monitor/overview', 'route.overview'],
  ['/monitor/eg/list', 'route.egList'],
  ['/monitor/eg/detail/list/e1/0', 'route.egDetailList'],
  ['/monitor/gm/list', 'route.gmList'],
  ['/monitor/gm/group', 'route.gmGroup'],
  ['/monitor/gm/ocInfo', 'route.ocInfo'],
  ['/monitor/gm/ocInfo/oc1', 'route.ocInfoDetail'],
  ['/monitor/gm/vuedetail/g1', 'route.gmVueDetail'],
  ['/monitor/project/p1', 'route.projectMonitor'],
  ['/monitor/project/p1/page/pg1', 'route.projectPage'],
  ['/monitor/gm/detail/g1/00/tab', 'route.gmDetail'],
  ['/monitor/eg/detail/configuration/e1/0', 'route.egDetailConfiguration'],
  ['/monitor/project/p1/preview/pg1', 'route.projectPreview'],
  ['/account/security/sms', 'route.accountSecurity'],
  ['/account/security/nosms', 'route.accountSecurity'],
  ['/account/info/sms', 'route.accountInfo'],
  ['/account/info/nosms', 'route.accountInfo'],
  ['/account/config', 'route.accountConfig'],
  ['/account/log', 'route.accountLog'],
  ['/account/security/sms/setup/validate/tel/1', 'route.setupValidateTel'],
  ['/account/security/sms/setup/validate/email', 'route.setupValidateEmail'],
  ['/account/security/sms/setup/validate/question', 'route.setupValidateQuestion'],
  ['/account/security/sms/setup/validate/password', 'route.setupValidatePassword'],
  ['/account/security/sms/setup/password', 'route.setupPassword'],
  ['/account/security/sms/setup/tel/validate', 'route.setupTelValidate'],
  ['/account/security/sms/setup/tel', 'route.setupTel'],
  ['/account/security/sms/setup/email/validate', 'route.setupEmailValidate'],
  ['/account/security/sms/setup/email', 'route.setupEmail'],
  ['/account/security/sms/setup/question/validate', 'route.setupQuestionValidate'],
  ['/account/security/sms/setup/question', 'route.setupQuestion'],
  ['/account/security/sms/setup/success/tel', 'route.setupSuccess'],
];

function titleOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1];
  if (!last || last.route.path === '*') return undefined;
  const titled = [...matches].reverse().find((m) => m.route.handle);
  return (titled?.route.handle as RouteHandle | undefined)?.title;
}

function isGated(path: string): boolean {
  return (matchRoutes(routes, path) ?? []).some((m) => m.route.id === 'gated');
}

describe('route table', () => {
  it.each(SPEC_SCREENS)('resolves %s to its screen', (path, title) => {
    expect(titleOf(path)).toBe(title);
  });

  it('gates every route except login, 404 and find-password', () => {
    for (const [path] of SPEC_SCREENS) {
      const isPublic = /^\/(login|login\.jsp|404|findpwd)(\/|$)/.test(path);
      expect(isGated(path), path).toBe(!isPublic);
    }
  });

  it('sends unknown paths to the catch-all', () => {
    for (const path of ['/nope', '/manage/eg/nothing', '/monitor/gm/detail/only-one']) {
      expect(titleOf(path), path).toBeUndefined();
    }
  });
});

describe('redirects', () => {
  it('sends / to /login and shows the login form', async () => {
    fakeServer({ '/org/StyleAction!loadStyle.action': THEME_OK });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('用户名')).toBeTruthy();
  });

  it('sends an unknown path to /404', async () => {
    fakeServer({ '/org/StyleAction!loadStyle.action': THEME_OK });
    const { router } = renderApp('/no/such/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('opens find-password at its first step', async () => {
    fakeServer({ '/org/StyleAction!loadStyle.action': THEME_OK });
    const { router } = renderApp('/findpwd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/findpwd/account'));
  });

  it.each([
    ['/manage', '/manage/eg/equipment/list', '设备管理'],
    ['/account', '/account/security/sms', '账户安全'],
    ['/message', '/message/messageAll', '全部消息'],
  ])('sends %s to %s for a logged-in admin', async (from, to, title) => {
    fakeServer(signedInShell(ADMIN, 3));
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
  });
});

describe('gated routes', () => {
  it('tells a visitor without a session and sends them to login', async () => {
    const server = fakeServer({
      '/org/StyleAction!loadStyle.action': THEME_OK,
      '/lfscada/user/info': () => ({ code: 1006, message: '未登录，请先登录', data: null }),
    });
    const { router } = renderApp('/manage/eg/gateway');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('获取权限信息失败，请重新登录！')).toBeTruthy();
    expect(server.callsTo('/lfscada/user/info')).toHaveLength(1);
    expect(sessionStorage.getItem('lf.returnTo')).toBe('/manage/eg/gateway');
  });

  it('refuses a logged-in user when the theme fails', async () => {
    fakeServer({
      '/org/StyleAction!loadStyle.action': () => ({ code: '500', data: null }),
      '/lfscada/user/info': () => ({ code: 200, data: ADMIN }),
    });
    const { router } = renderApp('/monitor/eg/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('获取权限信息失败，请重新登录！')).toBeTruthy();
  });

  it('shows the manage area to administrators only', async () => {
    fakeServer(signedInShell(NORMAL_USER));
    renderApp('/manage/eg/gateway');
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
    expect(screen.queryByText('网关管理')).toBeNull();
    expect(screen.queryByText('系统管理')).toBeNull();
    expect(screen.getByText('设备监控')).toBeTruthy();
  });

  it('shows the shell with theme title, user and a capped unread badge', async () => {
    fakeServer(signedInShell(ADMIN, 120));
    renderApp('/monitor/eg/list');
    expect((await screen.findByTestId('app-title')).textContent).toBe('灵枢工业监控平台');
    expect((await screen.findByTestId('user-name')).textContent).toBe('管理员');
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toContain('99+'));
    await waitFor(() => expect(document.title).toBe('灵枢工业监控平台'));
  });
});

import { vi } from 'vitest';
import { AUTH_CODES, BUILT_IN_ROLE_AUTHS, type UserInfo } from '@lf/protocol';

export type Handler = (
  body: URLSearchParams,
  url: URL,
) => { code: number | string; message?: string; data: unknown };

export const ADMIN: UserInfo = {
  userId: 'u1',
  loginname: 'admin',
  username: '管理员',
  tel: '',
  styleId: 's1',
  orgId: 'o1',
  deptId: 'd1',
  roleId: 'r1',
  roleType: 'admin',
  authRegion: '',
  dataRange: '',
  prompType: [],
  scadaAdaption: false,
  // What the server computes for the administrator role: every code.
  auths: [...AUTH_CODES],
  mustChangePassword: false,
};

export const NORMAL_USER: UserInfo = {
  ...ADMIN,
  userId: 'u2',
  loginname: 'demo',
  username: 'demo',
  roleType: 'user',
  auths: [],
};

/** An operator as the server describes one: the built-in operator role's codes. */
export const OPERATOR: UserInfo = {
  ...NORMAL_USER,
  userId: 'u3',
  loginname: 'op1',
  username: '操作员一',
  roleId: 'operator',
  auths: [...BUILT_IN_ROLE_AUTHS.operator],
};

export const THEME_OK: Handler = () => ({
  code: '200',
  message: '',
  data: { title: '灵枢工业监控平台', faviconIco: '/files/theme/favicon.svg' },
});

/**
 * What the app shell asks the server around every signed-in screen: the theme, who is signed in,
 * the unread message count and the user's saved settings (none). `user` is a function where a
 * test changes who the server says is signed in.
 */
export function signedInShell(
  user: UserInfo | (() => UserInfo),
  unreadCount = 0,
): Record<string, Handler> {
  return {
    '/org/StyleAction!loadStyle.action': THEME_OK,
    '/lfscada/user/info': () => ({
      code: 200,
      data: typeof user === 'function' ? user() : user,
    }),
    '/lfscada/msg/queryUnReadMsgCount': () => ({ code: 200, data: { count: unreadCount } }),
    '/lfscada/userConfig/query': () => ({ code: 200, data: {} }),
  };
}

/**
 * Stands in for the server in component tests: answers each path with its handler and records
 * the calls, so a test can check what the screen asked for.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: { path: string; body: URLSearchParams }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    calls.push({ path: url.pathname, body });
    const handler = handlers[url.pathname];
    const envelope = handler
      ? handler(body, url)
      : { code: 1004, message: `no handler for ${url.pathname}`, data: null };
    return new Response(JSON.stringify({ message: '', ...envelope }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A call as the logged-in user of a page or window, failing the test unless it succeeded. */
export async function postAs<T>(
  page: Pick<Page, 'request'>,
  serverUrl: string,
  path: string,
  form: Record<string, string> = {},
): Promise<T> {
  const response = await page.request.post(`${serverUrl}${path}`, { form });
  const envelope = (await response.json()) as { code: number | string; data: T };
  expect(Number(envelope.code), path).toBe(200);
  return envelope.data;
}

/** A caller of the API as one window's logged-in user: `postAs` with the window and server fixed. */
export type Post = <T>(path: string, form?: Record<string, string>) => Promise<T>;

export function poster(window: Pick<Page, 'request'>, serverUrl: string): Post {
  return <T>(path: string, form: Record<string, string> = {}) =>
    postAs<T>(window, serverUrl, path, form);
}

/** The password `addViewer` leaves the viewer with. */
export const VIEWER_PASSWORD = 'viewPass2026';

/**
 * The administrator adds `view1` with the viewer role (no write right); its first login, in a
 * window `firstLogin` opens with the given password, sets its own password (VIEWER_PASSWORD).
 */
export async function addViewer(
  admin: Page,
  serverUrl: string,
  firstLogin: (password: string) => Promise<Page>,
): Promise<void> {
  await postAs(admin, serverUrl, '/lfscada/manage/user/add', {
    loginname: 'view1',
    displayName: '观察一',
    roleId: 'viewer',
    dataRange: 'all',
    password: 'first-pass-2026',
  });
  const first = await firstLogin('first-pass-2026');
  await postAs(first, serverUrl, '/lfscada/user/password/change', {
    oldPassword: 'first-pass-2026',
    newPassword: VIEWER_PASSWORD,
  });
}

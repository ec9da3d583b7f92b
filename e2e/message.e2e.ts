import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './browser';
import { ADMIN_PASSWORD } from './server';
import { waitForPath } from './navigation';
import { loggedInWindow } from './login';
import { serverAndBrowser } from './specServer';

const spec = serverAndBrowser({ LF_DEMO: 'off' });

/** The administrator publishes an announcement through the admin API, as the /manage/system/msg page does. */
async function publishAnnouncement(title: string, content: string): Promise<void> {
  const admin = await newContext(spec.browser);
  const post = async (path: string, form: Record<string, string>) => {
    const response = await admin.request.post(`${spec.server.url}${path}`, { form });
    const envelope = (await response.json()) as { code: number | string; data: unknown };
    expect(Number(envelope.code)).toBe(200);
    return envelope.data;
  };
  await post('/lfscada/user/login', { loginname: 'admin', password: ADMIN_PASSWORD });
  const added = (await post('/lfscada/system/msg/add', { title, content })) as { id: string };
  await post('/lfscada/system/msg/publish', { id: added.id });
  await admin.close();
}

async function badgeCount(page: Page): Promise<string> {
  const sup = page.getByTestId('unread-badge').locator('sup');
  if ((await sup.count()) === 0) return '';
  return (await sup.first().getAttribute('title')) ?? '';
}

describe('message centre: a notice reaches the demo user, who reads it', () => {
  it('badge rises on publish, the notice is read, all marked read, the badge clears', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo', { height: 720 });
    await page.getByTestId('unread-link').waitFor();
    const before = Number((await badgeCount(page)) || '0');

    await publishAnnouncement('停水通知', '本周六 8:00–12:00 水厂检修，请提前储水。');
    await publishAnnouncement('系统升级', '平台将于周日凌晨升级。');
    await page.reload();
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(String(before + 2));
    await screenshot(page, 'message-badge-zh');

    await page.getByTestId('unread-link').click();
    await waitForPath(page, (url) => url.pathname === '/message/messageAll');
    await page.getByRole('link', { name: '停水通知' }).waitFor();
    await page.getByText('未读').first().waitFor();
    await screenshot(page, 'message-list-zh');

    await page.getByRole('link', { name: '停水通知' }).click();
    await waitForPath(page, (url) => url.pathname.startsWith('/message/detail/notice/'));
    await expect
      .poll(() => page.getByTestId('message-content').textContent())
      .toContain('水厂检修');
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(String(before + 1));
    await screenshot(page, 'message-detail-zh');

    const popupWindow = await context.newPage();
    const detailId = page.url().split('/').pop() ?? '';
    await popupWindow.goto(`${spec.server.url}/system/msg/detail/${detailId}/notice`);
    await expect
      .poll(() => popupWindow.getByTestId('message-content').textContent())
      .toContain('水厂检修');
    await popupWindow.close();

    await page.getByRole('link', { name: '返回消息列表' }).click();
    await page.getByRole('menuitem', { name: '未读消息' }).click();
    await waitForPath(page, (url) => url.pathname === '/message/messageUnReaden');
    // The router renders a navigation as a transition: the URL changes while the old list (with
    // the notice just read) is still on screen, until the unread tab is drawn as the current one.
    await page
      .locator('.lf-message__tabs a[aria-current="page"]', { hasText: '未读消息' })
      .waitFor({ state: 'attached' });
    await page.getByRole('link', { name: '系统升级' }).waitFor();
    expect(await page.getByRole('link', { name: '停水通知' }).count()).toBe(0);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await page.getByText('暂无消息').waitFor();
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe('');

    await page.getByRole('menuitem', { name: '已读消息' }).click();
    await page.getByRole('link', { name: '系统升级' }).waitFor();
    await page.getByRole('link', { name: '停水通知' }).waitFor();

    await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Mark all as read' }).waitFor();
    await screenshot(page, 'message-list-en');

    await page.getByRole('checkbox', { name: '系统升级' }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('link', { name: '系统升级' }).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Unread' }).click();
    await page.getByText('No messages').waitFor();
    await page.getByRole('link', { name: 'Read', exact: true }).click();
    await page.getByRole('link', { name: '停水通知' }).waitFor();
    await screenshot(page, 'message-phone-en');
    await context.close();
  }, 120_000);
});

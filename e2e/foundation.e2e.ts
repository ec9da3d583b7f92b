import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './browser';
import { DEMO_PASSWORD } from './server';
import { waitForPath } from './navigation';
import { serverAndBrowser } from './specServer';

const spec = serverAndBrowser({ LF_DEMO: 'off' });

async function newPage(context?: BrowserContext): Promise<Page> {
  const ctx =
    context ?? (await newContext(spec.browser, { viewport: { width: 1280, height: 720 } }));
  return ctx.newPage();
}

async function logIn(page: Page, loginname: string, password: string) {
  await page.getByLabel('用户名').fill(loginname);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

describe('foundation: a person logs in and out in both languages', () => {
  it('stops without an error line and starts again on its data', async () => {
    // How fast it starts is bench/'s figure (a loaded machine must not fail the gate); what
    // holds here is that a stop is clean and the data outlives it: a session made before the
    // restart still answers after it.
    const context = await newContext(spec.browser, { viewport: { width: 1280, height: 720 } });
    const loggedIn = await context.request.post(`${spec.server.url}/lfscada/user/login`, {
      form: { loginname: 'demo', password: DEMO_PASSWORD },
    });
    expect(Number((await loggedIn.json()).code)).toBe(200);
    const restartMs = await spec.server.restart();
    console.warn(`start-up: first ${spec.server.startupMs} ms, restart ${restartMs} ms`);
    const errorLines = spec.server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errorLines).toEqual([]);
    const info = await context.request.get(`${spec.server.url}/lfscada/user/info`);
    expect((await info.json()).data.loginname).toBe('demo');
    await context.close();
  });

  it('lands on the Chinese login page, fails a login, logs in, switches language, logs out', async () => {
    const page = await newPage();
    await page.goto(spec.server.url);
    await waitForPath(page, (url) => url.pathname === '/login');
    await expect.poll(() => page.title()).toBe('灵枢工业监控平台');
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toBe('/files/theme/favicon.svg');
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    await screenshot(page, 'login-zh');

    await logIn(page, 'demo', 'not-the-password');
    await page.getByText('用户名或密码错误').first().waitFor();

    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await waitForPath(page, (url) => !url.pathname.startsWith('/login'));
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => page.getByTestId('app-title').textContent()).toBe('灵枢工业监控平台');
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('演示用户');
    await screenshot(page, 'shell-zh');

    await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
    await page.getByText('Monitor', { exact: true }).first().waitFor();
    await page.reload();
    await page.getByText('Monitor', { exact: true }).first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(page, 'shell-en');

    await page.goto(`${spec.server.url}/manage/eg/gateway`);
    await page.getByTestId('forbidden').waitFor();
    await screenshot(page, 'forbidden-en');

    // /account goes to security/sms, which becomes security/nosms: this server has no SMS provider.
    await page.goto(`${spec.server.url}/account`);
    await waitForPath(page, (url) => url.pathname === '/account/security/nosms');

    await page.getByTestId('user-menu').click();
    await page.getByText('Log out', { exact: true }).click();
    await waitForPath(page, (url) => url.pathname === '/login');
    await page.getByRole('button', { name: /Log in/ }).waitFor();
    await screenshot(page, 'login-en');
    await page.context().close();
  });

  it('sends a visitor without a session from a gated route to the login page', async () => {
    const page = await newPage();
    await page.goto(`${spec.server.url}/manage/eg/gateway`);
    await page.getByText('获取权限信息失败，请重新登录！').first().waitFor();
    await waitForPath(page, (url) => url.pathname === '/login');
    await page.context().close();
  });

  it('shows the not-found page for unknown paths, and the legacy login path works', async () => {
    const page = await newPage();
    await page.goto(`${spec.server.url}/no/such/screen`);
    await waitForPath(page, (url) => url.pathname === '/404');
    await screenshot(page, 'not-found-zh');
    await page.goto(`${spec.server.url}/login.jsp`);
    await page.getByLabel('用户名').waitFor();
    await page.context().close();
  });
});

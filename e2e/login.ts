import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser';
import { waitForPath } from './navigation';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './server';

/** The two accounts every test server starts with, and their passwords. */
export const PASSWORDS = { admin: ADMIN_PASSWORD, demo: DEMO_PASSWORD } as const;

/**
 * Fills the login form the page shows, in either language, as a person does, and waits until
 * the console has taken the page away from /login.
 */
export async function submitLogin(page: Page, loginname: string, password: string): Promise<void> {
  await page.getByLabel(/用户名|Username/).fill(loginname);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await waitForPath(page, (url) => !url.pathname.startsWith('/login'));
}

/** Opens the login page of `serverUrl` and logs in. */
export async function logIn(
  page: Page,
  serverUrl: string,
  loginname: string,
  password: string = PASSWORDS[loginname as keyof typeof PASSWORDS],
): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  await submitLogin(page, loginname, password);
}

/**
 * A new browser window of the given size and language (Chinese unless `locale` says 'en'),
 * logged in as `loginname`.
 */
export async function loggedInWindow(
  browser: Browser,
  serverUrl: string,
  loginname: string,
  options: { width?: number; height?: number; locale?: 'en' | 'zh-CN'; password?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, {
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    acceptDownloads: true,
  });
  if (options.locale) {
    await context.addInitScript((l) => localStorage.setItem('lf.locale', l), options.locale);
  }
  const page = await context.newPage();
  await logIn(page, serverUrl, loginname, options.password);
  return { context, page };
}

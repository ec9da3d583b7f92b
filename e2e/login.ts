import type { Browser, BrowserContext, BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { newContext } from './browser';
import { waitForPath } from './navigation';
import { ADMIN_PASSWORD, DEMO_PASSWORD, type RunningServer } from './server';
import type { SpecWorld } from './specServer';

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

/** How a window opens: its size (1280 × 800 unless given) and the console's language. */
export interface WindowOptions {
  width?: number;
  height?: number;
  /** Chinese unless 'en'. */
  locale?: 'en' | 'zh-CN';
  /** More of the window's own settings, e.g. PHONE's screen in place of the size. */
  device?: BrowserContextOptions;
}

/** A new browser window as `options` say, not logged in. */
export async function openWindow(
  browser: Browser,
  options: WindowOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, {
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    acceptDownloads: true,
    ...options.device,
  });
  if (options.locale) {
    await context.addInitScript((l) => localStorage.setItem('lf.locale', l), options.locale);
  }
  return { context, page: await context.newPage() };
}

/** A new window of the spec's browser, as `options` say, logged in to its server as `loginname`. */
export async function loggedInWindow(
  world: SpecWorld,
  loginname: string,
  options: WindowOptions & { password?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openWindow(world.browser, options);
  await logIn(opened.page, world.server.url, loginname, options.password);
  return opened;
}

/**
 * The session cookies of the users each spec's browser has logged in through the form, by login
 * name and password: what `sessionWindow` gives its further windows.
 */
const sessions = new WeakMap<Browser, Map<string, Cookie[]>>();

/**
 * A new window of the spec's browser, as `options` say, logged in to its server as `loginname`:
 * through the login form the first time this browser logs that user in with that password, and
 * after that with the session that login opened (its cookie, as a second tab of the same browser
 * would hold it), without the form. For specs whose subject is not logging in: a login through the
 * form costs a page load and the landing page, which a spec paid again for every window. Not for
 * specs about sessions, logging out, kicking out or changing passwords: the windows share one
 * session. The window shows no page yet when the session was reused; go where the test goes.
 */
export async function sessionWindow(
  world: SpecWorld,
  loginname: string,
  options: WindowOptions & { password?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const password = options.password ?? PASSWORDS[loginname as keyof typeof PASSWORDS];
  const key = `${loginname}\n${password}`;
  const known = sessions.get(world.browser) ?? new Map<string, Cookie[]>();
  sessions.set(world.browser, known);
  const cookies = known.get(key);
  if (!cookies) {
    const opened = await loggedInWindow(world, loginname, { ...options, password });
    known.set(key, await opened.context.cookies(world.server.url));
    return opened;
  }
  // The cookies only, not the first window's local storage: a window that logged in holds the
  // language its own init script sets and nothing else of the first one's.
  return openWindow(world.browser, {
    ...options,
    device: { ...options.device, storageState: { cookies, origins: [] } },
  });
}

/**
 * The answer of the captcha the page shows now, as the server logged it (a server started with
 * LF_LOG_LEVEL trace logs each answer; a test reads it in place of eyes).
 */
export async function captchaAnswer(page: Page, server: RunningServer): Promise<string> {
  await page.getByTestId('captcha').locator('img').waitFor();
  const answers = [...server.output().matchAll(/"captchaAnswer":"([^"]+)"/g)];
  const last = answers.at(-1)?.[1];
  if (!last) throw new Error('no captcha in the server log');
  return last;
}

/**
 * From the Chinese login page, "forgot password" for `loginname` as far as the page that asks
 * how to prove the account is theirs.
 */
export async function startRecovery(
  page: Page,
  server: RunningServer,
  loginname: string,
): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByTestId('forgot-password').click();
  await waitForPath(page, (url) => url.pathname === '/findpwd/account');
  await page.getByLabel('登录名').fill(loginname);
  await page.getByLabel('验证码').fill(await captchaAnswer(page, server));
  await page.getByTestId('flow-next').click();
  await waitForPath(page, (url) => url.pathname === '/findpwd/validate');
}

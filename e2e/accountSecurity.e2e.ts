import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/server/test/mailbox';
import { newContext, screenshot } from './browser';
import { waitForPath } from './navigation';
import { DEMO_PASSWORD } from './server';
import { logIn, loggedInWindow, captchaAnswer, startRecovery } from './login';
import { serverAndBrowser } from './specServer';

let mailbox: Mailbox;
const demoMail = 'demo.person@example.com';
/** The wait between two codes to one address here (a minute in use). */
const CODE_INTERVAL_MS = 15_000;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});
// Trace level: the server logs each captcha's answer there, which a test reads in place of eyes.
const spec = serverAndBrowser(() => ({
  LF_DEMO: 'off',
  SMTP_URL: mailbox.url,
  MAIL_FROM: 'LF SCADA <lf@e2e.local>',
  LF_LOG_LEVEL: 'trace',
  // Two codes go to the demo address within a minute; the second need not wait the minute.
  LF_CODE_INTERVAL_MS: String(CODE_INTERVAL_MS),
}));

/**
 * Sends a code from the page and reads it from the mail that arrived. When the address had a code
 * less than CODE_INTERVAL_MS ago, the page says so and counts down on the button; a person waits
 * for it.
 */
async function sendAndRead(page: Page, to: string): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = mailbox.received.length;
    await page.getByTestId('send-code').click();
    const mail = await mailbox.next(to, before, 5_000).catch(() => undefined);
    if (mail) {
      await page.getByTestId('code-sent').waitFor();
      return mailbox.codeIn(mail);
    }
    expect(await page.getByTestId('flow-error').innerText()).toMatch(/once a minute|发送过于频繁/);
    await expect
      .poll(() => page.getByTestId('send-code').isEnabled(), {
        timeout: CODE_INTERVAL_MS + 5000,
        interval: 500,
      })
      .toBe(true);
  }
  throw new Error(`no code reached ${to}`);
}

async function openSetup(page: Page, target: string, proof: 'password' | 'email') {
  await page.goto(`${spec.server.url}/account/security/sms`);
  await page.getByTestId(`security-${target}`).click();
  await page.getByTestId(`choose-${proof}`).click();
}

describe('account security centre and password recovery', () => {
  it('binds an e-mail, sets questions, refuses a wrong original password (zh-CN)', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo');
    await page.goto(`${spec.server.url}/account`);
    // No SMS provider configured: the overview is the nosms variant.
    await waitForPath(page, (url) => url.pathname === '/account/security/nosms');
    await page.getByTestId('nosms-hint').waitFor();
    expect(await page.getByTestId('security-row-email').innerText()).toContain('未绑定');
    await screenshot(page, 'account-security-zh');

    // Bind an e-mail: prove identity with the password, then a code to the new address.
    await openSetup(page, 'email', 'password');
    await page.getByLabel('当前登录密码').fill(DEMO_PASSWORD);
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/account/security/sms/setup/email');
    await page.getByLabel('新邮箱').fill(demoMail);
    const code = await sendAndRead(page, demoMail);
    expect(await page.getByTestId('send-code').innerText()).toMatch(/\d+ 秒后重发/);
    await page.getByLabel('验证码').fill(code);
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/account/security/sms/setup/success/email');
    await page.getByText('邮箱已绑定').waitFor();

    // Security questions (identity by password: the address just had its code for this minute).
    await openSetup(page, 'question', 'password');
    await page.getByLabel('当前登录密码').fill(DEMO_PASSWORD);
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/account/security/sms/setup/question');
    const questions = ['我的小学校名？', '我父亲的生日？', '我的第一辆车？'];
    const answers = ['实验小学', '0612', 'Santana'];
    for (const [index, question] of questions.entries()) {
      await page.getByLabel(`问题 ${index + 1}`).fill(question);
      await page.getByLabel(`答案 ${index + 1}`).fill(answers[index] ?? '');
    }
    await screenshot(page, 'account-questions-zh');
    await page.getByTestId('flow-next').click();
    await page.getByText('密保问题已设置').waitFor();

    // A step reached out of order goes back to the start.
    await page.goto(`${spec.server.url}/account/security/sms/setup/password`);
    await waitForPath(page, (url) => url.pathname === '/account/security/nosms');

    // Change password with a wrong original: refused in words, nothing changed.
    // The current password is asked once, on the same form as the new one.
    await openSetup(page, 'password', 'password');
    await page.getByLabel('当前登录密码').fill('not-my-password');
    await page.getByLabel('新密码', { exact: true }).fill('changed-pw-1');
    await page.getByLabel('确认新密码').fill('changed-pw-1');
    await page.getByTestId('flow-next').click();
    await expect
      .poll(() => page.getByTestId('flow-error').innerText())
      .toContain('密码错误，还可以尝试 4 次');
    await screenshot(page, 'account-password-refused-zh');
    await context.close();
  });

  it('recovers by questions, then by e-mail at phone width in English; the old session ends', async () => {
    // Recovery through the security questions, in Chinese on a desktop.
    const zh = await newContext(spec.browser, { viewport: { width: 1280, height: 800 } });
    const zhPage = await zh.newPage();
    await startRecovery(zhPage, spec.server, 'demo');
    await screenshot(zhPage, 'findpwd-validate-zh');
    await zhPage.getByTestId('choose-question').click();
    await zhPage.getByLabel('我的小学校名？').fill('实验小学');
    await zhPage.getByLabel('我父亲的生日？').fill('0612');
    await zhPage.getByLabel('我的第一辆车？').fill('santana');
    await screenshot(zhPage, 'findpwd-questions-zh');
    await zhPage.getByTestId('flow-next').click();
    await waitForPath(zhPage, (url) => url.pathname === '/findpwd/password');
    await zhPage.getByLabel('新密码', { exact: true }).fill('by-questions');
    await zhPage.getByLabel('确认新密码').fill('by-questions');
    await zhPage.getByTestId('flow-next').click();
    await zhPage.getByText('密码已重置').waitFor();
    await screenshot(zhPage, 'findpwd-finish-zh');

    // Logged in with it: an avatar with a script is shown in the header, served without the script.
    await zhPage.getByTestId('findpwd-login').click();
    await logIn(zhPage, spec.server.url, 'demo', 'by-questions');
    await zhPage.goto(`${spec.server.url}/account/info/sms`);
    await waitForPath(zhPage, (url) => url.pathname === '/account/info/nosms');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><script>alert(2)</script><circle cx="32" cy="32" r="30" fill="#1677ff"/></svg>';
    const chooser = zhPage.waitForEvent('filechooser');
    await zhPage.getByTestId('avatar-upload').click();
    await (
      await chooser
    ).setFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const headerAvatar = zhPage.getByTestId('header-avatar').locator('img');
    await headerAvatar.waitFor();
    const src = (await headerAvatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/files\/avatars\/.+\.svg$/);
    const served = await zh.request.get(`${spec.server.url}${src}`);
    const text = await served.text();
    expect(text).toContain('<circle');
    expect(text).not.toContain('script');
    expect(text).not.toContain('onload');
    expect(served.headers()['content-security-policy']).toContain('sandbox');
    await screenshot(zhPage, 'account-info-avatar-zh');

    // Forgotten again: recovery by e-mail on a phone, in English.
    const context = await newContext(spec.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lf.locale', 'en'));
    await page.goto(`${spec.server.url}/findpwd`);
    await waitForPath(page, (url) => url.pathname === '/findpwd/account');
    await page.getByLabel('Login name').fill('demo');
    await page.getByLabel('Verification code').fill(await captchaAnswer(page, spec.server));
    await screenshot(page, 'findpwd-account-en-phone');
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/findpwd/validate');
    expect(await page.getByTestId('choose-email').innerText()).toContain('d***n@example.com');
    await screenshot(page, 'findpwd-validate-en-phone');
    await page.getByTestId('choose-email').click();
    await page.getByLabel('Verification code').fill(await sendAndRead(page, demoMail));
    await screenshot(page, 'findpwd-code-en-phone');
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/findpwd/password');
    await page.getByLabel('New password', { exact: true }).fill('recovered-1');
    await page.getByLabel('Confirm new password').fill('recovered-1');
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/findpwd/finish');
    await page.getByText('Password reset').waitFor();
    await screenshot(page, 'findpwd-finish-en-phone');
    await page.getByTestId('findpwd-login').click();
    await waitForPath(page, (url) => url.pathname === '/login');
    await logIn(page, spec.server.url, 'demo', 'recovered-1');
    await page.goto(`${spec.server.url}/account/security/sms`);
    await page.getByTestId('security-row-email').waitFor();
    await screenshot(page, 'account-security-en-phone');

    // The desktop session opened before this recovery is gone: its next call goes to login.
    await zhPage.goto(`${spec.server.url}/account/log`);
    await waitForPath(zhPage, (url) => url.pathname === '/login');
    await zh.close();
    await context.close();
  });
});

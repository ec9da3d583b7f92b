import { describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { keepScreen } from './screens';
import { waitForPath } from './navigation';
import { logIn, submitLogin, loggedInWindow, captchaAnswer, startRecovery } from './login';
import { serverAndBrowser } from './specServer';

/*
 * A fresh `npm start` with the demo, tried as a new user would, reading only the screen and the
 * start-up log: the demo operator shares a pump station with the second organisation's operator,
 * whose join page says what is offered; then two demo accounts recover their passwords, one by
 * the security questions whose answers the log printed, one by an e-mail code the log shows.
 */

// Trace level: the server logs each captcha's answer there, which a test reads in place of eyes.
const spec = serverAndBrowser({ LF_LOG_LEVEL: 'trace' });

/** What the start-up log printed once: the generated password of an account. */
function printedPassword(loginname: string): string {
  const match = new RegExp(`the password of "${loginname}" is (\\S+)`).exec(spec.server.output());
  if (!match?.[1]) throw new Error(`the log shows no password of ${loginname}`);
  return match[1];
}

/** What the start-up log printed once: an account's security questions and their answers. */
function printedAnswers(loginname: string): { question: string; answer: string }[] {
  const line = spec.server
    .output()
    .split('\n')
    .find((l) => l.startsWith(`First start: "${loginname}" can recover its password`));
  const questions = line?.split('with the security questions: ')[1];
  if (!questions) throw new Error(`the log shows no questions of ${loginname}`);
  return questions.split('; ').map((pair) => {
    const [question = '', answer = ''] = pair.split(' → ');
    return { question, answer };
  });
}

/** The code of the latest demo mail to `to`, as the log shows it (no SMTP_URL set). */
async function loggedCode(to: string): Promise<string> {
  const pattern = `demo mail \\(no SMTP_URL set\\) to ${to}: \\D*(\\d{6})`;
  await expect.poll(() => new RegExp(pattern).test(spec.server.output())).toBe(true);
  const codes = [...spec.server.output().matchAll(new RegExp(pattern, 'g'))];
  return codes.at(-1)?.[1] ?? '';
}

describe('the demo on a fresh start', () => {
  it('shares a pump station with the second organisation, whose join page names it', async () => {
    // The demo operator opens 1号泵站 and turns sharing on.
    const { context: owner, page: ownerPage } = await loggedInWindow(spec, 'demo');
    await ownerPage.goto(`${spec.server.url}/monitor/eg/list`);
    await ownerPage.locator('[data-testid="equipment-card"][data-name="1号泵站"]').click();
    await waitForPath(ownerPage, (url) => url.pathname.startsWith('/monitor/eg/detail/list/'));
    await ownerPage.getByTestId('share-open').click();
    const panel = ownerPage.getByTestId('share-panel');
    await panel.getByLabel('分享密码').fill('Pump2026');
    await panel.getByRole('button', { name: '开启分享' }).click();
    await panel.getByTestId('share-qr').waitFor();
    const link = await panel.getByTestId('share-link').inputValue();
    await keepScreen(ownerPage, 'demo-share-owner-zh');

    // Opened by someone of the same organisation, the link says it is not for them.
    await ownerPage.goto(link);
    const ownJoin = ownerPage.getByTestId('share-join');
    await ownJoin
      .getByRole('alert')
      .getByText('该设备属于您所在的组织，无需通过分享加入')
      .waitFor();
    expect(await ownJoin.getByLabel('分享密码').count()).toBe(0);
    await keepScreen(ownerPage, 'demo-share-join-own-organisation-zh');

    // The second organisation's operator opens the link and logs in with the printed password.
    const partner = await newContext(spec.browser, { viewport: { width: 1280, height: 800 } });
    const page = await partner.newPage();
    await page.goto(link);
    await waitForPath(page, (url) => url.pathname === '/login');
    await submitLogin(page, 'partner', printedPassword('partner'));
    await waitForPath(page, (url) => url.pathname === new URL(link).pathname);
    const join = page.getByTestId('share-join');
    const offer = join.getByTestId('share-join-offer');
    expect(await offer.getByTestId('share-join-equipment').innerText()).toBe('1号泵站');
    const zhOffer = await offer.innerText();
    for (const text of ['演示水务公司', '仅查看', '不含历史数据', '不含报警记录', '长期有效']) {
      expect(zhOffer).toContain(text);
    }
    await keepScreen(page, 'demo-share-join-zh');

    // In English, then joined with the share password the owner told them.
    await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
    await offer.getByText('View only').waitFor();
    const enOffer = await offer.innerText();
    for (const text of ['Equipment shared', '1号泵站', 'Without history', 'No expiry']) {
      expect(enOffer).toContain(text);
    }
    await keepScreen(page, 'demo-share-join-en');
    await join.getByLabel('Share password').fill('Pump2026');
    await join.getByRole('button', { name: 'Open the equipment' }).click();
    await waitForPath(page, (url) => url.pathname.startsWith('/monitor/eg/detail/list/'));
    // Live values of the shared station, in the partner's own console.
    await page.locator('[data-signal-name="1#罐液位"]').first().waitFor();
    await keepScreen(page, 'demo-share-joined-en');
    await owner.close();
    await partner.close();
  });

  it('recovers "demo" by the printed security answers (zh) and "admin" by a logged e-mail code (en)', async () => {
    const zh = await newContext(spec.browser, { viewport: { width: 1280, height: 800 } });
    const zhPage = await zh.newPage();
    await startRecovery(zhPage, spec.server, 'demo');
    expect(await zhPage.getByTestId('choose-email').innerText()).toContain('@example.com');
    await keepScreen(zhPage, 'demo-findpwd-validate-zh');
    await zhPage.getByTestId('choose-question').click();
    for (const { question, answer } of printedAnswers('demo')) {
      await zhPage.getByLabel(question).fill(answer);
    }
    await keepScreen(zhPage, 'demo-findpwd-questions-zh');
    await zhPage.getByTestId('flow-next').click();
    await waitForPath(zhPage, (url) => url.pathname === '/findpwd/password');
    await zhPage.getByLabel('新密码', { exact: true }).fill('demo-new-pass');
    await zhPage.getByLabel('确认新密码').fill('demo-new-pass');
    await zhPage.getByTestId('flow-next').click();
    await zhPage.getByText('密码已重置').waitFor();
    await keepScreen(zhPage, 'demo-findpwd-finish-zh');
    await zhPage.getByTestId('findpwd-login').click();
    await logIn(zhPage, spec.server.url, 'demo', 'demo-new-pass');
    await zh.close();

    // The administrator, in English on a phone, by the code the log shows for its address.
    const en = await newContext(spec.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await en.newPage();
    await page.addInitScript(() => localStorage.setItem('lf.locale', 'en'));
    await page.goto(`${spec.server.url}/findpwd`);
    await page.getByLabel('Login name').fill('admin');
    await page.getByLabel('Verification code').fill(await captchaAnswer(page, spec.server));
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/findpwd/validate');
    await page.getByTestId('choose-email').click();
    await page.getByTestId('send-code').click();
    await page.getByTestId('code-sent').waitFor();
    await page.getByLabel('Verification code').fill(await loggedCode('admin@example.com'));
    await keepScreen(page, 'demo-findpwd-code-en-phone');
    await page.getByTestId('flow-next').click();
    await waitForPath(page, (url) => url.pathname === '/findpwd/password');
    await page.getByLabel('New password', { exact: true }).fill('admin-new-pass');
    await page.getByLabel('Confirm new password').fill('admin-new-pass');
    await page.getByTestId('flow-next').click();
    await page.getByText('Password reset').waitFor();
    await keepScreen(page, 'demo-findpwd-finish-en-phone');
    await page.getByTestId('findpwd-login').click();
    await logIn(page, spec.server.url, 'admin', 'admin-new-pass');
    await en.close();
  });
});

import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/account/passwords';
import { openDatabase } from '../apps/server/src/db/database';
import { newContext, screenshot } from './browser';
import { waitForPath } from './navigation';
import { logIn, submitLogin } from './login';
import { serverAndBrowser } from './specServer';

/*
 * Device sharing on a phone: the demo operator shares 1号泵站 view-only with a maintenance
 * contractor of another company, who opens the link, logs in, gives a wrong and then the right
 * share password, watches the live values and cannot write; the owner revokes and the
 * contractor's page loses the equipment without a reload.
 */

const CONTRACTOR = { loginname: 'weixiu', password: 'contractor-pass-1' };
const PHONE = { width: 390, height: 844 };

const spec = serverAndBrowser();

/** A contractor company with one user, added to the server's database while it is stopped. */
async function seedContractor(): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: spec.server.dataDir,
    schema: spec.server.schema,
  });
  try {
    const orgId = randomUUID();
    await database.db.insertInto('org').values({ id: orgId, name: '华东运维服务公司' }).execute();
    await database.db
      .insertInto('app_user')
      .values({
        id: randomUUID(),
        org_id: orgId,
        loginname: CONTRACTOR.loginname,
        username: '维修',
        password_hash: await hashPassword(CONTRACTOR.password),
        role_type: 'user',
        prompt_types: JSON.stringify(['title']),
      })
      .execute();
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await spec.server.restart(seedContractor);
});

async function phone(locale: 'zh-CN' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(spec.browser, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((l) => localStorage.setItem('lf.locale', l), locale);
  return { context, page: await context.newPage() };
}

/** Reads the QR code as a camera would: the image's pixels on screen, decoded by jsQR. */
async function scan(page: Page): Promise<string | undefined> {
  const png = PNG.sync.read(await page.getByTestId('share-qr').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('device sharing on a phone', () => {
  it('shares a pump view-only with a contractor, who watches it live until the owner revokes', async () => {
    // The owner opens the pump and its share panel.
    const owner = await phone('zh-CN');
    await logIn(owner.page, spec.server.url, 'demo');
    await owner.page.goto(`${spec.server.url}/monitor/eg/list`);
    await owner.page.locator('[data-testid="equipment-card"][data-name="1号泵站"]').click();
    await waitForPath(owner.page, (url) => url.pathname.startsWith('/monitor/eg/detail/list/'));
    await owner.page.getByTestId('share-open').click();
    const panel = owner.page.getByTestId('share-panel');
    await panel.getByText('设置分享密码即开启分享。').waitFor();

    // A password with a special character is refused; a good one turns sharing on.
    await panel.getByLabel('分享密码').fill('pump#1');
    await panel.getByRole('button', { name: '开启分享' }).click();
    await panel.getByText('分享密码至少 4 位，只能包含字母或数字').waitFor();
    await panel.getByLabel('分享密码').fill('Pump2026');
    await panel.getByRole('button', { name: '开启分享' }).click();
    await panel.getByTestId('share-qr').waitFor();
    const link = await panel.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${spec.server.url}/share/join/[A-Za-z0-9_-]{40,}$`));
    expect(await scan(owner.page)).toBe(link);
    await expect.poll(() => panel.getByRole('radio', { name: '仅查看' }).isChecked()).toBe(true);
    await screenshot(owner.page, 'share-owner-zh');

    // The contractor scans it: login first, the link is kept, then the share password.
    const contractor = await phone('en');
    await contractor.page.goto(link);
    await waitForPath(contractor.page, (url) => url.pathname === '/login');
    await submitLogin(contractor.page, CONTRACTOR.loginname, CONTRACTOR.password);
    await waitForPath(contractor.page, (url) => url.pathname === new URL(link).pathname);
    const join = contractor.page.getByTestId('share-join');
    await join.getByLabel('Share password').fill('Pump2025');
    await join.getByRole('button', { name: 'Open the equipment' }).click();
    await join.getByRole('alert').filter({ hasText: 'Wrong share password' }).waitFor();
    await screenshot(contractor.page, 'share-join-wrong-en');
    await join.getByLabel('Share password').fill('Pump2026');
    await join.getByRole('button', { name: 'Open the equipment' }).click();
    await waitForPath(contractor.page, (url) =>
      url.pathname.startsWith('/monitor/eg/detail/list/'),
    );
    const detailPath = new URL(contractor.page.url()).pathname;

    // In the contractor's list, marked as shared; the only equipment there.
    await contractor.page.goto(`${spec.server.url}/monitor/eg/list`);
    const card = contractor.page.getByTestId('equipment-card');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await card.getByText('Shared by demo (演示水务公司)').waitFor();
    await screenshot(contractor.page, 'share-list-en');
    await card.click();
    await waitForPath(contractor.page, (url) => url.pathname === detailPath);

    // Live values arrive and change; writing is disabled; history and alarms are not offered.
    const level = contractor.page.locator('[data-signal-name="1#罐液位"]').first();
    await expect.poll(() => level.innerText(), { timeout: 10_000 }).toMatch(/\d/);
    const first = await level.innerText();
    await expect.poll(() => level.innerText(), { timeout: 15_000 }).not.toBe(first);
    const writeButton = contractor.page.getByRole('button', { name: 'Write 2#罐液位设定' });
    await expect
      .poll(() => writeButton.getAttribute('title'))
      .toBe('Shared for viewing only: writing is not allowed');
    expect(await writeButton.isDisabled()).toBe(true);
    expect(await contractor.page.getByRole('tab', { name: 'History' }).count()).toBe(0);
    await screenshot(contractor.page, 'share-receiver-live-en');

    // A forged write, sent past the page, is refused by the server.
    const equipmentId = detailPath.split('/')[5] ?? '';
    const forged = await contractor.page.evaluate(async (id) => {
      const post = (path: string, fields: Record<string, string>) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);
      const signals = await post('/lfscada/monitor/multi/signal/query', { equipmentId: id });
      const target = (signals.data as { signalId: string; access: string }[]).find(
        (s) => s.access === 'rw',
      );
      return post('/lfscada/monitor/multi/signal/writeVal', {
        equipmentId: id,
        signalId: target?.signalId ?? '',
        value: '1',
      });
    }, equipmentId);
    expect(forged).toMatchObject({
      code: 1003,
      message: expect.stringMatching(/没有写入权限|No write permission/),
    });

    // The owner sees the contractor among the receivers and revokes.
    const receivers = owner.page.getByTestId('share-receivers');
    await receivers.getByText(CONTRACTOR.loginname).waitFor();
    await receivers.getByText(/华东运维服务公司/).waitFor();
    await receivers.scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'share-receivers-zh');
    await receivers.getByRole('button', { name: `撤销 ${CONTRACTOR.loginname}` }).click();
    await owner.page.getByRole('button', { name: /^确\s*定$/ }).click();
    await receivers.getByText('暂无用户加入').waitFor();

    // The contractor's open page loses the pump without a reload.
    await contractor.page.getByTestId('share-ended').getByText('The share has ended').waitFor({
      timeout: 10_000,
    });
    await screenshot(contractor.page, 'share-ended-en');
    await owner.context.close();
    await contractor.context.close();
  });
});

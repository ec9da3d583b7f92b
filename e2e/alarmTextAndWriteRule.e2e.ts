import { describe, expect, it, onTestFinished } from 'vitest';
import { sessionWindow } from './login';
import { clickPump1Start, demoPageUrl } from './demoPlantPage';
import { keepScreen } from './screens';
import { ADMIN_PASSWORD } from './server';
import { lowerTankLimit } from './tankAlarm';
import { addViewer, VIEWER_PASSWORD } from './viewerAccount';
import { serverAndBrowser } from './specServer';

/*
 * Issue 28 in the built app: an alarm's text follows the reader's language (no Chinese alarm
 * text in the English interface), and one write rule — a user without the write right sees the
 * page's Start buttons disabled with why, and a write asks once, in the equipment's table and on
 * a monitoring page alike.
 */
const spec = serverAndBrowser();

/**
 * A window of `loginname` in `locale`. Each user logs in through the form once; their later
 * windows share that session (nothing here is about logging in). It closes when its test ends:
 * the windows watch live pages, and open ones would keep rendering through the later tests.
 */
async function window(loginname: string, locale: 'en' | 'zh-CN', password?: string) {
  const opened = await sessionWindow(spec, loginname, {
    width: 1440,
    height: 900,
    locale,
    ...(password ? { password } : {}),
  });
  onTestFinished(() => opened.context.close());
  return opened.page;
}

describe('alarm texts in the reader’s language', () => {
  it('the summary in English shows the rule in English, in Chinese in Chinese', async () => {
    await lowerTankLimit(spec.browser, spec.server.url, '');
    const english = await window('admin', 'en', ADMIN_PASSWORD);
    await english.goto(`${spec.server.url}/alarm/summary`);
    const table = english.locator('.ant-table');
    await table.getByText('above the high limit 0.5', { exact: true }).first().waitFor({
      timeout: 30_000,
    });
    const texts = await english
      .locator('.ant-table-cell')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    // Equipment and signal names are data (Chinese in the demo); the alarm's own text is not.
    expect(texts.some((text) => text.includes('above the high limit 0.5'))).toBe(true);
    expect(texts.filter((text) => /高于上限|低于下限|等于报警状态|网关离线/.test(text))).toEqual(
      [],
    );
    await keepScreen(english, 'alarm-text-summary-en');
    await english.goto(`${spec.server.url}/alarm/journal`);
    await english.getByText('above the high limit 0.5').first().waitFor();

    const chinese = await window('admin', 'zh-CN', ADMIN_PASSWORD);
    await chinese.goto(`${spec.server.url}/alarm/summary`);
    await chinese
      .locator('.ant-table')
      .getByText('高于上限 0.5', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await keepScreen(chinese, 'alarm-text-summary-zh');
  });
});

describe('one write rule', () => {
  it('a viewer sees the page’s writing buttons disabled with why; writes ask once everywhere', async () => {
    const admin = await window('admin', 'zh-CN', ADMIN_PASSWORD);
    await addViewer(admin, spec.server.url, (password) => window('view1', 'zh-CN', password));
    const url = await demoPageUrl(admin, spec.server.url);

    // The viewer role has no write right: every Start/Stop is disabled and says why on hover.
    const limited = await window('view1', 'zh-CN', VIEWER_PASSWORD);
    await limited.goto(url);
    const shown = limited.getByTestId('page-viewer');
    const refused = shown.locator('[data-write-refused="true"]');
    await expect.poll(() => refused.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    expect(await refused.first().locator('title').first().textContent()).toBe('没有写入权限');
    const writes: string[] = [];
    limited.on('request', (request) => {
      if (request.url().includes('writeVal')) writes.push(request.url());
    });
    await refused.first().click({ force: true });
    await limited.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(writes).toEqual([]);
    expect(await limited.getByRole('dialog').count()).toBe(0);
    await refused.first().hover({ force: true });
    await keepScreen(limited, 'write-rule-viewer-refused-zh');

    // The administrator's Start asks once, like the equipment's table, then writes.
    await admin.goto(url);
    await clickPump1Start(admin);
    const confirm = admin.getByRole('dialog', { name: '确认写入' });
    await confirm.waitFor();
    expect(await admin.getByRole('dialog').count()).toBe(1);
    await keepScreen(admin, 'write-rule-viewer-confirm-zh');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await admin.getByText('写入成功').first().waitFor({ timeout: 30_000 });
    expect(await admin.getByRole('dialog', { name: '确认写入' }).count()).toBe(0);

    const english = await window('view1', 'en', VIEWER_PASSWORD);
    await english.goto(url);
    const refusedEn = english.getByTestId('page-viewer').locator('[data-write-refused="true"]');
    await expect.poll(() => refusedEn.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    expect(await refusedEn.first().locator('title').first().textContent()).toBe(
      'No write permission',
    );
    await keepScreen(english, 'write-rule-viewer-refused-en');
  });
});

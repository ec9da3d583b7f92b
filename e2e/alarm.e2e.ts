import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { serverAndBrowser } from './specServer';
import { loggedInWindow } from './login';
import { waitForPath } from './navigation';
import { lowerTankLimit } from './tankAlarm';

const spec = serverAndBrowser();

const tankRow = (page: Page) => page.locator('.lf-alarm-row', { hasText: '1#罐液位过高' });

/** Moves the summary's keyboard cursor onto the tank's row with the arrow keys alone. */
async function cursorToTank(page: Page): Promise<void> {
  await page.keyboard.press('Home');
  for (let step = 0; step < 50; step += 1) {
    if ((await tankRow(page).getAttribute('class'))?.includes('lf-alarm-row--cursor')) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error('the cursor never reached the tank row');
}

describe('alarm management: a critical tank alarm is acknowledged, journalled and shelved', () => {
  it('banner, summary, acknowledge with a comment, journal, shelve and unshelve', async () => {
    await lowerTankLimit(spec.browser, spec.server.url);
    const { context, page } = await loggedInWindow(spec, 'demo', { width: 1440, height: 860 });

    // The shell tells the operator of the unacknowledged critical alarm, wherever they are.
    const banner = page.locator('.lf-alarm-banner');
    await banner.getByText('1 条紧急报警未确认').waitFor({ timeout: 30_000 });
    await banner.getByRole('button', { name: '查看报警汇总' }).click();
    await waitForPath(page, (url) => url.pathname === '/alarm/summary');
    await tankRow(page).waitFor();
    expect(await tankRow(page).getByText('报警未确认').count()).toBe(1);
    expect(await tankRow(page).locator('[data-priority="critical"]').count()).toBe(1);
    await screenshot(page, 'alarm-summary-zh');

    // Acknowledge with a comment, with the keyboard only (↓ to the row, A, type, Enter): the
    // row turns acknowledged and the banner goes.
    await cursorToTank(page);
    await page.keyboard.press('a');
    const ackDialog = page.getByRole('dialog');
    await ackDialog.getByText('确认 1 条报警').waitFor();
    await ackDialog.getByLabel('备注（可选）').fill('已派人到现场检查液位');
    await ackDialog.getByLabel('备注（可选）').press('Enter');
    await tankRow(page).getByText('报警已确认').waitFor();
    await tankRow(page).getByText('已派人到现场检查液位').waitFor();
    await banner.waitFor({ state: 'detached' });

    // The journal shows who acknowledged and what they wrote.
    await page.goto(`${spec.server.url}/alarm/journal`);
    const ackEntry = page.locator('tr', { hasText: '已派人到现场检查液位' });
    await ackEntry.waitFor();
    expect(await ackEntry.textContent()).toContain('已确认');
    expect(await page.locator('tr', { hasText: '报警产生' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'alarm-journal-zh');

    // Shelve it with a reason, again by keyboard (Space selects the row, S shelves the
    // selection): it leaves the summary until unshelved.
    await page.goto(`${spec.server.url}/alarm/summary`);
    await tankRow(page).waitFor();
    await cursorToTank(page);
    await page.keyboard.press(' ');
    expect(await tankRow(page).locator('input[type="checkbox"]').isChecked()).toBe(true);
    await page.keyboard.press('s');
    const shelveDialog = page.getByRole('dialog');
    await shelveDialog.getByLabel('原因').fill('液位计校准');
    await shelveDialog.getByLabel('原因').press('Enter');
    await tankRow(page).waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: '显示已搁置、抑制和停用的报警' }).click();
    await tankRow(page).getByText('已搁置').waitFor();
    await screenshot(page, 'alarm-summary-shelved-zh');
    await tankRow(page).getByRole('button', { name: '取消搁置' }).click();
    await tankRow(page).getByText('报警已确认').waitFor();

    // Out of service for maintenance, with a reason: shown only with the hidden ones, and back.
    await cursorToTank(page);
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: '停用所选' }).click();
    const serviceDialog = page.getByRole('dialog');
    await serviceDialog.getByLabel('原因').fill('液位计更换');
    await serviceDialog.getByLabel('原因').press('Enter');
    await tankRow(page).getByText('已停用').waitFor();
    await tankRow(page).getByRole('button', { name: '恢复投用' }).click();
    await page.getByRole('dialog').getByLabel('原因').fill('更换完成');
    await page.getByRole('dialog').getByLabel('原因').press('Enter');
    await tankRow(page).getByText('报警已确认').waitFor();

    // The pump station goes into maintenance: its alarms are suppressed by design (shown only
    // with the hidden ones, with "end maintenance"), and back when the maintenance ends.
    await cursorToTank(page);
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: '设备检修' }).click();
    const maintenanceDialog = page.getByRole('dialog');
    await maintenanceDialog.getByText('设备检修：1号泵站').waitFor();
    await maintenanceDialog.getByLabel('原因').fill('更换液位计');
    await screenshot(page, 'alarm-maintenance-dialog-zh');
    await maintenanceDialog.getByLabel('原因').press('Enter');
    await tankRow(page).getByText('设计抑制').waitFor();
    await screenshot(page, 'alarm-summary-maintenance-zh');
    await tankRow(page).getByRole('button', { name: '结束检修' }).click();
    await page.getByRole('dialog').getByText('结束设备检修：1号泵站').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定|确\s*认/ })
      .click();
    await tankRow(page).getByText('报警已确认').waitFor();

    // The same screens in English.
    await page.evaluate(() => localStorage.setItem('lf.locale', 'en'));
    await page.reload();
    await tankRow(page).getByText('Acknowledged').waitFor();
    await screenshot(page, 'alarm-summary-en');
    await page.goto(`${spec.server.url}/alarm/kpi`);
    await page.getByText('Alarms per operator per 10 minutes').waitFor();
    await screenshot(page, 'alarm-kpi-en');
    await context.close();
  });
});

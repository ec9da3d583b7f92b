import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadFrom, expectExcelExport, screenshot } from './browser';
import { serverAndBrowser } from './specServer';
import { waitForPath } from './navigation';
import { loggedInWindow } from './login';
import { poster } from './viewerAccount';

const spec = serverAndBrowser();

/**
 * Raises a demo alarm as the operator would from the monitor: full pump speed lifts the discharge
 * pressure over its 4.5 bar limit (the monitor's browser test drives the same write on screen).
 */
async function raiseDemoAlarm(context: BrowserContext): Promise<void> {
  const post = poster(context, spec.server.url);
  const choices = await post<
    { equipmentId: string; name: string; signals: { signalId: string; name: string }[] }[]
  >('/lfscada/datacenter/signals');
  const station = choices.find((c) => c.name === '1号泵站');
  const speed = station?.signals.find((s) => s.name === '1#泵转速设定');
  if (!station || !speed) throw new Error('the demo station has no pump speed signal');
  await post('/lfscada/monitor/multi/open', { equipmentId: station.equipmentId, delay: '600' });
  await post('/lfscada/monitor/multi/signal/writeVal', {
    equipmentId: station.equipmentId,
    signalId: speed.signalId,
    value: '100',
  });
}

describe('data center', () => {
  it('charts the demo alarms, aggregates signals per hour and exports them', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo');
    await raiseDemoAlarm(context);
    await page.getByRole('menuitem', { name: '数据中心' }).click();
    await waitForPath(page, (url) => url.pathname === '/datacenter');
    await expect(page.title()).resolves.not.toBe('');
    const stat = (key: string) => page.getByTestId(`stat-${key}`);
    await expect.poll(() => stat('equipment').innerText()).toContain('4');
    // The alarm arrives within seconds: the person refreshes until it shows.
    const alarms = page.getByTestId('alarms-chart');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: /刷\s*新/ }).click();
          return alarms.locator('.ant-card-head-title').innerText();
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toMatch(/共 [1-9]\d* 次/);
    await expect.poll(() => alarms.locator('canvas').count()).toBeGreaterThan(0);
    await page.getByTestId('top-equipment').getByText('1号泵站').waitFor();
    await page
      .getByTestId('top-rules')
      .getByText(/出口压力过高/)
      .waitFor();

    // Two signals of the two stations, per hour of today.
    await page.getByText('按小时', { exact: true }).click();
    const picker = page.getByLabel('变量');
    for (const name of ['1号泵站 · 出口压力', '2号泵站 · 1#罐液位']) {
      await picker.fill(name);
      await page.locator('.ant-select-item-option', { hasText: name }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /统\s*计/ }).click();
    const table = page.getByTestId('aggregate-table');
    await table.getByRole('cell', { name: '出口压力', exact: true }).first().waitFor();
    await table.getByRole('cell', { name: '1#罐液位', exact: true }).first().waitFor();
    await page.locator('.ant-segmented-item', { hasText: '最大值' }).click();
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'datacenter-query-zh');

    const csv = await downloadFrom(page, /导出 CSV/);
    expect(csv.suggestedFilename()).toMatch(/^数据统计-\d{8}-\d{6}\.csv$/);
    const lines = readFileSync(await csv.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFF时间,设备,变量,单位,最小值,最大值,平均值,最新值,样本数');
    expect(lines.some((line) => line.includes(',1号泵站,出口压力,bar,'))).toBe(true);
    const row = lines.find((line) => line.includes(',出口压力,'))?.split(',') ?? [];
    // min ≤ avg ≤ max, and some samples.
    const [min, max, avg, , count] = row.slice(4).map(Number);
    expect(min).toBeLessThanOrEqual(avg ?? NaN);
    expect(avg).toBeLessThanOrEqual(max ?? NaN);
    expect(count).toBeGreaterThan(0);
    await expectExcelExport(page);
    await context.close();
  });

  it('reads in English', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo', {
      locale: 'en',
    });
    await page.getByRole('menuitem', { name: 'Data center' }).click();
    await waitForPath(page, (url) => url.pathname === '/datacenter');
    await page.getByText('Equipment with most alarms (top 10)').waitFor();
    await page.getByText('Statistics across equipment').waitFor();
    await page.getByTestId('alarms-chart').locator('canvas').waitFor();
    await screenshot(page, 'datacenter-en');
    await context.close();
  });
});

describe('system settings', () => {
  it('changes the tab title at once and keeps it after a reload', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin');
    await page.goto(`${spec.server.url}/manage/eg/equipment/list`);
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await waitForPath(page, (url) => url.pathname === '/manage/system/settings');
    const title = page.getByLabel('系统标题（浏览器标签页）');
    await expect.poll(() => title.inputValue()).not.toBe('');
    const before = await page.title();
    await title.fill('东区水厂监控中心');
    await page.getByLabel('会话时长', { exact: true }).fill('8');
    await screenshot(page, 'settings-zh');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('系统设置已保存').waitFor();
    await expect.poll(() => page.title()).toBe('东区水厂监控中心');
    expect(before).not.toBe('东区水厂监控中心');
    await page.reload();
    await expect.poll(() => page.title()).toBe('东区水厂监控中心');
    await expect.poll(() => page.getByLabel('会话时长', { exact: true }).inputValue()).toBe('8');

    await context.close();
  });

  it('reads in English', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin', {
      locale: 'en',
    });
    await page.goto(`${spec.server.url}/manage/system/settings`);
    await page.getByText('Password policy').waitFor();
    await page.getByText('Data retention').waitFor();
    await expect.poll(() => page.title()).toBe('东区水厂监控中心');
    await screenshot(page, 'settings-en');
    await context.close();
  });
});

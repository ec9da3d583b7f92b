import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadFrom, expectExcelExport, screenshot } from './browser';
import { waitForPath } from './navigation';
import { sessionWindow } from './login';
import { serverAndBrowser } from './specServer';

let detailPath = '';

const spec = serverAndBrowser();

/**
 * The demo user's window; 720 px high unless `options` say otherwise. The first logs in through
 * the form, the later ones share its session (nothing here is about logging in).
 */
const loggedIn = (options: Parameters<typeof sessionWindow>[2] = {}) =>
  sessionWindow(spec, 'demo', { height: 720, ...options });

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="equipment-card"][data-name="${name}"]`);
const valueOf = (page: Page, signal: string) =>
  page.locator(`[data-signal-name="${signal}"]`).first();
const button = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });

/** Opens a tab of the equipment page and waits until its panel has loaded what it shows. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await panel.waitFor();
  await panel.locator('.ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' });
}

async function write(page: Page, signal: string, value: string) {
  await page.getByRole('button', { name: `写入 ${signal}` }).click();
  const dialog = page.getByRole('dialog', { name: `写入“${signal}”` });
  await dialog.getByLabel('写入值').fill(value);
  await button(dialog, '写入').click();
  return dialog;
}

describe('monitoring: an operator watches and drives a demo pump station', () => {
  it('finds, stars and groups a station, watches it live, writes, reads history and sees an alarm', async () => {
    const { context, page } = await loggedIn();
    await page.goto(`${spec.server.url}/monitor/eg/list`);
    await card(page, '1号泵站').waitFor();
    await expect.poll(() => page.getByTestId('counts').innerText()).toMatch(/设备总数\s*4/);
    await screenshot(page, 'monitor-list-zh');

    // Search.
    await page.getByLabel('搜索设备名称').fill('1号');
    await page.getByLabel('搜索设备名称').press('Enter');
    await expect.poll(() => page.getByTestId('equipment-card').count()).toBe(1);
    const station = card(page, '1号泵站');

    // Star.
    await station.getByRole('button', { name: '收藏' }).click();
    await station.getByRole('button', { name: '取消收藏' }).waitFor();

    // Move to a new group.
    await station.getByRole('button', { name: '1号泵站 …' }).click();
    await page.getByRole('menuitem', { name: '移动到分组' }).click();
    const move = page.getByRole('dialog', { name: '将“1号泵站”移动到分组' });
    await button(move, '新建分组').click();
    await move.getByLabel('分组名称').fill('超过三十个字符的分组名称'.repeat(3));
    await button(move, '新建分组').click();
    await move.getByText('分组名称最多 30 个字符').waitFor();
    await move.getByLabel('分组名称').fill('一号厂区');
    await button(move, '新建分组').click();
    await move.getByText('一号厂区').waitFor();
    await button(move, '确定').click();
    await page.getByText('已移动').first().waitFor();
    await page.getByText('分组', { exact: true }).click();
    await page.getByText('一号厂区 (1)').waitFor();
    await card(page, '1号泵站').waitFor();
    await screenshot(page, 'monitor-groups-zh');

    // Open it: the demo stations use the multi-list view.
    await card(page, '1号泵站').click();
    await waitForPath(page, (url) => /\/monitor\/eg\/detail\/list\/[^/]+\/0$/.test(url.pathname));
    detailPath = new URL(page.url()).pathname;
    await page.getByTestId('monitor-state').filter({ hasText: '实时监控中' }).waitFor();

    // A live value changes within a few seconds.
    const level = valueOf(page, '1#罐液位');
    await expect.poll(() => level.innerText(), { timeout: 5000 }).toMatch(/\d/);
    const first = await level.innerText();
    await expect.poll(() => level.innerText(), { timeout: 15_000 }).not.toBe(first);
    await screenshot(page, 'monitor-realtime-zh');

    // An out-of-range write is refused before it is sent.
    const refused = await write(page, '2#罐液位设定', '9');
    await refused.getByText('不能大于 4.5').waitFor();
    await screenshot(page, 'monitor-write-refused-zh');
    await refused.getByLabel('写入值').fill('');
    await button(refused, '写入').click();
    await refused.getByText('请输入写入值').waitFor();

    // A valid write: a setpoint's signal does not ask (numbers do not by default), so progress,
    // result, and the simulator's value comes back.
    await refused.getByLabel('写入值').fill('4.5');
    await button(refused, '写入').click();
    await refused.getByText('写入成功：4.5').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog', { name: '确认写入' }).count()).toBe(0);
    await button(refused, '关闭').last().click();
    await expect
      .poll(() => valueOf(page, '2#罐液位设定').innerText(), { timeout: 15_000 })
      .toBe('4.5 m');

    // Full pump speed lifts the discharge pressure over its 4.5 bar alarm limit.
    const speed = await write(page, '1#泵转速设定', '100');
    await speed.getByText('写入成功：100').waitFor({ timeout: 30_000 });
    await button(speed, '关闭').last().click();
    await page.getByRole('tab', { name: '报警记录' }).click();
    await page.getByText('出口压力过高').first().waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: '报警中' }).first().waitFor();
    await screenshot(page, 'monitor-alarm-zh');

    // History of two signals over the last hour, as a curve, exported.
    await page.getByRole('tab', { name: '历史数据' }).click();
    const picker = page.getByLabel('变量（最多 10 个）');
    for (const name of ['1#罐液位', '出口压力']) {
      await picker.fill(name);
      await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${name}$`) }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const chart = page.getByTestId('history-chart');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-points')), { timeout: 15_000 })
      .toBeGreaterThan(2);
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'monitor-history-zh');

    const csv = await downloadFrom(page, /导出 CSV/);
    expect(csv.suggestedFilename()).toMatch(/^1号泵站-\d{12}-\d{12}\.csv$/);
    const csvText = readFileSync(await csv.path(), 'utf8');
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    expect(csvText.split('\r\n')[0]).toBe('\uFEFF时间,1#罐液位 (m),出口压力 (bar)');
    expect(csvText.split('\r\n').length).toBeGreaterThan(3);
    await expectExcelExport(page);

    // Zooming in asks the server again for the visible window, at the chart's width.
    const curveQueries: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (
        request.url().endsWith('/monitor/multi/history/queryAll') &&
        body.includes('mode=curve')
      ) {
        curveQueries.push(body);
      }
    });
    const box = await chart.boundingBox();
    if (!box) throw new Error('the history chart has no box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.4);
    await page.mouse.wheel(0, -600);
    await expect.poll(() => curveQueries.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const window = new URLSearchParams(curveQueries.at(-1));
    expect(Number(window.get('buckets'))).toBeGreaterThan(100);
    expect(Number(window.get('endTime')) - Number(window.get('startTime'))).toBeLessThan(3_600_000);

    await page.getByRole('tab', { name: '表格' }).click();
    await page
      .getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} / })
      .first()
      .waitFor();
    await screenshot(page, 'monitor-history-table-zh');

    await page.getByRole('tab', { name: '实时曲线' }).click();
    await page.getByRole('img', { name: '实时曲线' }).locator('canvas').first().waitFor();
    // The curve draws the values that arrived since the page opened.
    await page.getByText('等待实时数据…').waitFor({ state: 'detached' });
    await screenshot(page, 'monitor-curve-zh');
    await page.getByRole('button', { name: /暂\s*停/ }).click();
    await page.getByRole('button', { name: /继\s*续/ }).waitFor();
    await page.getByText('已暂停').waitFor();
    await context.close();
  });

  it('shows every monitoring screen in English and on a phone', async () => {
    const { context, page } = await loggedIn({ locale: 'en' });
    await page.goto(`${spec.server.url}/monitor/eg/list`);
    await page.getByText('Equipment', { exact: true }).first().waitFor();
    await card(page, '1号泵站').waitFor();
    await screenshot(page, 'monitor-list-en');
    await page.goto(`${spec.server.url}${detailPath}`);
    await page.getByRole('tab', { name: 'Realtime data' }).waitFor();
    await page.getByTestId('monitor-state').filter({ hasText: 'Live monitoring' }).waitFor();
    await screenshot(page, 'monitor-realtime-en');
    for (const [tab, name] of [
      ['Device info', 'device'],
      ['Gateway info', 'gateway'],
      ['Commands', 'command'],
      ['Alarms', 'alarm'],
    ] as const) {
      await openTab(page, tab);
      await screenshot(page, `monitor-${name}-en`);
    }
    await page.goto(
      `${spec.server.url}${detailPath.replace('/detail/list/', '/detail/configuration/')}`,
    );
    // The demo stations have no configuration page of their own: the viewer says so.
    await page.getByText('Choose or create a page').waitFor();
    await screenshot(page, 'monitor-configuration-en');
    await page.goto(`${spec.server.url}/monitor/gm/list`);
    await page.getByRole('button', { name: 'Follow' }).first().click();
    await page.getByRole('button', { name: 'Unfollow' }).first().waitFor();
    await screenshot(page, 'monitor-gm-list-en');
    await page.goto(`${spec.server.url}/monitor/gm/ocInfo`);
    await page.getByLabel('Search projects').waitFor();
    await page.locator('.ant-skeleton').waitFor({ state: 'detached' });
    await page.locator('.ant-card, .ant-empty').first().waitFor();
    await screenshot(page, 'monitor-ocinfo-en');
    await context.close();

    const phone = await loggedIn({ width: 390, height: 844 });
    await phone.page.goto(`${spec.server.url}/monitor/eg/list`);
    await card(phone.page, '2号泵站').waitFor();
    await screenshot(phone.page, 'monitor-list-phone-zh');
    await phone.page.goto(`${spec.server.url}${detailPath}`);
    await valueOf(phone.page, '1#罐液位').waitFor();
    await screenshot(phone.page, 'monitor-realtime-phone-zh');
    await phone.context.close();
  });

  it('tells a user without the alarm permission that the alarm records are not theirs to see', async () => {
    const { context, page } = await loggedIn();
    await page.route('**/lfscada/user/info**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { auths?: string[] } };
      if (body.data?.auths) {
        body.data.auths = body.data.auths.filter((a) => a !== 'monitor_multi_list_alarm');
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${spec.server.url}${detailPath.replace(/\/0$/, '/1')}`);
    await page.getByText('暂无权限查看该设备报警记录').waitFor();
    await screenshot(page, 'monitor-alarm-refused-zh');
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInWindow } from './login';
import { waitForPath } from './navigation';
import { keepScreen } from './screens';
import { lowerTankLimit } from './tankAlarm';
import { serverAndBrowser } from './specServer';

/** How long the screen may take to show what is awaited, on a busy two-core machine. */
const ON_SCREEN = { timeout: 30_000 };

const spec = serverAndBrowser();
// The tank alarm raises at once: the overview counts it and its card shows it.
beforeAll(async () => {
  await lowerTankLimit(spec.browser, spec.server.url);
});

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="equipment-card"][data-name="${name}"]`);
const selectedMenuEntry = (page: Page) =>
  page.locator('.lf-shell__sider .ant-menu-item-selected').innerText();

/** The key values a card shows, once they show numbers. */
async function keyValues(page: Page, name: string): Promise<string> {
  const values = card(page, name).getByTestId('key-value').locator('dd');
  const read = async () => (await values.allInnerTexts()).join(' | ');
  await expect.poll(read, { timeout: 30_000 }).toMatch(/\d/);
  return read();
}

describe('the first screen and way-finding', () => {
  it('lands on the overview with counts and the alarm, live cards, breadcrumbs and Ctrl+K (中文)', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo', {
      width: 1440,
      height: 900,
    });
    // The login leads to the overview.
    await waitForPath(page, (url) => url.pathname === '/monitor/overview');
    const counts = page.getByTestId('counts');
    await expect.poll(() => counts.innerText(), ON_SCREEN).toMatch(/设备总数\s*4/);
    const alarms = page.getByTestId('overview-alarms');
    const tankAlarm = alarms.getByRole('link', { name: '1号泵站 · 1#罐液位' });
    await tankAlarm.waitFor({ timeout: 30_000 });
    await alarms.getByText('1#罐液位过高').waitFor();
    await expect.poll(() => counts.innerText(), ON_SCREEN).toMatch(/报警设备\s*1/);
    await page.locator('.lf-overview__map .leaflet-container').waitFor();

    // The alarm opens its equipment on the alarm tab, with a breadcrumb and the list's entry lit.
    await tankAlarm.click();
    await waitForPath(page, (url) => /^\/monitor\/eg\/detail\/list\/[^/]+\/1$/.test(url.pathname));
    const breadcrumb = page.getByRole('navigation', { name: '导航路径' });
    await breadcrumb.getByRole('link', { name: '设备列表' }).waitFor();
    expect(await breadcrumb.innerText()).toMatch(/设备监控\s*\/\s*设备列表\s*\/\s*EG 设备详情/);
    await expect.poll(() => selectedMenuEntry(page), ON_SCREEN).toBe('设备列表');
    await page.getByRole('tab', { name: '报警记录', selected: true }).waitFor();
    await keepScreen(page, 'equipment-detail-breadcrumb-zh');

    // The breadcrumb leads back to the list, whose cards show live key values.
    await breadcrumb.getByRole('link', { name: '设备列表' }).click();
    await waitForPath(page, (url) => url.pathname === '/monitor/eg/list');
    const before = await keyValues(page, '1号泵站');
    await expect.poll(() => keyValues(page, '1号泵站'), { timeout: 60_000 }).not.toBe(before);
    expect(await card(page, '1号泵站').getByTestId('key-value').count()).toBeGreaterThan(1);
    await keepScreen(page, 'monitor-list-live-cards-zh');

    // The key values are chosen per model: a choice on one station shows on its twin too.
    await card(page, '1号泵站').getByRole('button', { name: '1号泵站 …' }).click();
    await page.getByRole('menuitem', { name: '选择关键值' }).click();
    const choose = page.getByRole('dialog', { name: '“LF-EG100”型号卡片显示的关键值' });
    const checkedBoxes = choose.getByRole('checkbox', { checked: true });
    while ((await checkedBoxes.count()) > 0) await checkedBoxes.first().uncheck();
    await choose.getByRole('checkbox', { name: '1#泵运行', exact: true }).check();
    await choose.getByRole('checkbox', { name: /^出口压力/ }).check();
    await keepScreen(page, 'key-values-dialog-zh');
    await choose.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('关键值已保存').first().waitFor();
    const shown = (name: string) =>
      card(page, name)
        .getByTestId('key-value')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-signal-name')));
    await expect.poll(() => shown('1号泵站'), ON_SCREEN).toEqual(['1#泵运行', '出口压力']);
    await expect.poll(() => shown('2号泵站'), ON_SCREEN).toEqual(['1#泵运行', '出口压力']);
    await expect
      .poll(() => card(page, '2号泵站').getByTestId('key-value').first().locator('dd').innerText())
      .toMatch(/^(开|关)$/);

    // The monitoring pages have their own name, and the jargon is explained on hover.
    await page.locator('.lf-shell__sider').getByText('监控画面', { exact: true }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/组态设计的监控画面/)
      .waitFor();

    // Ctrl+K finds an equipment by part of its name; the arrows choose, Enter opens.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: '输入名称搜索' });
    await search.fill('泵站');
    const results = page.getByRole('listbox', { name: '搜索结果' });
    await results.getByRole('option', { name: /设备\s*2号泵站/ }).waitFor();
    await keepScreen(page, 'global-search-zh');
    const options = await results.getByRole('option').allInnerTexts();
    const target = options.findIndex((text) => text.includes('2号泵站') && text.includes('设备'));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < target; step += 1) await search.press('ArrowDown');
    await search.press('Enter');
    await waitForPath(page, (url) => url.pathname.startsWith('/monitor/eg/detail/'));
    await page.getByText('2号泵站').first().waitFor();
    await expect.poll(() => selectedMenuEntry(page), ON_SCREEN).toBe('设备列表');

    // A monitoring page opened from its menu entry shows up on the overview as recently opened.
    await page.locator('.lf-shell__sider').getByText('监控画面', { exact: true }).click();
    await page.getByText('演示水厂 / Demo water works').click();
    await page.getByRole('button', { name: /查看监控画面/ }).click();
    await waitForPath(page, (url) => /^\/monitor\/project\/[^/]+\/page\/[^/]+$/.test(url.pathname));
    await page
      .getByRole('navigation', { name: '导航路径' })
      .getByRole('link', { name: '监控画面' })
      .waitFor();
    await expect.poll(() => selectedMenuEntry(page), ON_SCREEN).toBe('监控画面');
    const pageTitle = await page.getByRole('tab', { selected: true }).innerText();
    await page.locator('.lf-shell__sider').getByText('总览', { exact: true }).click();
    await waitForPath(page, (url) => url.pathname === '/monitor/overview');
    await page.getByRole('link', { name: pageTitle }).last().waitFor();
    await page.locator('.lf-overview__map .leaflet-container').waitFor();
    await keepScreen(page, 'home-overview-zh');
    await context.close();
  });

  it('reads the overview and searches a menu entry in English', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo', {
      width: 1440,
      height: 900,
      locale: 'en',
    });
    await waitForPath(page, (url) => url.pathname === '/monitor/overview');
    await expect
      .poll(() => page.getByTestId('counts').innerText(), ON_SCREEN)
      .toMatch(/In alarm\s*1/);
    const alarms = page.getByTestId('overview-alarms');
    await alarms.getByText('Active alarms').waitFor();
    await alarms.getByRole('link', { name: '1号泵站 · 1#罐液位' }).waitFor();
    await page.getByText('Recent events').waitFor();
    await keepScreen(page, 'home-overview-en');

    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Type a name to search' });
    await search.fill('alarm sum');
    await page.getByRole('option', { name: /Menu\s*Alarm summary/ }).waitFor();
    await keepScreen(page, 'global-search-en');
    await search.press('Enter');
    await waitForPath(page, (url) => url.pathname === '/alarm/summary');
    await expect.poll(() => selectedMenuEntry(page), ON_SCREEN).toBe('Alarm summary');

    await page.goto(`${spec.server.url}/monitor/gm/ocInfo`);
    await expect.poll(() => selectedMenuEntry(page), ON_SCREEN).toBe('Monitoring pages');
    await context.close();
  });

  it('fits a phone: the overview, the live cards and the search from the header', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo', {
      width: 390,
      height: 844,
    });
    await waitForPath(page, (url) => url.pathname === '/monitor/overview');
    await page
      .getByTestId('overview-alarms')
      .getByText('1#罐液位过高')
      .waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await keepScreen(page, 'home-overview-phone');

    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('combobox', { name: '输入名称搜索' }).fill('1号泵站');
    await page.getByRole('option', { name: /设备\s*1号泵站/ }).click();
    await waitForPath(page, (url) => url.pathname.startsWith('/monitor/eg/detail/'));
    await page
      .getByRole('navigation', { name: '导航路径' })
      .getByRole('link', { name: '设备列表' })
      .click();
    await waitForPath(page, (url) => url.pathname === '/monitor/eg/list');
    await keyValues(page, '1号泵站');
    await keepScreen(page, 'monitor-list-live-cards-phone');
    await context.close();
  });
});

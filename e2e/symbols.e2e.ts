import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreen } from './screens';
import { waitForPath } from './navigation';
import { chooseOption, designStationProject, dragOnCanvas, savePage } from './designerPage';
import { loggedInWindow } from './login';
import { serverAndBrowser } from './specServer';
import { viewerOfStoppedPump } from './demoPlantPage';

const spec = serverAndBrowser();

/** Searches the symbol palette, picks a symbol and drags its box on the canvas. */
async function drawSymbol(
  page: Page,
  search: string,
  name: string,
  from: [number, number],
  to: [number, number],
) {
  const palette = page.getByRole('region', { name: '工艺符号' });
  await palette.getByRole('searchbox').fill(search);
  await palette.getByRole('button', { name, exact: true }).click();
  await dragOnCanvas(page, from, to);
}

async function bindSignal(page: Page, signal: string) {
  await page.getByRole('tab', { name: '数据' }).click();
  await chooseOption(page, '设备', '1号泵站');
  await chooseOption(page, '变量', signal, true);
  await expect
    .poll(() => page.getByTestId('binding-current').textContent())
    .toContain(signal.replace(/ \(.*\)$/, ''));
}

describe('process symbols: an engineer draws a pump station from the library', () => {
  it('finds a pump in the palette, binds "running" to its feedback and sees it run live', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin');

    // A project with the demo pump station
    const { projectId, pageId } = await designStationProject(page, spec.server.url, 'E2E 符号泵站');
    await page.getByTestId('designer-canvas').waitFor();

    // The pump: found by searching, drawn, "running" bound to the pump's run feedback
    await drawSymbol(page, '泵', '离心泵', [60, 200], [160, 300]);
    const symbols = page
      .getByTestId('designer-canvas')
      .locator('[data-widget-type="ProcessSymbol"]');
    await expect.poll(() => symbols.count()).toBe(1);
    await bindSignal(page, '1#泵运行');
    await page.getByRole('tab', { name: '组件属性' }).click();
    const running = page.getByRole('group', { name: '运行', exact: true });
    await expect.poll(() => running.getByLabel('“运行”的值').inputValue()).toBe('1');
    await chooseOption(page, '“运行”读取的信号', '1#泵运行');

    // A tank with its level, a valve and a pressure transmitter around it
    await drawSymbol(page, '储罐', '立式储罐', [240, 120], [320, 240]);
    await bindSignal(page, '1#罐液位 (m)');
    await page.getByRole('tab', { name: '组件属性' }).click();
    await page.getByLabel('液位上限值').fill('5');
    await drawSymbol(page, '阀', '球阀', [380, 220], [440, 280]);
    await bindSignal(page, '进水阀开关');
    await drawSymbol(page, 'PT', '压力变送器', [180, 130], [240, 194]);
    await bindSignal(page, '出口压力 (bar)');
    await page.getByRole('tab', { name: '组件属性' }).click();
    await page.getByLabel('单位').fill(' bar');
    await expect.poll(() => symbols.count()).toBe(4);
    const palette = page.getByRole('region', { name: '工艺符号' });
    await palette.getByRole('searchbox').fill('阀');
    // Scrolled down the palette to the valves found, as a person looking at them would.
    const searchBox = await palette.getByRole('searchbox').boundingBox();
    if (!searchBox) throw new Error('no search box');
    await page.mouse.move(searchBox.x + 20, searchBox.y);
    await page.mouse.wheel(0, 2000);
    await palette.getByRole('button', { name: '角阀' }).waitFor();
    await keepScreen(page, 'designer-symbol-palette-zh');

    await savePage(page);

    // The viewer follows the simulated pump: stopped, then running
    const { viewer, write } = await viewerOfStoppedPump(context, spec.server.url, {
      projectId,
      pageId,
    });
    const pump = viewer.locator(
      '[data-testid="page-viewer"] g[data-state]:has(svg[data-symbol="pump-centrifugal"])',
    );
    await expect.poll(() => pump.getAttribute('data-state'), { timeout: 30_000 }).toBe('stopped');
    await write('1#泵启停', '1');
    await expect.poll(() => pump.getAttribute('data-state'), { timeout: 30_000 }).toBe('running');
    const tankLevel = viewer.locator(
      '[data-testid="page-viewer"] svg[data-symbol="tank-vertical"] [data-level]',
    );
    await expect.poll(() => tankLevel.count(), { timeout: 30_000 }).toBe(1);
    const pressure = viewer.locator(
      '[data-testid="page-viewer"] svg[data-symbol="instrument-pt"] [data-role="symbol-value"]',
    );
    await expect.poll(() => pressure.textContent(), { timeout: 30_000 }).toMatch(/^\d+\.\d bar$/);
    await keepScreen(viewer, 'viewer-symbols-zh');
    await context.close();
  });

  it('draws the demo plant with the library: pumps, valves, tanks filled to their levels', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo', { width: 1440, height: 900 });
    await page.locator('.lf-shell__sider').getByText('监控画面', { exact: true }).click();
    await page.getByText('演示水厂 / Demo water works').click();
    await page.getByRole('button', { name: /查看监控画面/ }).click();
    await waitForPath(page, (url) => /^\/monitor\/project\/[^/]+\/page\/[^/]+$/.test(url.pathname));
    const viewer = page.getByTestId('page-viewer');
    const symbolsOf = (id: string) => viewer.locator(`g[data-state]:has(svg[data-symbol="${id}"])`);
    await expect.poll(() => symbolsOf('pump-centrifugal').count(), { timeout: 30_000 }).toBe(2);
    expect(await symbolsOf('tank-vertical').count()).toBe(2);
    expect(await symbolsOf('valve-control').count()).toBe(1);
    await expect
      .poll(() => viewer.locator('svg[data-symbol="tank-vertical"] [data-level]').count(), {
        timeout: 30_000,
      })
      .toBe(2);
    await keepScreen(page, 'demo-plant-symbols-zh');
    await context.close();
  });
});

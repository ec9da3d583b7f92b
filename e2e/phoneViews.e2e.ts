import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { logIn } from './login';
import { keepScreen } from './screens';
import { lowerTankLimit } from './tankAlarm';
import { serverAndBrowser } from './specServer';

/*
 * The operator on a phone: a monitoring page read fitted to the width, at its own size, zoomed
 * and panned; and the alarm summary as cards, acknowledged and shelved with the thumb.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const spec = serverAndBrowser();

async function phone(): Promise<Page> {
  const context = await newContext(spec.browser, PHONE);
  const page = await context.newPage();
  await logIn(page, spec.server.url, 'demo');
  return page;
}

/** Two fingers put down 40 px apart around `centre` and spread to 200 px apart. */
async function pinchOpen(page: Page, centre: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const fingers = (half: number) => [
    { x: centre.x - half, y: centre.y, id: 1 },
    { x: centre.x + half, y: centre.y, id: 2 },
  ];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const half of [40, 60, 80, 100]) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(half),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

const stage = (page: Page) => page.locator('[data-testid="page-viewer"] > svg');
const stageWidth = async (page: Page) => (await stage(page).boundingBox())?.width ?? 0;
const tankCard = (page: Page): Locator =>
  page.locator('.lf-alarm-card', { hasText: '1#罐液位过高' });

describe('a phone reads monitoring pages and works the alarm summary', () => {
  it('fits a page to the width, shows it at its own size, zooms (buttons, pinch, Ctrl+wheel) and pans it', async () => {
    const page = await phone();
    const projects = await page.request.post(`${spec.server.url}/lfscada/monitor/project/query`, {
      form: {},
    });
    const { data } = (await projects.json()) as { data: { list: { id: string }[] } };
    await page.goto(`${spec.server.url}/monitor/project/${data.list[0]?.id ?? ''}`);
    await stage(page).locator('[data-widget-id]').first().waitFor();
    const viewer = page.getByTestId('page-viewer');
    const viewerWidth = await viewer.evaluate((node) => node.clientWidth);

    await page.getByText('实际大小', { exact: true }).click();
    await expect.poll(() => stageWidth(page)).toBeGreaterThan(viewerWidth);
    const actual = await stageWidth(page);
    await keepScreen(page, 'phone-viewer-actual-size-zh');

    // At its own size the page is wider than the phone: a drag pans it.
    const box = await viewer.boundingBox();
    if (!box) throw new Error('the viewer is not on the screen');
    const from = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.5 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 120, from.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => viewer.evaluate((node) => node.scrollLeft)).toBeGreaterThan(100);

    await page.getByText('适应宽度', { exact: true }).click();
    await expect.poll(() => stageWidth(page)).toBeLessThan(actual);
    expect(Math.round(await stageWidth(page))).toBe(viewerWidth);
    await keepScreen(page, 'phone-viewer-fit-width-zh');

    await page.getByRole('button', { name: '放大' }).click();
    await expect.poll(() => stageWidth(page)).toBeGreaterThan(viewerWidth * 1.2);
    await page.getByRole('button', { name: '放大' }).click();
    await keepScreen(page, 'phone-viewer-zoomed-zh');
    await page.getByRole('button', { name: '复位（整页显示）' }).click();
    await expect.poll(() => stageWidth(page)).toBeLessThanOrEqual(viewerWidth);

    // Two fingers spread apart on the page: it grows.
    await pinchOpen(page, { x: box.x + box.width / 2, y: box.y + 120 });
    await expect.poll(() => stageWidth(page)).toBeGreaterThan(viewerWidth * 1.5);
    await page.getByRole('button', { name: '复位（整页显示）' }).click();
    await expect.poll(() => stageWidth(page)).toBeLessThanOrEqual(viewerWidth);

    // Ctrl+wheel, as on a desktop: the wheel turned up zooms in.
    await page.mouse.move(box.x + box.width / 2, box.y + 120);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(() => stageWidth(page)).toBeGreaterThan(viewerWidth * 1.2);
    await page.context().close();
  });

  it('shows alarms as cards, acknowledged and shelved at thumb reach, in both languages', async () => {
    await lowerTankLimit(spec.browser, spec.server.url);
    const page = await phone();
    await page.goto(`${spec.server.url}/alarm/summary`);
    await tankCard(page).getByText('报警未确认').waitFor({ timeout: 30_000 });
    expect(await page.locator('.ant-table').count()).toBe(0);
    const card = tankCard(page);
    expect(await card.locator('[data-priority="critical"]').count()).toBe(1);
    expect(await card.textContent()).toContain('1号泵站');
    expect(await card.textContent()).toContain('1#罐液位');
    await keepScreen(page, 'phone-alarm-cards-zh');

    await card.getByRole('button', { name: '确认' }).click();
    const ackDialog = page.getByRole('dialog');
    await ackDialog.getByText('确认 1 条报警').waitFor();
    await ackDialog.getByLabel('备注（可选）').fill('现场已确认');
    await ackDialog.getByLabel('备注（可选）').press('Enter');
    await card.getByText('报警已确认').waitFor();
    await card.getByText('现场已确认').waitFor();

    await page.evaluate(() => localStorage.setItem('lf.locale', 'en'));
    await page.reload();
    await tankCard(page).getByText('Acknowledged').waitFor();
    await keepScreen(page, 'phone-alarm-cards-en');
    await tankCard(page).getByRole('button', { name: 'Shelve' }).click();
    const shelveDialog = page.getByRole('dialog');
    await shelveDialog.getByLabel('Reason').fill('Level gauge calibration');
    await shelveDialog.getByLabel('Reason').press('Enter');
    await tankCard(page).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadFrom, screenshot } from './browser';
import { waitForPath } from './navigation';
import { sessionWindow } from './login';
import { serverAndBrowser } from './specServer';

/**
 * The demo truck runs ten times faster here: its minute at the traffic light, when nothing it
 * reports changes, lasts 6 s.
 */
const DEMO_TIME_SCALE = 10;

const spec = serverAndBrowser({ LF_DEMO_TIME_SCALE: String(DEMO_TIME_SCALE) });

/** A marker on the map, found by the name written under it. */
const marker = (page: Page, name: string) =>
  page.locator('.leaflet-marker-pane .lf-map-marker__name', { hasText: name });
const popup = (page: Page) => page.getByTestId('map-popup');

/** Counts the zooms Leaflet has finished animating (its map pane drops `leaflet-zoom-anim`). */
async function countZooms(page: Page): Promise<void> {
  await page.evaluate(() => {
    const pane = document.querySelector('.leaflet-map-pane');
    if (!pane) throw new Error('no map pane');
    const counted = { zooms: 0, animating: pane.classList.contains('leaflet-zoom-anim') };
    (window as unknown as { lfZooms: typeof counted }).lfZooms = counted;
    new MutationObserver(() => {
      const animating = pane.classList.contains('leaflet-zoom-anim');
      if (counted.animating && !animating) counted.zooms += 1;
      counted.animating = animating;
    }).observe(pane, { attributes: true, attributeFilter: ['class'] });
  });
}
const zoomsDone = (page: Page) =>
  page.evaluate(() => (window as unknown as { lfZooms: { zooms: number } }).lfZooms.zooms);

/** Clicks a zoom button and waits until the map stands at the new zoom, drawn. */
async function zoomStep(page: Page, button: 'Zoom in' | 'Zoom out'): Promise<void> {
  const before = await zoomsDone(page);
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => zoomsDone(page)).toBeGreaterThan(before);
  await expect.poll(() => basemapDrawn(page)).toBe(true);
}

/** The pop-up has faded in (Leaflet's own animation). */
const popupShown = (page: Page) =>
  page.evaluate(() => {
    const shown = document.querySelector('.leaflet-popup');
    return shown ? getComputedStyle(shown).opacity : '0';
  });

/**
 * Opens the truck's pop-up. The truck may stand at a station's bay, under the station's marker
 * (it waits there for minutes each loop): it is opened from the keyboard, as the button it is.
 */
async function openTruckPopup(page: Page): Promise<void> {
  await page.locator('.leaflet-marker-icon[title="3号运水车"]').focus();
  await page.keyboard.press('Enter');
  await popup(page).getByText('车速').waitFor();
}

/** The offline basemap is drawn: the map's canvas holds land pixels (not just the sea colour). */
async function basemapDrawn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-overlay-pane canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let land = 0;
    // Land is filled #f3efe4; count a sample of pixels of that colour.
    for (let i = 0; i < data.length; i += 4 * 97) {
      if (data[i] === 0xf3 && data[i + 1] === 0xef && data[i + 2] === 0xe4) land += 1;
    }
    return land > 50;
  });
}

// The demo user logs in through the form once; the later windows share that session.
describe('device map and track playback', () => {
  it('shows the demo stations and the moving truck live on the offline basemap; a marker opens its live pop-up', async () => {
    const { context, page } = await sessionWindow(spec, 'demo');
    await page.goto(`${spec.server.url}/map`);
    for (const name of ['1号泵站', '2号泵站', '3号运水车']) await marker(page, name).waitFor();
    await expect.poll(() => basemapDrawn(page), { timeout: 15_000 }).toBe(true);
    await page.getByText('离线底图').waitFor();
    await screenshot(page, 'map-zh');
    // Zoomed out, the offline basemap shows the coast and the provinces around the stations.
    await countZooms(page);
    for (let i = 0; i < 4; i++) await zoomStep(page, 'Zoom out');
    await screenshot(page, 'map-zh-basemap');
    for (let i = 0; i < 4; i++) await zoomStep(page, 'Zoom in');

    await openTruckPopup(page);
    await expect.poll(() => popup(page).getByText('罐内水量').count()).toBe(1);
    const updated = async () =>
      (await popup(page)
        .getByText(/^更新于/)
        .textContent()) ?? '';
    const first = await updated();
    // The truck's box reports what changed every 5 s (its position driving, its water at a
    // bay); at the traffic light nothing changes for a minute (6 s here): the pop-up follows
    // the socket.
    await expect.poll(updated, { timeout: 30_000 }).not.toBe(first);
    // While values arrive the open pop-up stays as it is (it used to close and fade in again at
    // every value of any equipment on the map).
    const opacities = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let sample = 0; sample < 60; sample++) {
        const shown = document.querySelector('.leaflet-popup');
        seen.push(shown ? Number(getComputedStyle(shown).opacity) : 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return seen;
    });
    expect(Math.min(...opacities)).toBe(1);
    expect(await popup(page).getByRole('link', { name: '设备监控' }).getAttribute('href')).toMatch(
      /^\/monitor\/eg\/detail\/list\/[\w-]+\/0$/,
    );
    await screenshot(page, 'map-popup-zh');

    // The side list searches and pans to the equipment.
    await page.getByLabel('搜索设备名称').fill('2号');
    await expect.poll(() => page.locator('.lf-map__list .ant-list-item').count()).toBe(1);
    await page.locator('.lf-map__list .ant-list-item', { hasText: '2号泵站' }).click();
    await popup(page).getByText('2号泵站').waitFor();
    await context.close();
  }, 180_000);

  it('plays back the truck’s last hour, scrubs and exports a GPX that parses', async () => {
    const { context, page } = await sessionWindow(spec, 'demo');
    await page.goto(`${spec.server.url}/map`);
    await openTruckPopup(page);
    // The gate once saw a click on the link while the pop-up opened change nothing.
    await expect.poll(() => popupShown(page)).toBe('1');
    await popup(page).getByText('轨迹回放').click();
    await waitForPath(page, (url) => url.searchParams.has('track'));
    const summary = page.getByText(/个定位点/);
    await summary.waitFor();
    // A day of history is seeded: the last hour holds about 360 positions and a stop at a station.
    const positions = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(positions).toBeGreaterThan(300);
    await page
      .getByTestId('track-stops')
      .getByText(/^停留 1：/)
      .waitFor();

    const time = () => page.getByTestId('playback-time').textContent();
    const start = await time();
    await page.getByRole('button', { name: /播\s*放/ }).click();
    await expect.poll(time, { timeout: 10_000 }).not.toBe(start);
    await page.getByRole('button', { name: /暂\s*停/ }).click();
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    const end = await time();
    await page.keyboard.press('Home');
    expect(await time()).toBe(start);
    expect(end).not.toBe(start);
    await screenshot(page, 'track-zh');

    const file = await (await downloadFrom(page, '导出 GPX')).path();
    const xml = readFileSync(file, 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.namespaceURI,
        version: doc.documentElement.getAttribute('version'),
        points: doc.getElementsByTagNameNS('http://www.topografix.com/GPX/1/1', 'trkpt').length,
      };
    }, xml);
    expect(parsed).toMatchObject({
      error: 0,
      root: 'http://www.topografix.com/GPX/1/1',
      version: '1.1',
    });
    // Every stored position of the range: the box's last readings may land after the query.
    expect(parsed.points).toBeGreaterThanOrEqual(positions);
    expect(parsed.points).toBeLessThanOrEqual(positions + 3);
    await context.close();
  });

  it('speaks English and fits a phone', async () => {
    const { context, page } = await sessionWindow(spec, 'demo', {
      locale: 'en',
      width: 390,
      height: 844,
    });
    await page.goto(`${spec.server.url}/map`);
    // On a phone the names overlap and the label placement hides some (which ones depends on
    // where the moving tanker is): the marker is drawn, its name need not be shown.
    await marker(page, '3号运水车').waitFor({ state: 'attached' });
    await page.getByText('Offline basemap').waitFor();
    await expect.poll(() => basemapDrawn(page), { timeout: 15_000 }).toBe(true);
    await page.locator('.lf-map__list .ant-list-item', { hasText: '1号泵站' }).click();
    await popup(page).getByRole('link', { name: 'Monitor' }).waitFor();
    await popup(page).getByRole('link', { name: 'Equipment page' }).waitFor();
    // The pop-up fades in (Leaflet's own animation): it has finished before the screenshot.
    await expect.poll(() => popupShown(page)).toBe('1');
    const box = await page.locator('.lf-map__main').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(box?.height).toBeGreaterThan(300);
    await screenshot(page, 'map-en-phone');
    await context.close();
  });
});

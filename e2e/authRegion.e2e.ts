import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { loggedInWindow } from './login';
import { serverAndBrowser } from './specServer';
import { demoPlantPageIds } from './demoPlantPage';

/*
 * Widget authRegion in the built app: the administrator restricts pump 1's Start button and its
 * label to engineers in the designer and saves; the demo operator then sees the button disabled
 * (a click writes nothing) and the label not at all, while the administrator still uses both.
 */
const spec = serverAndBrowser();

async function restrictToEngineers(page: Page, widget: string) {
  await page.getByTestId('designer-canvas').locator(widget).first().click();
  await page.getByRole('tab', { name: '权限' }).click();
  await page.getByLabel('可用角色').click();
  await page.getByTitle('工程师').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.ant-select-selection-item').count()).toBe(1);
}

describe('widget authRegion', () => {
  it('hides or disables restricted widgets for other roles, and only for them', async () => {
    const { page: admin } = await loggedInWindow(spec, 'admin', { width: 1400, height: 820 });
    const { projectId, pageId } = await demoPlantPageIds(admin, spec.server.url);
    await admin.goto(`${spec.server.url}/manage/project/${projectId}/designer/${pageId}`);
    await admin.getByTestId('designer-canvas').waitFor();
    await restrictToEngineers(admin, '[data-widget-type="UsualButton"]');
    await screenshot(admin, 'authregion-designer-zh');
    await restrictToEngineers(admin, '[data-widget-type="UsualText"]:has-text("1#泵")');
    await admin.getByRole('button', { name: /保\s*存/ }).click();
    await admin.getByText('已保存').first().waitFor();

    const viewerUrl = `${spec.server.url}/monitor/project/${projectId}/page/${pageId}`;
    const viewer = (page: Page) => page.getByTestId('page-viewer');
    await admin.goto(viewerUrl);
    await viewer(admin).getByText('1#泵 / Pump 1').waitFor();
    expect(await viewer(admin).locator('[aria-disabled="true"]').count()).toBe(0);

    const { page: operator } = await loggedInWindow(spec, 'demo', { width: 1400, height: 820 });
    await operator.goto(viewerUrl);
    await viewer(operator).getByText('2#泵 / Pump 2').waitFor();
    expect(await viewer(operator).getByText('1#泵 / Pump 1').count()).toBe(0);
    const locked = viewer(operator).locator('[aria-disabled="true"]');
    await expect.poll(() => locked.count()).toBe(1);
    expect(await locked.getAttribute('data-widget-type')).toBe('UsualButton');
    const writes: string[] = [];
    operator.on('request', (request) => {
      if (request.url().includes('writeVal')) writes.push(request.url());
    });
    await locked.click({ force: true });
    // Whatever the click set off (a write, its dialog) has started by the second frame after it.
    await operator.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(writes).toEqual([]);
    expect(await operator.getByRole('dialog').count()).toBe(0);
    await screenshot(operator, 'authregion-viewer-operator-zh');
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { waitForPath } from './navigation';
import {
  bindDevice,
  chooseOption,
  createProject,
  drawWidget,
  openProjectDesigner,
} from './designerPage';
import { loggedInWindow } from './login';
import { servedVideoStreams } from './videoStreams';
import { serverAndBrowser } from './specServer';

const spec = serverAndBrowser();
const streams = servedVideoStreams();

/** Clicks the middle of a widget on the canvas (shift adds it to the selection). */
async function pick(page: Page, selector: string, shift = false) {
  const box = await page.getByTestId('designer-canvas').locator(selector).first().boundingBox();
  if (!box) throw new Error(`no widget ${selector}`);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (shift) await page.keyboard.up('Shift');
}

const boxOf = async (page: Page, selector: string) => {
  const box = await page.getByTestId('designer-canvas').locator(selector).first().boundingBox();
  if (!box) throw new Error(`no widget ${selector}`);
  return box;
};

/** The bar stands on one line: its last button (Save) level with one of its first. */
async function expectOneLine(toolbar: Locator, last: string, first: string) {
  const topOf = async (name: string) =>
    (await toolbar.getByRole('button', { name }).first().boundingBox())?.y;
  expect(await topOf(last)).toBe(await topOf(first));
}

const widgetCount = (page: Page) =>
  page.locator('[data-testid="designer-canvas"] [data-widget-id]').count();

describe('designer and viewer: a person builds a live page', () => {
  it('creates a project, binds a device, designs, saves, views live values, writes and protects the page', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin', { height: 720 });

    // A project with one device
    const row = await createProject(page, spec.server.url, 'E2E 泵站监控');
    await bindDevice(page, row, '1号泵站');
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('1');

    // A page opens in the designer
    const { projectId, pageId } = await openProjectDesigner(page, row);
    await page.getByTestId('designer-canvas').waitFor();

    // A rectangle is kept; a too-small one is discarded
    await drawWidget(page, '矩形', [60, 60], [220, 160]);
    await expect.poll(() => widgetCount(page)).toBe(1);

    // On a 1280-px screen the whole toolbar stands on one line, Save beside the unsaved-changes
    // note (the bar at its longest); the page's settings are in its View menu, ticked while on
    const toolbar = page.getByRole('toolbar').first();
    await toolbar.getByText('有未保存的修改').waitFor();
    await expectOneLine(toolbar, '保存', '撤销');
    await toolbar.getByRole('button', { name: '视图', exact: true }).click();
    const snap = page.getByRole('menuitemcheckbox', { name: /吸附/ });
    expect(
      await page.getByRole('menuitemcheckbox', { name: /网格/ }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await snap.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'designer-view-menu-zh');
    await snap.click();
    await toolbar.getByRole('button', { name: '视图', exact: true }).click();
    await expect.poll(() => snap.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await drawWidget(page, '矩形', [400, 400], [401, 401]);
    await page.getByText('尺寸太小').first().waitFor();
    expect(await widgetCount(page)).toBe(1);

    // A right click offers the designer's actions on the widget under the pointer
    const rectangle = await boxOf(page, '[data-widget-type="ShapeRect"]');
    await page.mouse.click(rectangle.x + rectangle.width / 2, rectangle.y + rectangle.height / 2, {
      button: 'right',
    });
    const remove = page.getByRole('menuitem', { name: /删除/ });
    await remove.waitFor();
    await screenshot(page, 'designer-context-menu');
    await remove.click();
    await expect.poll(() => widgetCount(page)).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => widgetCount(page)).toBe(1);

    // A data text bound to a signal
    await drawWidget(page, '数据文本', [60, 220], [220, 260]);
    await page.getByRole('tab', { name: '数据' }).click();
    await chooseOption(page, '设备', '1号泵站');
    await chooseOption(page, '变量', '1#泵转速设定 (%)');
    await expect
      .poll(() => page.getByTestId('binding-current').textContent())
      .toContain('1#泵转速设定');

    // A button that writes 42 to the same signal
    await drawWidget(page, '按钮', [300, 60], [420, 100]);
    await page.getByRole('tab', { name: '组件属性' }).click();
    await page.getByLabel('写入的值').fill('42');
    await page.getByLabel('写入的值').press('Enter');
    await page.getByRole('tab', { name: '数据' }).click();
    await chooseOption(page, '设备', '1号泵站');
    await chooseOption(page, '变量', '1#泵转速设定 (%)');
    await expect.poll(() => widgetCount(page)).toBe(3);

    // Group the rectangle and the data text
    await pick(page, '[data-widget-type="ShapeRect"]');
    await pick(page, '[data-widget-type="UsualDataText"]', true);
    await page.getByRole('button', { name: '组合', exact: true }).click();
    await expect
      .poll(() =>
        page.getByTestId('designer-canvas').locator('[data-widget-type="WidgetGroup"]').count(),
      )
      .toBe(1);

    // Align the group and the button to the left; undo and redo
    await pick(page, '[data-widget-type="WidgetGroup"]');
    await pick(page, '[data-widget-type="UsualButton"]', true);
    const buttonBefore = await boxOf(page, '[data-widget-type="UsualButton"]');
    await page.getByRole('button', { name: '左对齐' }).click();
    const groupBox = await boxOf(page, '[data-widget-type="WidgetGroup"]');
    const buttonLeftOff = async (x: number) =>
      Math.abs((await boxOf(page, '[data-widget-type="UsualButton"]')).x - x);
    // Outlines differ by half a stroke: within one pixel is aligned.
    await expect.poll(() => buttonLeftOff(groupBox.x)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => buttonLeftOff(buttonBefore.x)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Control+y');
    await expect.poll(() => buttonLeftOff(groupBox.x)).toBeLessThanOrEqual(1);

    // Copy and paste the button: the copy lands 50 further right and down
    await pick(page, '[data-widget-type="UsualButton"]');
    const original = await boxOf(page, '[data-widget-type="UsualButton"]');
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    const buttons = page.getByTestId('designer-canvas').locator('[data-widget-type="UsualButton"]');
    await expect.poll(() => buttons.count()).toBe(2);
    const copy = await buttons.nth(1).boundingBox();
    expect(copy?.x).toBeCloseTo(original.x + 50, 0);
    expect(copy?.y).toBeCloseTo(original.y + 50, 0);

    // Ctrl-drag the copy: a second copy lands where it is dropped, the copy stays; one undo
    const status = () => page.getByTestId('designer-status').textContent();
    const countIn = async () => Number(/(\d+) 个组件/.exec((await status()) ?? '')?.[1]);
    const before = await countIn();
    expect(before).toBeGreaterThan(0);
    const pasted = await buttons.nth(1).boundingBox();
    if (!pasted) throw new Error('no pasted button');
    const grab = { x: pasted.x + pasted.width / 2, y: pasted.y + pasted.height / 2 };
    await page.mouse.move(grab.x, grab.y);
    await page.keyboard.down('Control');
    await page.mouse.down();
    await page.mouse.move(grab.x + 120, grab.y + 10, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up('Control');
    await expect.poll(countIn).toBe(before + 1);
    await expect.poll(() => buttons.count()).toBe(3);
    expect(await buttons.nth(1).boundingBox()).toEqual(pasted);
    const dropped = await buttons.nth(2).boundingBox();
    // Dropped 120 further right, give or take the grid it snaps to.
    expect(Math.abs((dropped?.x ?? 0) - (pasted.x + 120))).toBeLessThanOrEqual(10);
    await page.keyboard.press('Control+z');
    await expect.poll(countIn).toBe(before);
    await expect.poll(() => buttons.count()).toBe(2);

    await screenshot(page, 'designer-zh');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    await expect
      .poll(() => page.getByTestId('designer-status').textContent())
      .not.toContain('未保存');

    // Reload: the page comes back unchanged
    const shapes = await page
      .locator('[data-testid="designer-canvas"] [data-widget-id]')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) =>
            `${node.getAttribute('data-widget-type')}@${JSON.stringify((node as SVGGraphicsElement).getBBox())}`,
        ),
      );
    await page.reload();
    await page.getByTestId('designer-canvas').waitFor();
    await expect
      .poll(() =>
        page
          .locator('[data-testid="designer-canvas"] [data-widget-id]')
          .evaluateAll((nodes) =>
            nodes.map(
              (node) =>
                `${node.getAttribute('data-widget-type')}@${JSON.stringify((node as SVGGraphicsElement).getBBox())}`,
            ),
          ),
      )
      .toEqual(shapes);

    // The viewer shows the live value and the write takes effect
    const viewer = await context.newPage();
    await viewer.goto(`${spec.server.url}/monitor/project/${projectId}/page/${pageId}`);
    const dataText = viewer
      .locator('[data-testid="page-viewer"] [data-widget-type="UsualDataText"] text')
      .first();
    await expect.poll(() => dataText.textContent(), { timeout: 20_000 }).toMatch(/^\d+(\.\d+)?$/);
    await screenshot(viewer, 'viewer-zh');
    await viewer
      .locator('[data-testid="page-viewer"] [data-widget-type="UsualButton"]')
      .first()
      .click();
    // A write is a command: a new button asks once before it writes.
    const confirm = viewer.getByRole('dialog', { name: '确认写入' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await viewer.getByText('写入成功').first().waitFor({ timeout: 30_000 });
    expect(await viewer.getByRole('dialog', { name: '确认写入' }).count()).toBe(0);
    await expect.poll(() => dataText.textContent(), { timeout: 20_000 }).toBe('42');

    // A page password is asked for
    await page.keyboard.press('Escape');
    await page.getByLabel('访问密码').click();
    await page.getByLabel('密码', { exact: true }).fill('pump-secret');
    await page.getByLabel('密码', { exact: true }).press('Tab');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    const asked = await context.newPage();
    await asked.goto(`${spec.server.url}/monitor/project/${projectId}/page/${pageId}`);
    await asked.getByText('该页面需要访问密码').waitFor();
    await asked.getByLabel('页面密码').fill('wrong-pass');
    await asked.getByRole('button', { name: /进\s*入/ }).click();
    await asked.getByText('页面密码错误').first().waitFor();
    await asked.getByLabel('页面密码').fill('pump-secret');
    await asked.getByRole('button', { name: /进\s*入/ }).click();
    await asked
      .locator('[data-testid="page-viewer"] [data-widget-type="UsualButton"]')
      .first()
      .waitFor();

    // English screenshots
    await page.evaluate(() => localStorage.setItem('lf.locale', 'en'));
    await page.reload();
    await page.getByTestId('designer-canvas').waitFor();
    await drawWidget(page, 'Rectangle', [500, 60], [600, 120]);
    // In English too the bar at its longest stands on one line at 1280 px
    const englishBar = page.getByRole('toolbar').first();
    await englishBar.getByText('There are unsaved changes').waitFor();
    await expectOneLine(englishBar, 'Save', 'Undo');
    await screenshot(page, 'designer-en');
    await englishBar.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: /Snap/ }).waitFor();
    await screenshot(page, 'designer-view-menu-en');
    await page.keyboard.press('Escape');
    await asked.reload();
    await asked.locator('[data-testid="page-viewer"] [data-widget-type="UsualDataText"]').waitFor();
    await screenshot(asked, 'viewer-en');
    await context.close();
  });

  it('plays a video widget from an FLV stream and from HLS; explains that RTMP cannot play', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin', { height: 720 });
    const row = await createProject(page, spec.server.url, 'E2E 视频监控');
    await row.getByRole('button', { name: '设计' }).click();
    await waitForPath(page, (url) =>
      /\/manage\/project\/[^/]+\/designer\/[^/]+$/.test(url.pathname),
    );
    const [, projectId, pageId] = /project\/([^/]+)\/designer\/([^/]+)$/.exec(page.url()) ?? [];
    await page.getByTestId('designer-canvas').waitFor();

    const videoWith = async (
      from: [number, number],
      to: [number, number],
      addresses: Record<string, string>,
    ) => {
      await drawWidget(page, '视频', from, to);
      await page.getByRole('tab', { name: '组件属性' }).click();
      for (const [field, url] of Object.entries(addresses)) {
        await page.getByLabel(field, { exact: true }).fill(url);
        await page.getByLabel(field, { exact: true }).press('Enter');
      }
    };
    await videoWith([40, 40], [300, 200], { 'FLV 地址': `${streams.url}/clip.flv` });
    await videoWith([340, 40], [600, 200], { 'HLS 地址': `${streams.url}/clip.m3u8` });
    await videoWith([640, 40], [900, 200], { 'RTMP 地址': 'rtmp://127.0.0.1/live/1' });
    await videoWith([40, 240], [300, 400], {
      'FLV 地址': `${streams.url}/missing.flv`,
      '备用 HLS 地址': `${streams.url}/clip.m3u8`,
    });
    await videoWith([340, 240], [600, 400], { 'FLV 地址': `${streams.url}/missing.flv` });
    await expect.poll(() => widgetCount(page)).toBe(5);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    await expect
      .poll(() => page.getByTestId('designer-status').textContent())
      .not.toContain('未保存');

    const viewer = await context.newPage();
    await viewer.goto(`${spec.server.url}/monitor/project/${projectId}/page/${pageId}`);
    const videos = viewer.locator('[data-testid="page-viewer"] [data-widget-type="ComplexVideo"]');
    await expect.poll(() => videos.count(), { timeout: 20_000 }).toBe(5);
    /** Which player plays which address of the n-th video widget, once it shows frames. */
    const playing = (n: number) =>
      videos
        .nth(n)
        .locator('video')
        .evaluate((node) => {
          const video = node as HTMLVideoElement;
          const shows = video.readyState >= 2 && video.currentTime > 0 && video.videoWidth === 64;
          return shows ? `${video.dataset.player}:${video.dataset.source}` : 'not playing';
        })
        .catch(() => 'no video');
    // Debian's Chromium decodes H.264 and has MediaSource, so mpegts.js can play FLV here.
    expect(
      await viewer.evaluate(() => [
        document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"'),
        MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'),
        document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
      ]),
    ).toEqual(['probably', true, 'maybe']);
    await expect.poll(() => playing(0), { timeout: 20_000 }).toBe('mpegts:flv');
    // This Chromium plays HLS by itself: hls.js is left for browsers that do not.
    await expect.poll(() => playing(1), { timeout: 20_000 }).toBe('native:hls');
    await expect
      .poll(() => videos.nth(2).getByRole('status').textContent())
      .toBe('浏览器无法播放 RTMP 视频流，请填写 FLV 或 HLS 地址');
    // The FLV address answers 404: the reserve HLS address plays instead.
    await expect.poll(() => playing(3), { timeout: 20_000 }).toBe('native:hlsReserve');
    // Nothing else to try: the stream is unavailable.
    await expect.poll(() => videos.nth(4).getByRole('status').textContent()).toBe('视频流不可用');
    await screenshot(viewer, 'viewer-video-zh');
    await context.close();
  });
});

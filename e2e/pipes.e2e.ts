import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import {
  canvasPoint,
  chooseOption,
  designStationProject,
  dragOnCanvas,
  drawWidget,
  savePage,
} from './designerPage';
import { loggedInWindow } from './login';
import { keepScreen } from './screens';
import { serverAndBrowser } from './specServer';

const spec = serverAndBrowser();

async function clickAt(page: Page, x: number, y: number) {
  const point = await canvasPoint(page, x, y);
  await page.mouse.click(point.x, point.y);
}

/** Binds the selected widget to a signal of the pump station. */
async function bindTo(page: Page, signal: string) {
  await page.getByRole('tab', { name: '数据' }).click();
  await chooseOption(page, '设备', '1号泵站');
  await chooseOption(page, '变量', signal);
  await expect.poll(() => page.getByTestId('binding-current').textContent()).toContain(signal);
}

/** A button that writes `value` to the pump's run command. */
async function writeButton(
  page: Page,
  from: [number, number],
  to: [number, number],
  value: string,
) {
  await drawWidget(page, '按钮', from, to);
  await page.getByRole('tab', { name: '组件属性' }).click();
  await page.getByLabel('文字', { exact: true }).fill(`泵 ${value}`);
  await page.getByLabel('文字', { exact: true }).press('Enter');
  await page.getByLabel('写入的值').fill(value);
  await page.getByLabel('写入的值').press('Enter');
  await bindTo(page, '1#泵启停');
}

describe('pipes: an engineer lays a flowing pipe', () => {
  it('draws a pipe between two shapes by clicking, binds its flow to the pump, and the viewer shows it flowing while the pump runs', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin', { height: 720 });

    // A project on the pump station, its page in the designer
    const { projectId, pageId } = await designStationProject(page, spec.server.url, 'E2E 管道');
    const canvas = page.getByTestId('designer-canvas');
    await canvas.waitFor();

    // A pump and a tank: their right and left edges' middles are ports
    await drawWidget(page, '圆形', [120, 140], [160, 140]);
    await drawWidget(page, '矩形', [420, 240], [540, 360]);

    // The pipe tool shows the ports; a click near the pump's right port starts the pipe there,
    // a click near the tank's left port ends it there, routed with elbows in between.
    await page.getByRole('button', { name: '管道', exact: true }).click();
    await page.getByText(/点击另一个端口或管道即完成/).waitFor();
    await expect.poll(() => canvas.getByTestId('pipe-port').count()).toBe(8);
    await clickAt(page, 164, 143);
    await page.mouse.move(
      (await canvasPoint(page, 300, 250)).x,
      (await canvasPoint(page, 300, 250)).y,
    );
    await clickAt(page, 416, 297);
    const pipe = canvas.locator('[data-widget-type="ProcessPipe"]');
    await expect.poll(() => pipe.count()).toBe(1);
    await expect.poll(() => canvas.getByTestId('pipe-tool').count()).toBe(0);
    // From the pump's port (160, 140) across to the middle, down, and into the tank at (420, 300).
    expect(await pipe.locator('path').first().getAttribute('d')).toMatch(/^M160 140 L.* L420 300$/);

    // Its flow follows the pump's run command
    await bindTo(page, '1#泵启停');
    await page.getByRole('tab', { name: '组件属性' }).click();
    await chooseOption(page, '介质', '水');
    await chooseOption(page, '流动', '信号满足条件时');
    await expect.poll(() => page.getByLabel('条件值').inputValue()).toBe('1');

    // The pipe is attached to the pump: dragging the pump down brings the pipe's end along,
    // and one undo takes both back.
    const drawnPath = () => pipe.locator('path').first().getAttribute('d');
    const grip = await canvasPoint(page, 140, 140);
    const dropped = await canvasPoint(page, 140, 180);
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(dropped.x, dropped.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(drawnPath).toMatch(/^M160 180 L.* L420 300$/);
    await screenshot(page, 'pipe-follows-pump-zh');
    await page.keyboard.press('Control+z');
    await expect.poll(drawnPath).toMatch(/^M160 140 L.* L420 300$/);

    // Buttons that stop and start the pump, and a dark control-room theme for the page
    await writeButton(page, [60, 420], [180, 460], '0');
    await writeButton(page, [200, 420], [320, 460], '1');
    // A click on empty canvas shows the page's settings
    await clickAt(page, 650, 80);
    await chooseOption(page, '显示主题', '高性能 · 深色控制室');
    await keepScreen(page, 'designer-pipe-zh');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();

    // The viewer: still while the pump is stopped, flowing once it runs
    const viewer = await context.newPage();
    await viewer.goto(`${spec.server.url}/monitor/project/${projectId}/page/${pageId}`);
    const shown = viewer.locator('[data-testid="page-viewer"]');
    await expect
      .poll(() => shown.locator('svg[data-theme]').getAttribute('data-theme'))
      .toBe('highPerformanceDark');
    const flow = () =>
      shown.locator('[data-widget-type="ProcessPipe"] [data-flow]').getAttribute('data-flow');
    const buttons = shown.locator('[data-widget-type="UsualButton"]');
    // A write is a command: each new button asks once before it writes.
    const confirmed = async () =>
      viewer
        .getByRole('dialog', { name: '确认写入' })
        .getByRole('button', { name: /确\s*定/ })
        .click();
    await buttons.nth(0).click();
    await confirmed();
    await viewer.getByText('写入成功').first().waitFor({ timeout: 30_000 });
    await expect.poll(flow, { timeout: 20_000 }).toBe('stopped');
    await buttons.nth(1).click();
    await confirmed();
    await expect.poll(flow, { timeout: 20_000 }).toBe('forward');
    // The stripe moves by CSS, held still for a person who asked for less motion.
    const animation = () =>
      shown
        .locator('[data-widget-type="ProcessPipe"] path.lf-pipe-flow')
        .evaluate((node) => getComputedStyle(node).animationName);
    expect(await animation()).toBe('none');
    await viewer.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(animation).toBe('lf-pipe-flow');
    await keepScreen(viewer, 'viewer-pipe-dark-zh');

    // The light high-performance theme: grey on the ISA-101 light grey
    await chooseOption(page, '显示主题', '高性能（浅灰，仅异常显色）');
    await savePage(page);
    await viewer.reload();
    await expect
      .poll(() => shown.locator('svg[data-theme]').getAttribute('data-theme'))
      .toBe('highPerformance');
    await expect.poll(flow, { timeout: 20_000 }).toBe('forward');
    await keepScreen(viewer, 'viewer-pipe-light-zh');
    await context.close();
  });

  it('copies a pump with its pipe and a tee: the copies hold together, the copy of a pipe to an uncopied tank comes loose', async () => {
    const { context, page } = await loggedInWindow(spec, 'admin', { height: 720 });
    await designStationProject(page, spec.server.url, 'E2E 管道复制');
    const canvas = page.getByTestId('designer-canvas');
    await canvas.waitFor();

    // The pump piped to the tank as in the first walk, and a branch teed onto the pipe's riser
    await drawWidget(page, '圆形', [120, 140], [160, 140]);
    await drawWidget(page, '矩形', [420, 240], [540, 360]);
    const pipeTool = page.getByRole('button', { name: '管道', exact: true });
    await pipeTool.click();
    await clickAt(page, 164, 143);
    await clickAt(page, 416, 297);
    const pipes = canvas.locator('[data-widget-type="ProcessPipe"]');
    const path = (index: number) => pipes.nth(index).locator('path').first().getAttribute('d');
    await expect.poll(() => path(0)).toMatch(/^M160 140 L.* L420 300$/);
    await pipeTool.click();
    await clickAt(page, 292, 220);
    await clickAt(page, 360, 220);
    await page.keyboard.press('Enter');
    await expect.poll(() => pipes.count()).toBe(2);
    expect(await path(1)).toBe('M290 220 L360 220');

    // Pump, pipe and branch selected (not the tank), copied and pasted 50 right and down
    await clickAt(page, 140, 140);
    await page.keyboard.down('Shift');
    await clickAt(page, 220, 140);
    await clickAt(page, 330, 220);
    await page.keyboard.up('Shift');
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => pipes.count()).toBe(4);
    expect(await path(2)).toMatch(/^M210 190 L.* L470 350$/);
    expect(await path(3)).toBe('M340 270 L410 270');

    // The pasted pump dragged down on its own (a click on empty canvas drops the pasted
    // selection): its pipe and the branch on that pipe follow; the originals stay
    await clickAt(page, 650, 600);
    await dragOnCanvas(page, [190, 190], [190, 230]);
    await expect.poll(() => path(2)).toMatch(/^M210 230 L.* L470 350$/);
    await expect.poll(() => path(3)).toMatch(/^M340 290 L/);
    expect(await path(0)).toMatch(/^M160 140 L.* L420 300$/);
    expect(await path(1)).toBe('M290 220 L360 220');

    // The tank was not copied: the original pipe follows it, the pasted one has come loose
    await dragOnCanvas(page, [500, 260], [500, 300]);
    await expect.poll(() => path(0)).toMatch(/^M160 140 L.* L420 340$/);
    expect(await path(2)).toMatch(/^M210 230 L.* L470 350$/);
    await screenshot(page, 'pipes-copied-zh');
    await context.close();
  });
});

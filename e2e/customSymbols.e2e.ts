import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import {
  canvasPoint,
  chooseOption,
  designStationProject,
  dragOnCanvas,
  savePage,
} from './designerPage';
import { sessionWindow } from './login';
import { keepScreen } from './screens';
import { serverAndBrowser } from './specServer';
import { viewerOfStoppedPump } from './demoPlantPage';

const spec = serverAndBrowser();

/** A pump as a drawing tool exports it: a casing, an impeller with an id, and a tag. */
const PUMP_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100" viewBox="0 0 120 100">
  <rect id="base" x="20" y="84" width="80" height="10" fill="#9e9e9e"/>
  <circle id="casing" cx="60" cy="50" r="34" fill="#eeeeee" stroke="#424242" stroke-width="3"/>
  <path id="impeller" d="M60 24 L72 50 L60 76 L48 50 Z" fill="#bdbdbd" stroke="#424242"/>
  <rect id="outlet" x="92" y="20" width="26" height="12" fill="#e0e0e0" stroke="#424242"/>
  <text id="tag" x="6" y="14" font-size="12">P-101</text>
</svg>`;

/** A new project bound to the demo pump station, opened in the designer. */
async function openDesigner(
  page: Page,
  name = 'E2E 自定义符号',
): Promise<{ projectId: string; pageId: string }> {
  const opened = await designStationProject(page, spec.server.url, name);
  await page.getByTestId('designer-canvas').waitFor();
  return opened;
}

/** The fill the viewer's drawing gives the impeller (the image holds the whole drawing). */
async function impellerFill(page: Page): Promise<string | null> {
  const href = await page
    .locator('[data-testid="page-viewer"] g[data-custom-symbol] image')
    .getAttribute('href');
  const markup = decodeURIComponent((href ?? '').split(',')[1] ?? '');
  return /<path[^>]*id="impeller"[^>]*>/.exec(markup)?.[0].match(/fill="([^"]+)"/)?.[1] ?? null;
}

// The administrator logs in through the form once; the second window shares that session.
describe('custom symbols: an engineer brings the plant its own pump drawing', () => {
  it('uploads a pump SVG, names its impeller, binds its fill to running and sees it live', async () => {
    const { context, page } = await sessionWindow(spec, 'admin');
    const { projectId, pageId } = await openDesigner(page);

    // Upload: the server cleans the drawing; the editor opens on it
    const palette = page.getByRole('region', { name: '自定义符号' });
    await palette.getByLabel('上传 SVG').setInputFiles({
      name: 'pump.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(PUMP_SVG),
    });
    const editor = page.getByRole('dialog', { name: /自定义符号：pump/ });
    await editor.waitFor();

    // The impeller becomes a part; green while running, grey while stopped
    await chooseOption(page, '图形元素', '#impeller (path)');
    await editor.getByLabel('部件名称').fill('叶轮');
    await editor.getByRole('button', { name: '命名部件' }).click();
    const fill = editor.getByLabel('叶轮 填充色');
    await fill.fill('#2e7d32');
    await fill.press('Enter');
    await chooseOption(page, '状态', '停止');
    await editor.getByLabel('叶轮 填充色').fill('#9e9e9e');
    await editor.getByLabel('叶轮 填充色').press('Enter');
    await chooseOption(page, '状态', '运行');
    await expect.poll(() => editor.getByLabel('叶轮 填充色').inputValue()).toBe('#2e7d32');
    await keepScreen(page, 'designer-custom-symbol-editor-zh');
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await editor.waitFor({ state: 'detached' });

    // Placed from the palette like any symbol, its own binding is the pump's run feedback
    await palette.getByRole('button', { name: 'pump', exact: true }).click();
    const box = await page.getByTestId('designer-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + 80, box.y + 160);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 260, { steps: 6 });
    await page.mouse.up();
    const placed = page.getByTestId('designer-canvas').locator('[data-widget-type="CustomSymbol"]');
    await expect.poll(() => placed.count()).toBe(1);
    await page.getByRole('tab', { name: '数据' }).click();
    await chooseOption(page, '设备', '1号泵站');
    await chooseOption(page, '变量', '1#泵运行', true);
    await expect
      .poll(() => page.getByTestId('binding-current').textContent())
      .toContain('1#泵运行');
    await keepScreen(page, 'designer-custom-symbol-zh');
    // Its state conditions start as its author's and are this widget's to override
    await page.getByRole('tab', { name: '组件属性' }).click();
    await expect.poll(() => page.getByLabel('“运行”的值').inputValue()).toBe('1');
    await expect.poll(() => page.getByLabel('“停止”的值').inputValue()).toBe('0');
    await screenshot(page, 'custom-symbol-states-zh');
    await savePage(page);

    // The viewer follows the pump: grey impeller while stopped, green once it runs
    const { viewer, write } = await viewerOfStoppedPump(context, spec.server.url, {
      projectId,
      pageId,
    });
    const symbol = viewer.locator('[data-testid="page-viewer"] g[data-custom-symbol]');
    await expect.poll(() => symbol.getAttribute('data-state'), { timeout: 30_000 }).toBe('stopped');
    await expect.poll(() => impellerFill(viewer)).toBe('#9e9e9e');
    await write('1#泵启停', '1');
    await expect.poll(() => symbol.getAttribute('data-state'), { timeout: 30_000 }).toBe('running');
    await expect.poll(() => impellerFill(viewer)).toBe('#2e7d32');
    await keepScreen(viewer, 'viewer-custom-symbol-zh');

    // The same in English: the palette group, the editor and the live page
    await viewer.evaluate(() => localStorage.setItem('lf.locale', 'en'));
    await viewer.reload();
    await expect.poll(() => symbol.getAttribute('data-state'), { timeout: 30_000 }).toBe('running');
    await keepScreen(viewer, 'viewer-custom-symbol-en');
    // The designer's tab in front again: a background tab runs no animation frames.
    await page.bringToFront();
    await page.reload();
    const english = page.getByRole('region', { name: 'Custom symbols' });
    await english.getByRole('button', { name: 'pump', exact: true }).click();
    await english.getByRole('button', { name: 'Edit parts and states' }).click();
    const englishEditor = page.getByRole('dialog', { name: /Custom symbol: pump/ });
    await englishEditor.getByLabel('叶轮 Fill').waitFor();
    // Shown once the dialog has faded in, as a person sees it.
    await expect
      .poll(() => page.locator('.ant-modal').evaluate((node) => getComputedStyle(node).opacity))
      .toBe('1');
    await keepScreen(page, 'designer-custom-symbol-editor-en');
    await page.keyboard.press('Escape');
    await englishEditor.waitFor({ state: 'detached' });
    const canvas = await page.getByTestId('designer-canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    await page.mouse.click(canvas.x + 140, canvas.y + 210);
    await page.getByRole('tab', { name: 'Widget settings' }).click();
    await expect.poll(() => page.getByLabel('Value of "Running"').inputValue()).toBe('1');
    await screenshot(page, 'custom-symbol-states-en');
    await context.close();
  });

  it('marks two ports on an uploaded pump, and a pipe drawn to one follows the placed pump', async () => {
    const { context, page } = await sessionWindow(spec, 'admin');
    await openDesigner(page, 'E2E 符号端口');
    const palette = page.getByRole('region', { name: '自定义符号' });
    await palette.getByLabel('上传 SVG').setInputFiles({
      name: 'pump-ports.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(PUMP_SVG),
    });
    const editor = page.getByRole('dialog', { name: /自定义符号：pump-ports/ });
    await editor.waitFor();
    await editor.getByText('未标记端口：管道连接在四边中点').waitFor();

    // Suction at the left near the bottom, discharge at the outlet's end, by clicking the drawing
    const preview = editor.getByTestId('custom-symbol-port-preview');
    const at = async (x: number, y: number) => {
      const box = await preview.boundingBox();
      if (!box) throw new Error('no preview');
      return { x: box.x + box.width * x, y: box.y + box.height * y };
    };
    const suction = await at(0.02, 0.8);
    await page.mouse.click(suction.x, suction.y);
    const outlet = await at(0.9, 0.26);
    await page.mouse.click(outlet.x, outlet.y);
    await preview.getByText('入口 1').waitFor();
    await preview.getByText('入口 2').waitFor();
    // Dragged to the outlet's very end; still one port, still facing right
    const end = await at(0.98, 0.26);
    await page.mouse.move(outlet.x, outlet.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => preview.locator('[data-port-id]').count()).toBe(2);
    const name = editor.getByLabel('端口“入口 2”的名称');
    await name.fill('出口');
    await name.press('Enter');
    await preview.getByText('出口').waitFor();
    const discharge = editor.getByRole('group', { name: '端口“出口”' });
    await discharge.getByText('向右', { exact: true }).waitFor();
    await expect
      .poll(() => page.locator('.ant-modal').evaluate((node) => getComputedStyle(node).opacity))
      .toBe('1');
    await keepScreen(page, 'designer-custom-symbol-ports-zh');
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await editor.waitFor({ state: 'detached' });

    // Placed 120 × 100; the pipe tool offers its two marked ports, not the sides' middles
    await palette.getByRole('button', { name: 'pump-ports', exact: true }).click();
    await dragOnCanvas(page, [200, 200], [320, 300]);
    const canvas = page.getByTestId('designer-canvas');
    await expect.poll(() => canvas.locator('[data-widget-type="CustomSymbol"]').count()).toBe(1);
    await page.getByRole('button', { name: '管道', exact: true }).click();
    await expect.poll(() => canvas.getByTestId('pipe-port').count()).toBe(2);
    const port = canvas.locator('[data-testid="pipe-port"][data-port$=":p1"]');
    const portX = Number(await port.getAttribute('cx'));
    const portY = Number(await port.getAttribute('cy'));
    // Where it was clicked on the preview, give or take a screen pixel of the 200-wide preview
    expect(Math.abs(portX - 202.4)).toBeLessThan(2);
    expect(Math.abs(portY - 280)).toBeLessThan(2);
    // From a loose start to the left, ending on the suction port
    const start = await canvasPoint(page, 80, 200);
    await page.mouse.click(start.x, start.y);
    const onPort = await canvasPoint(page, portX - 3, portY + 2);
    await page.mouse.click(onPort.x, onPort.y);
    const pipe = canvas.locator('[data-widget-type="ProcessPipe"]');
    await expect.poll(() => pipe.count()).toBe(1);
    const path = () => pipe.locator('path').first().getAttribute('d');
    /** How far the path's last point is from (x, y), in canvas units. */
    const endGap = async (x: number, y: number) => {
      const numbers = ((await path()) ?? '').match(/-?[\d.]+/g) ?? [];
      const [endX, endY] = numbers.slice(-2).map(Number);
      return Math.hypot((endX ?? NaN) - x, (endY ?? NaN) - y);
    };
    expect(await endGap(portX, portY)).toBeLessThan(0.01);

    // The pump dragged down 40: the pipe's end comes along on the port
    await dragOnCanvas(page, [260, 230], [260, 270]);
    await expect.poll(() => endGap(portX, portY + 40)).toBeLessThan(0.01);
    await screenshot(page, 'custom-symbol-port-pipe-zh');

    // The editor with its ports in English
    await page.evaluate(() => localStorage.setItem('lf.locale', 'en'));
    await page.reload();
    const english = page.getByRole('region', { name: 'Custom symbols' });
    await english.getByRole('button', { name: 'pump-ports', exact: true }).click();
    await english.getByRole('button', { name: 'Edit parts and states' }).click();
    const englishEditor = page.getByRole('dialog', { name: /Custom symbol: pump-ports/ });
    await englishEditor.getByRole('group', { name: 'Port "出口"' }).waitFor();
    await englishEditor.getByRole('group', { name: 'Port "入口 1"' }).getByText('Left').waitFor();
    await expect
      .poll(() => page.locator('.ant-modal').evaluate((node) => getComputedStyle(node).opacity))
      .toBe('1');
    await keepScreen(page, 'designer-custom-symbol-ports-en');
    await context.close();
  });
});

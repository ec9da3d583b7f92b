import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForPath } from './navigation';

/** A canvas point (page units at 100 %) as a point on the screen. */
export async function canvasPoint(page: Page, x: number, y: number) {
  const box = await page.getByTestId('designer-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return { x: box.x + x, y: box.y + y };
}

/** Drags on the canvas from one page point to another, as a hand does: in small steps. */
export async function dragOnCanvas(
  page: Page,
  from: readonly [number, number],
  to: readonly [number, number],
): Promise<void> {
  const a = await canvasPoint(page, from[0], from[1]);
  const b = await canvasPoint(page, to[0], to[1]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** Picks a widget type in the palette by its name and drags its box on the canvas. */
export async function drawWidget(
  page: Page,
  label: string,
  from: [number, number],
  to: [number, number],
): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await dragOnCanvas(page, from, to);
}

/**
 * Opens a select by its exact label and picks an option. A long list is virtual: with `search`
 * the option's name is typed first to narrow it, as a person would.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  search = false,
): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  if (search) await page.keyboard.type(option.replace(/ \(.*\)$/, ''));
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/** Creates a project on the project list through its dialog and returns its row. */
export async function createProject(page: Page, serverUrl: string, name: string): Promise<Locator> {
  await page.goto(`${serverUrl}/manage/eg/project/list`);
  await page.getByRole('button', { name: '新建项目' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('项目名称').fill(name);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  return row;
}

/** Binds a device to the project of `row` through the transfer dialog, then closes it. */
export async function bindDevice(page: Page, row: Locator, device: string): Promise<void> {
  await row.getByRole('button', { name: '绑定设备' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(device, { exact: true }).click();
  await dialog
    .locator('.ant-transfer-actions button, .ant-transfer-operation button')
    .first()
    .click();
  await expect
    .poll(() => dialog.locator('.ant-transfer-section').nth(1).getByText(device).count())
    .toBe(1);
  await page.keyboard.press('Escape');
}

/** Opens the designer of the project of `row`; answers the ids its address names. */
export async function openProjectDesigner(
  page: Page,
  row: Locator,
): Promise<{ projectId: string; pageId: string }> {
  await row.getByRole('button', { name: '设计' }).click();
  await waitForPath(page, (url) => /\/manage\/project\/[^/]+\/designer\/[^/]+$/.test(url.pathname));
  const [, projectId = '', pageId = ''] =
    /project\/([^/]+)\/designer\/([^/]+)$/.exec(page.url()) ?? [];
  return { projectId, pageId };
}

/** A new project with the demo's 1号泵站 bound, opened in the designer: the ids of its page. */
export async function designStationProject(
  page: Page,
  serverUrl: string,
  name: string,
): Promise<{ projectId: string; pageId: string }> {
  const row = await createProject(page, serverUrl, name);
  await bindDevice(page, row, '1号泵站');
  return openProjectDesigner(page, row);
}

/** Saves the page with the designer's 保存 button and waits until it no longer says 未保存. */
export async function savePage(page: Page): Promise<void> {
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect
    .poll(() => page.getByTestId('designer-status').textContent())
    .not.toContain('未保存');
}

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

export const ARTIFACTS = join(import.meta.dirname, 'artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

/**
 * A browser window of a person who asked their system for less motion: the console then opens
 * dialogs without their zoom. Mid-zoom, a dialog's button is not yet where it will stand, and on
 * a busy machine a click aimed at it could land on the mask and close the dialog.
 */
export function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

/** A phone's window: 390 × 844 CSS pixels, touch, and the mobile viewport. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Clicks the button named `name` and answers the file it downloads. */
export async function downloadFrom(page: Page, name: string | RegExp): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return download;
}

/** Exports with 导出 Excel and checks a workbook comes: an .xlsx name, a ZIP's first bytes. */
export async function expectExcelExport(page: Page): Promise<void> {
  const xlsx = await downloadFrom(page, /导出 Excel/);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    readFileSync(await xlsx.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

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

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

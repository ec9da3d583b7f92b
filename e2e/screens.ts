import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Screens kept with the documentation (docs/screens), made by the tests that walk them. */
export const SCREENS = join(import.meta.dirname, '..', 'docs', 'screens');

export async function keepScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: false });
}

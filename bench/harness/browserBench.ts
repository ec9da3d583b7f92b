import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { startServer, type RunningServer } from '../../e2e/server';

/** The built web app the browser suites measure: LF_WEB_DIR, else the workspace's build. */
const WEB_DIR = process.env.LF_WEB_DIR ?? join(import.meta.dirname, '../../apps/web/dist');

export interface BrowserBench {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
}

/**
 * The start-up every browser suite shares: the real server serving the built web app (with
 * `serverEnv`), Chromium and a 1600 × 1000 page. Both are closed after `run`, whatever it throws,
 * so a failed suite leaves no server or browser behind.
 */
export async function withBrowserBench(
  serverEnv: Record<string, string>,
  run: (bench: BrowserBench) => Promise<void>,
): Promise<void> {
  if (!existsSync(join(WEB_DIR, 'index.html')))
    throw new Error(`build the web app first (no ${WEB_DIR}/index.html)`);
  const server = await startServer({ LF_WEB_DIR: WEB_DIR, ...serverEnv });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await run({ server, context, page: await context.newPage() });
  } finally {
    await browser.close();
    await server.stop();
  }
}

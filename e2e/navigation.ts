import type { Page } from 'playwright-core';

/**
 * Waits until the page's address satisfies `matches`, by polling. Playwright's waitForURL can
 * miss a client-side redirect that lands between its first look and its listener on a busy
 * machine; the address itself is the truth a person sees.
 */
export async function waitForPath(
  page: Page,
  matches: (url: URL) => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!matches(new URL(page.url()))) {
    if (Date.now() > deadline) {
      throw new Error(`the address stayed ${page.url()} for ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

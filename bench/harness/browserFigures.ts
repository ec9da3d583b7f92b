import type { Locator, Page } from 'playwright-core';

/**
 * How long a screen takes to show, `runs` times: from another screen at rest (`restUrl`), `open`
 * it, until `drawn` is there and the browser has painted the next frame. Milliseconds, in order.
 */
export async function firstDraws(
  page: Page,
  options: { restUrl: string; runs: number; open: () => Promise<unknown>; drawn: Locator },
): Promise<number[]> {
  const draws: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    await page.goto(options.restUrl);
    await page.waitForLoadState('networkidle');
    const started = Date.now();
    await options.open();
    await options.drawn.first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    draws.push(Date.now() - started);
  }
  return draws;
}

/** Frames the browser draws per second while `act` runs (a scroll, a drag). */
export async function framesPerSecond(page: Page, act: () => Promise<void>): Promise<number> {
  // A script as text: tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluate(`(() => {
    window.framesCounted = 0;
    window.counting = true;
    const tick = () => {
      if (!window.counting) return;
      window.framesCounted += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const started = Date.now();
  await act();
  const elapsed = Date.now() - started;
  const frames = Number(await page.evaluate('window.counting = false, window.framesCounted'));
  return (frames * 1000) / elapsed;
}

import type { Page } from 'playwright-core';

/** What a browser page did while watched: frames drawn and its main-thread long tasks. */
export interface Watched {
  readonly framesPerSecond: number;
  /** The longest gap between two drawn frames (ms): the worst stutter a person saw. */
  readonly longestFrameMs: number;
  /** From the first drawn frame to the last (ms). */
  readonly watchedMs: number;
  /** The longest main-thread task (ms), 0 when none passed 50 ms. */
  readonly longestTaskMs: number;
  /** Tasks over 50 ms (the browser's long-task threshold). */
  readonly longTasks: number;
}

/**
 * Installs the long-task observer before the page's own scripts run; call before `goto`.
 * A script as text: tsx would wrap a function's inner names in a helper the page lacks.
 */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(`
    window.lfLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.lfLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  `);
}

/** Frames per second (counted by requestAnimationFrame) and long tasks while `act` runs. */
export async function watch(page: Page, act: () => Promise<void>): Promise<Watched> {
  await page.evaluate(`(() => {
    window.lfLongTasks = [];
    window.lfFrames = [];
    window.lfCounting = true;
    const tick = (time) => {
      if (!window.lfCounting) return;
      window.lfFrames.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await act();
  const seen = (await page.evaluate(`(() => {
    window.lfCounting = false;
    return { frames: window.lfFrames, longTasks: window.lfLongTasks };
  })()`)) as { frames: number[]; longTasks: number[] };
  const first = seen.frames[0] ?? 0;
  const last = seen.frames[seen.frames.length - 1] ?? first;
  const seconds = (last - first) / 1000;
  const gaps = seen.frames.slice(1).map((time, i) => time - (seen.frames[i] ?? time));
  return {
    framesPerSecond: seconds > 0 ? (seen.frames.length - 1) / seconds : 0,
    longestFrameMs: Math.max(0, ...gaps),
    watchedMs: last - first,
    longestTaskMs: Math.max(0, ...seen.longTasks),
    longTasks: seen.longTasks.length,
  };
}

/** Moves the pressed mouse from `from` by `by` in `steps` moves, one every 16 ms (60 Hz). */
export async function dragAt60Hz(
  page: Page,
  from: { x: number; y: number },
  by: { x: number; y: number },
  steps: number,
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const started = Date.now();
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(from.x + (by.x * step) / steps, from.y + (by.y * step) / steps);
    const due = started + step * 16 - Date.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
  }
  await page.mouse.up();
}

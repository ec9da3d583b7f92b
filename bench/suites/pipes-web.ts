import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { launchBrowser } from '../../e2e/browser';
import { startServer } from '../../e2e/server';
import { demoProject, savePage, type BenchSignal } from '../harness/benchPages';

/**
 * Flowing pipes in the viewer (Chromium, the built web app on the real server with its demo
 * plant): a page of 200 pipes and 800 data texts bound to the plant's signals (updated about once
 * a second), watched 15 s with the pipes flowing and, as the baseline, the same page with them
 * still. Figures: the longest main-thread task and their count, and frames per second (rAF).
 * Run: LF_WEB_DIR=<built web app> npx tsx bench/suites/pipes-web.ts
 */

const WEB_DIR = process.env.LF_WEB_DIR ?? join(import.meta.dirname, '../../apps/web/dist');
const COLUMNS = 40;
const CELL = 40;
const PIPES = 200;
const WIDGETS = 1000;
const WATCH_MS = 15_000;

function report(name: string, value: number, unit: string, extra: Record<string, unknown> = {}) {
  const rounded = Math.round(value * 10) / 10;
  console.log(JSON.stringify({ suite: 'pipes-web', name, value: rounded, unit, ...extra }));
}

/** 200 L-shaped pipes (flowing or still), then data texts bound to the plant's signals. */
function pipesPage(signals: readonly BenchSignal[], flow: 'always' | 'none'): Widget[] {
  const newId = sequentialIds('b');
  return Array.from({ length: WIDGETS }, (_, i) => {
    const x = 10 + (i % COLUMNS) * CELL;
    const y = 10 + Math.floor(i / COLUMNS) * CELL;
    if (i < PIPES) {
      return createWidget('ProcessPipe', {
        newId,
        position: { x, y, width: CELL - 8, height: CELL - 12 },
        dataAddon: {
          points: [
            { x: 0, y: 0 },
            { x: CELL - 8, y: 0 },
            { x: CELL - 8, y: CELL - 12 },
          ],
          flow,
          lineWidth: 4,
        },
      });
    }
    const widget = createWidget('UsualDataText', {
      newId,
      position: { x, y, width: CELL - 6, height: CELL - 10 },
    });
    const signal = signals[i % signals.length];
    return signal
      ? {
          ...widget,
          data: { ...widget.data, signalId: signal.signalId, equipId: signal.equipId },
        }
      : widget;
  });
}

async function main() {
  if (!existsSync(join(WEB_DIR, 'index.html')))
    throw new Error(`build the web app first (no ${WEB_DIR}/index.html)`);
  const server = await startServer({ LF_WEB_DIR: WEB_DIR });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const { projectId, signals } = await demoProject(page, server.url);
    const size = { width: COLUMNS * CELL + 20, height: (WIDGETS / COLUMNS) * CELL + 20 };
    const pages = {
      still: await savePage(
        page,
        server.url,
        projectId,
        'bench pipes still',
        pipesPage(signals, 'none'),
        size,
      ),
      flowing: await savePage(
        page,
        server.url,
        projectId,
        'bench pipes flowing',
        pipesPage(signals, 'always'),
        size,
      ),
    };
    const figures: Record<string, { frames: number; longest: number; count: number }> = {};
    for (const [name, pageId] of Object.entries(pages)) {
      const viewer = await context.newPage();
      await viewer.addInitScript(`
        window.lfLongTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.lfLongTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      `);
      await viewer.goto(`${server.url}/monitor/project/${projectId}/preview/${pageId}`);
      await viewer
        .locator('[data-testid="page-viewer"] [data-widget-id]')
        .nth(WIDGETS - 1)
        .waitFor();
      await viewer.waitForTimeout(3000);
      await viewer.evaluate(`(() => {
        window.lfLongTasks = [];
        window.lfFrames = 0;
        const tick = () => { window.lfFrames += 1; requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      await viewer.waitForTimeout(WATCH_MS);
      const seen = (await viewer.evaluate(
        `({ longTasks: window.lfLongTasks, frames: window.lfFrames, flowing: document.querySelectorAll('.lf-pipe-flow').length })`,
      )) as { longTasks: number[]; frames: number; flowing: number };
      figures[name] = {
        frames: seen.frames / (WATCH_MS / 1000),
        longest: Math.max(0, ...seen.longTasks),
        count: seen.longTasks.length,
      };
      report(
        `viewer ${PIPES} ${name} pipes + ${WIDGETS - PIPES} live data texts: longest task`,
        figures[name].longest,
        'ms',
        {
          longTasks: seen.longTasks.length,
          framesPerSecond: Math.round(figures[name].frames * 10) / 10,
          animatedPipes: seen.flowing,
          watchedMs: WATCH_MS,
        },
      );
      await viewer.close();
    }
    const { still, flowing } = figures;
    if (still && flowing && still.frames > 0) {
      report('flowing / still frames per second', flowing.frames / still.frames, 'ratio');
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

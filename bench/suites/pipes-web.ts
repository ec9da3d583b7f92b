import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { withBrowserBench } from '../harness/browserBench';
import { observeLongTasks, watch, type Watched } from '../harness/browserWatch';
import { demoProject, savePage, type BenchSignal } from '../harness/benchPages';

/**
 * Flowing pipes in the viewer (Chromium, the built web app on the real server with its demo
 * plant): a page of 200 pipes and 800 data texts bound to the plant's signals (updated about once
 * a second), watched 15 s with the pipes flowing and, as the baseline, the same page with them
 * still. Figures: the longest main-thread task and their count, and frames per second (rAF).
 * Run: LF_WEB_DIR=<built web app> npx tsx bench/suites/pipes-web.ts
 */

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
  await withBrowserBench({}, async ({ server, context, page }) => {
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
    const figures: Record<string, Watched> = {};
    for (const [name, pageId] of Object.entries(pages)) {
      const viewer = await context.newPage();
      await observeLongTasks(viewer);
      await viewer.goto(`${server.url}/monitor/project/${projectId}/preview/${pageId}`);
      await viewer
        .locator('[data-testid="page-viewer"] [data-widget-id]')
        .nth(WIDGETS - 1)
        .waitFor();
      await viewer.waitForTimeout(3000);
      const seen = await watch(viewer, () => viewer.waitForTimeout(WATCH_MS));
      figures[name] = seen;
      report(
        `viewer ${PIPES} ${name} pipes + ${WIDGETS - PIPES} live data texts: longest task`,
        seen.longestTaskMs,
        'ms',
        {
          longTasks: seen.longTasks,
          framesPerSecond: Math.round(seen.framesPerSecond * 10) / 10,
          animatedPipes: await viewer.locator('.lf-pipe-flow').count(),
          watchedMs: WATCH_MS,
        },
      );
      await viewer.close();
    }
    const { still, flowing } = figures;
    if (still && flowing && still.framesPerSecond > 0) {
      const ratio = flowing.framesPerSecond / still.framesPerSecond;
      report('flowing / still frames per second', ratio, 'ratio');
    }
  });
}

await main();

import { createWidget, sequentialIds, type Widget } from '@lf/designer';
import { withBrowserBench } from '../harness/browserBench';
import { dragAt60Hz, watch } from '../harness/browserWatch';
import { boundTo, demoProject, savePage, type BenchSignal } from '../harness/benchPages';

/**
 * Designer and viewer in Chromium (the built web app on the real server with its demo plant):
 * - a page of 1000 widgets loads interactive in ≤ 1 s (navigation → 1000 widgets drawn and
 *   the canvas answering a click), and when the side panels (built a moment after the canvas)
 *   show the palette and the clicked widget's properties;
 * - dragging a 100-widget selection holds ≥ 50 frames/s;
 * - the viewer with 1000 bound widgets and live values has no task over 50 ms.
 * Run: LF_WEB_DIR=<built web app> npx tsx bench/suites/designer-web.ts
 */

const COLUMNS = 40;
const CELL = 40;
const PAGE_SIZE = { width: COLUMNS * CELL + 20, height: 30 * CELL };

function report(
  name: string,
  value: number,
  unit: string,
  extra: Record<string, unknown> = {},
): void {
  console.log(
    JSON.stringify({
      suite: 'designer-web',
      name,
      value: Math.round(value * 10) / 10,
      unit,
      ...extra,
    }),
  );
}

/** 1000 widgets on a grid; the first 100 fill the top-left 10 × 10 cells. */
function thousandWidgets(signals: readonly BenchSignal[], bound: boolean): Widget[] {
  const newId = sequentialIds('b');
  const widgets: Widget[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const block = Math.floor(i / 100);
    const inBlock = i % 100;
    const column = (block % 4) * 10 + (inBlock % 10);
    const row = Math.floor(block / 4) * 10 + Math.floor(inBlock / 10);
    const position = {
      x: 10 + column * CELL,
      y: 10 + row * CELL,
      width: CELL - 6,
      height: CELL - 10,
    };
    const signal = signals[i % signals.length];
    const type =
      bound || i % 3 === 0 ? 'UsualDataText' : i % 3 === 1 ? 'ShapeRect' : 'ShapeEllipse';
    const widget = createWidget(type, { newId, position });
    widgets.push(type === 'UsualDataText' && signal ? boundTo(widget, signal) : widget);
  }
  return widgets;
}

async function main() {
  await withBrowserBench({}, async ({ server, context, page }) => {
    const { projectId, signals } = await demoProject(page, server.url);
    const mixedPage = await savePage(
      page,
      server.url,
      projectId,
      'bench mixed',
      thousandWidgets(signals, false),
      PAGE_SIZE,
    );
    const boundPage = await savePage(
      page,
      server.url,
      projectId,
      'bench bound',
      thousandWidgets(signals, true),
      PAGE_SIZE,
    );
    const emptyPage = await savePage(page, server.url, projectId, 'bench empty', [], PAGE_SIZE);

    // Warm the browser cache with the app's code, as a returning designer has it.
    await page.goto(`${server.url}/manage/project/${projectId}/designer/${mixedPage}`);
    await page.locator('[data-testid="designer-canvas"] [data-widget-id]').nth(999).waitFor();

    // 1. Load until interactive
    const loads: number[] = [];
    const wholeLoads: number[] = [];
    const paletteLabel = /^(矩形|Rectangle)$/;
    let breakdown: Record<string, number> = {};
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${server.url}/manage/project/${projectId}/designer/${mixedPage}`);
      await page.locator('[data-testid="designer-canvas"] [data-widget-id]').nth(999).waitFor();
      const box = await page.getByTestId('designer-canvas').boundingBox();
      if (!box) throw new Error('no canvas');
      await page.mouse.click(box.x + 10 + CELL / 2, box.y + 10 + CELL / 2);
      await page.locator('[data-testid="selection-outline"]').waitFor();
      loads.push(await page.evaluate(() => performance.now()));
      // The side panels follow: the palette and the clicked widget's property tabs.
      await page.getByRole('tab').first().waitFor();
      await page.getByText(paletteLabel).first().waitFor();
      wholeLoads.push(await page.evaluate(() => performance.now()));
      // Where the time went: the document, the app's code, the layout file.
      breakdown = (await page.evaluate(`(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const layout = performance.getEntriesByType('resource').find((r) => r.name.includes('/files/'));
          return {
            domContentLoadedMs: Math.round(nav ? nav.domContentLoadedEventEnd : 0),
            layoutFetchedMs: Math.round(layout ? layout.responseEnd : 0),
          };
        })()`)) as Record<string, number>;
    }
    loads.sort((a, b) => a - b);
    report('designer load 1000 widgets to interactive (median of 5)', loads[2] ?? NaN, 'ms', {
      runs: loads.map(Math.round),
      lastRun: breakdown,
    });
    wholeLoads.sort((a, b) => a - b);
    report(
      'designer load 1000 widgets, side panels shown after the click (median of 5)',
      wholeLoads[2] ?? NaN,
      'ms',
      { runs: wholeLoads.map(Math.round) },
    );

    // The same with an empty page: what the designer costs before any widget.
    const emptyLoads: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${server.url}/manage/project/${projectId}/designer/${emptyPage}`);
      await page.getByTestId('designer-canvas').waitFor();
      await page.getByTestId('designer-status').waitFor();
      emptyLoads.push(await page.evaluate(() => performance.now()));
    }
    emptyLoads.sort((a, b) => a - b);
    report('designer load empty page (median of 5)', emptyLoads[2] ?? NaN, 'ms', {
      runs: emptyLoads.map(Math.round),
    });
    await page.goto(`${server.url}/manage/project/${projectId}/designer/${mixedPage}`);
    await page.locator('[data-testid="designer-canvas"] [data-widget-id]').nth(999).waitFor();

    // 2. Drag a 100-widget selection
    const box = await page.getByTestId('designer-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + 2, box.y + 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 10 * CELL + 8, box.y + 10 * CELL + 8, { steps: 4 });
    await page.mouse.up();
    const selected = await page.locator('[data-testid="selection-outline"]').count();
    const start = { x: box.x + 10 + CELL / 2, y: box.y + 10 + CELL / 2 };
    const dragged = await watch(page, () => dragAt60Hz(page, start, { x: 360, y: 240 }, 120));
    report('drag 100-widget selection', dragged.framesPerSecond, 'frames/s', {
      selected,
      longestFrameMs: Math.round(dragged.longestFrameMs),
      durationMs: Math.round(dragged.watchedMs),
    });

    // 3. Viewer with 1000 bound widgets
    const viewer = await context.newPage();
    await viewer.addInitScript(`
        window.lfLongTasks = [];
        window.lfTextChanges = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.lfLongTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      `);
    await viewer.goto(`${server.url}/monitor/project/${projectId}/preview/${boundPage}`);
    await viewer.locator('[data-testid="page-viewer"] [data-widget-id]').nth(999).waitFor();
    await viewer.waitForTimeout(3000);
    await viewer.evaluate(`(() => {
        window.lfLongTasks = [];
        new MutationObserver((records) => (window.lfTextChanges += records.length)).observe(document.body, {
          subtree: true,
          characterData: true,
          childList: true,
        });
      })()`);
    const watchMs = 15_000;
    await viewer.waitForTimeout(watchMs);
    const viewed = (await viewer.evaluate(
      `({ longTasks: window.lfLongTasks, changes: window.lfTextChanges })`,
    )) as { longTasks: number[]; changes: number };
    report('viewer 1000 bound widgets: longest task', Math.max(0, ...viewed.longTasks), 'ms', {
      longTasks: viewed.longTasks.length,
      watchedMs: watchMs,
      textChangesPerSecond: Math.round(viewed.changes / (watchMs / 1000)),
    });
  });
}

await main();

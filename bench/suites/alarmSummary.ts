import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ALARM_PRIORITIES, type AlarmSummaryRow, type IsaState } from '@lf/protocol';
import { launchBrowser } from '../../e2e/browser';
import { logIn } from '../../e2e/login';
import { startServer } from '../../e2e/server';
import { firstDraws, framesPerSecond } from '../harness/browserFigures';

/**
 * The alarm summary with 10,000 active alarms, in Chromium (no GPU) on the built app:
 * - navigation → the first rows drawn;
 * - frames/s while a person scrolls the list with the mouse wheel for 2 s (twice);
 * - typing a word in the search box → the filtered count shown, and a click on the equipment
 *   header → the rows re-sorted (p50 of RUNS).
 * The 10,000 rows are served to the page as the summary call's answer, so the figures are the
 * browser's work.
 * Run: npx tsx bench/suites/alarmSummary.ts (build the web app and the server first).
 */

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WEB_DIR = join(import.meta.dirname, '../../apps/web/dist');

function print(figure: Record<string, unknown>): void {
  console.log(JSON.stringify({ suite: 'alarmSummary', ...figure }));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const STATES: IsaState[] = ['unack_active', 'ack_active', 'rtn_unack'];

/** 10,000 alarms over 500 stations, all priorities and the three listed states. */
function rows(): AlarmSummaryRow[] {
  const now = Date.now();
  return Array.from({ length: ROWS }, (_, i) => ({
    id: String(i + 1),
    equipmentId: `e${i % 500}`,
    equipmentName: `${(i % 500) + 1}号泵站`,
    signalId: String(100_000 + i),
    signalName: `${(i % 8) + 1}#罐液位`,
    priority: ALARM_PRIORITIES[i % 4] ?? 'high',
    state: STATES[i % 3] ?? 'unack_active',
    text: `高于上限 ${(i % 50) + 1}`,
    value: 4 + (i % 100) / 100,
    raisedAt: now - i * 1000,
    clearedAt: null,
    ackBy: i % 3 === 1 ? 'demo' : '',
    ackAt: i % 3 === 1 ? now - i * 500 : null,
    ackComment: i % 3 === 1 ? '已通知现场' : '',
    shelvedUntil: null,
    shelveReason: '',
    equipmentInMaintenance: false,
  }));
}

/** The summary's count line: '共 N 条，已选 M 条' (the bench's browser is in Chinese). */
const COUNT = /共 \d+ 条/;

/** Frames drawn while the mouse wheel scrolls the list down for `ms`. */
async function scrollFps(page: Page, ms: number): Promise<number> {
  const box = await page
    .locator('.lf-alarm-summary .ant-table-body, .lf-alarm-summary .ant-table-tbody-virtual-holder')
    .first()
    .boundingBox();
  if (!box) throw new Error('no alarm list');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return framesPerSecond(page, async () => {
    const started = Date.now();
    while (Date.now() - started < ms) await page.mouse.wheel(0, 240);
  });
}

/** Milliseconds from an action until the summary's count reads `expected`. */
async function timeUntilCount(
  page: Page,
  act: () => Promise<void>,
  expected: (text: string) => boolean,
): Promise<number> {
  const started = Date.now();
  await act();
  for (;;) {
    const text = (await page.getByText(COUNT).textContent()) ?? '';
    if (expected(text)) return Date.now() - started;
    if (Date.now() - started > 30_000) throw new Error(`the count still reads ${text}`);
    await page.waitForTimeout(5);
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(WEB_DIR, 'index.html'))) throw new Error('build the web app first');
  const server = await startServer({ LF_DEMO: 'off' });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const data = rows();
    await page.route('**/lfscada/alarm/summary/query', (route) =>
      route.fulfill({ json: { code: 200, message: '', data } }),
    );
    await logIn(page, server.url, 'demo');

    const draws = await firstDraws(page, {
      restUrl: `${server.url}/monitor/eg/list`,
      runs: RUNS,
      open: () => page.goto(`${server.url}/alarm/summary`),
      drawn: page.locator('.lf-alarm-row'),
    });
    const rowsInPage = await page.locator('.lf-alarm-row').count();
    print({
      name: '/alarm/summary first draw, 10,000 alarms',
      p50Ms: median(draws),
      maxMs: Math.max(...draws),
      rowsInPage,
    });

    const fps = [await scrollFps(page, 2000), await scrollFps(page, 2000)];
    print({
      name: 'summary scrolling',
      fps: Math.round(Math.min(...fps)),
      runs: fps.map(Math.round),
    });

    const search = page.getByPlaceholder(/搜索设备|Search equipment/);
    const all = (text: string) => text.includes(String(ROWS)) || text.includes('10000');
    const word: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      word.push(
        await timeUntilCount(
          page,
          () => search.fill('17号泵站'),
          (text) => !all(text),
        ),
      );
      // Cleared as a person does it: the box's clear button.
      await timeUntilCount(
        page,
        () => page.locator('.lf-alarm-summary .ant-input-clear-icon').first().click(),
        all,
      );
    }
    print({
      name: 'filter by a word, 10,000 → 100',
      p50Ms: median(word),
      maxMs: Math.max(...word),
    });

    const sorted: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const header = page.locator('.lf-alarm-summary th', { hasText: /设备|Equipment/ }).first();
      const firstRow = async () => page.locator('.lf-alarm-row').first().textContent();
      const before = await firstRow();
      const started = Date.now();
      await header.click();
      for (;;) {
        if ((await firstRow()) !== before) break;
        await page.waitForTimeout(5);
      }
      sorted.push(Date.now() - started);
    }
    print({ name: 'sort by equipment, 10,000', p50Ms: median(sorted), maxMs: Math.max(...sorted) });
  } catch (error) {
    const pages = browser.contexts().flatMap((c) => c.pages());
    await pages[0]?.screenshot({ path: '/tmp/alarmui-shots/bench-failure.png' });
    throw error;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

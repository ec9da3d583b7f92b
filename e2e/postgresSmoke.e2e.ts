import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { loggedInWindow } from './login';
import { waitForPath } from './navigation';
import { startServer, type RunningServer } from './server';

/**
 * The browser path on PostgreSQL: the gate runs every browser spec once, on the embedded
 * PGlite, and this one on PostgreSQL (scripts/test.sh, docs/testing.md). It walks the path that
 * touches the database at each step: a login (session rows), a live value (the demo plant's
 * equipment and signals), a write (a command row, settled by the simulator's reply).
 * Without DATABASE_URL it has nothing to add to monitor.e2e.ts and is skipped.
 */
const DATABASE_URL = process.env.DATABASE_URL;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!DATABASE_URL) return;
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const valueOf = (page: Page, signal: string) =>
  page.locator(`[data-signal-name="${signal}"]`).first();
const button = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });

async function storedWrites(signalName: string): Promise<{ value: number; status: string }[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: number; status: string }>(
      `select c.value, c.status from ${server.schema}.command c
         join ${server.schema}.signal s on s.id = c.signal_id
        where s.name = $1 and c.kind = 'write'`,
      [signalName],
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!DATABASE_URL)('the browser path on PostgreSQL', () => {
  it('logs in, shows a live value and writes one, the write stored in PostgreSQL', async () => {
    expect(server.schema).toBeTruthy();
    const { context, page } = await loggedInWindow({ browser, server }, 'demo');
    await page.goto(`${server.url}/monitor/eg/list`);
    await page.locator('[data-testid="equipment-card"][data-name="1号泵站"]').click();
    await waitForPath(page, (url) => /\/monitor\/eg\/detail\/list\/[^/]+\/0$/.test(url.pathname));
    await page.getByTestId('monitor-state').filter({ hasText: '实时监控中' }).waitFor();

    const level = valueOf(page, '1#罐液位');
    await expect.poll(() => level.innerText()).toMatch(/\d/);
    const first = await level.innerText();
    await expect.poll(() => level.innerText(), { timeout: 30_000 }).not.toBe(first);

    await page.getByRole('button', { name: '写入 2#罐液位设定' }).click();
    const dialog = page.getByRole('dialog', { name: '写入“2#罐液位设定”' });
    await dialog.getByLabel('写入值').fill('3.5');
    await button(dialog, '写入').click();
    await dialog.getByText('写入成功：3.5').waitFor({ timeout: 30_000 });
    await button(dialog, '关闭').last().click();
    await expect
      .poll(() => valueOf(page, '2#罐液位设定').innerText(), { timeout: 30_000 })
      .toBe('3.5 m');
    expect(await storedWrites('2#罐液位设定')).toEqual([{ value: 3.5, status: 'success' }]);
    await context.close();
  });
});

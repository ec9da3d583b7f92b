import { describe, it } from 'vitest';
import { keepScreen } from './screens';
import { loggedInWindow } from './login';
import { serverAndBrowser } from './specServer';

/*
 * The demo plant on its own: an operator leaves the alarm summary open after a fresh start and,
 * without touching the plant, sees the discharge pressure alarm raise and clear. The surge comes
 * once per LF_DEMO_ALARM_PERIOD_S (five minutes in use; 40 s here, so it lasts 8 s, longer than
 * the 5 s between two reports of an unwatched station).
 */

const spec = serverAndBrowser({ LF_DEMO_ALARM_PERIOD_S: '40' });

describe('the demo plant’s scheduled alarm', () => {
  it('raises and clears the discharge pressure alarm with no one driving the plant', async () => {
    const { context, page } = await loggedInWindow(spec, 'demo');
    await page.goto(`${spec.server.url}/alarm/summary`);
    const row = page.locator('.lf-alarm-row', { hasText: '出口压力过高' }).first();
    await row.getByText('报警未确认').waitFor({ timeout: 90_000 });
    await keepScreen(page, 'demo-alarm-raised-zh');
    await row.getByText('已恢复未确认').waitFor({ timeout: 60_000 });
    await keepScreen(page, 'demo-alarm-cleared-zh');
    await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
    await row.getByText('Returned, unacknowledged').waitFor();
    await keepScreen(page, 'demo-alarm-cleared-en');
    await context.close();
  }, 180_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './browser';
import { ADMIN_PASSWORD } from './server';
import { serverAndBrowser } from './specServer';
import { logIn } from './login';
import { openEquipment, tankLevelArrived } from './demoPlantPage';
import { poster, type Post } from './viewerAccount';

/** One minute of a shelve lasts this long here, so the test sees a shelve end in seconds. */
const SHELVE_MINUTE_MS = 5000;
/** The viewer rings again every 5 s while an alarm waits (`RING_EVERY_MS` of alarmRinger.ts). */
const RING_EVERY_MS = 5000;

const spec = serverAndBrowser({ LF_SHELVE_MINUTE_MS: String(SHELVE_MINUTE_MS) });

interface SignalDefinition extends Record<string, unknown> {
  id: string;
  name: string;
  min: number | null;
  max: number | null;
}

/**
 * Tank 1 of the first demo station overflows: the operator stops its pumps through the product
 * (auto mode off, pump 1 off: the simulator's inlet keeps filling the tank at about 0.25 m a
 * minute), and its high-level limit is set just above the level it stands at, so the rising
 * level crosses it within seconds instead of the minutes to the real 4.5 m limit (the
 * engineer's signal edit).
 */
async function overflowTank(post: Post, engineer: Post): Promise<void> {
  const equipment = await post<{ list: { id: string }[] }>('/lfscada/equipment/multi/query', {
    keyword: '1号泵站',
  });
  const equipmentId = equipment.list[0]?.id ?? '';
  const station = await openEquipment(post, equipmentId);
  await tankLevelArrived(station);
  for (const [name, value] of [
    ['自动模式', '0'],
    ['1#泵启停', '0'],
    ['2#泵启停', '0'],
  ] as const) {
    await station.write(name, value);
  }
  // The pumps have stopped once the level rises between two readings.
  const level = async () =>
    Number((await station.values()).find((s) => s.name === '1#罐液位')?.value);
  const before = await level();
  await expect.poll(level, { timeout: 30_000, interval: 1000 }).toBeGreaterThan(before);
  const signals = await engineer<SignalDefinition[]>('/lfscada/equipment/multi/signal/query', {
    equipmentId,
  });
  const tank = signals.find((s) => s.name === '1#罐液位');
  if (!tank) throw new Error('no tank level signal in the demo');
  const fields: Record<string, string> = {};
  for (const key of ['id', 'name', 'unit', 'area', 'address', 'dataType', 'wordOrder']) {
    fields[key] = String(tank[key]);
  }
  for (const key of ['scale', 'offset', 'access']) fields[key] = String(tank[key]);
  if (tank.min !== null) fields.min = String(tank.min);
  if (tank.max !== null) fields.max = String(tank.max);
  fields.alarmRules = JSON.stringify([
    {
      kind: 'high',
      value: Math.round(((await level()) + 0.03) * 1000) / 1000,
      deadband: 0.01,
      level: 1,
      priority: 'critical',
      text: '1#罐溢流',
    },
  ]);
  await engineer('/lfscada/equipment/multi/signal/edit', fields);
}

/** Counts the alarm tones: each is one Web Audio context (`alarmTone.ts`). */
const COUNT_TONES = () => {
  const Real = window.AudioContext;
  const counted = { tones: 0 };
  (window as unknown as { lfTones: typeof counted }).lfTones = counted;
  window.AudioContext = class extends Real {
    constructor(options?: AudioContextOptions) {
      super(options);
      counted.tones += 1;
    }
  };
};
const tones = (page: Page) =>
  page.evaluate(() => (window as unknown as { lfTones: { tones: number } }).lfTones.tones);

/** A count of the project header (online, offline, in alarm, active, unacknowledged). */
const headerCount = (viewer: Page, testId: string) =>
  viewer.getByTestId(testId).locator('.ant-statistic-content-value').textContent();

const blinking = (viewer: Page) => viewer.locator('[data-testid="page-viewer"] [data-alarm]');
const overflowRow = (page: Page) => page.locator('.lf-alarm-row', { hasText: '1#罐溢流' });

describe('a tank overflows: the viewer blinks and rings until the operator acknowledges', () => {
  it('blinks, rings, is acknowledged with a comment, journalled, and shelved for a while', async () => {
    const context = await newContext(spec.browser, { viewport: { width: 1440, height: 860 } });
    // The pages' timers run on a clock the test can move on: the tone's repeats are counted over
    // seconds that pass at once, not waited for.
    await context.clock.install();
    await context.addInitScript(COUNT_TONES);
    const viewer = await context.newPage();
    await logIn(viewer, spec.server.url, 'demo');
    const post = poster(context, spec.server.url);
    // The operator asked for sound (the account settings' prompt types).
    await post('/lfscada/user/prompType/save', { prompType: 'alter,sound' });
    const projects = await post<{ list: { id: string }[] }>('/lfscada/monitor/project/query', {});
    await viewer.goto(`${spec.server.url}/monitor/project/${projects.list[0]?.id ?? ''}`);
    await viewer.locator('[data-testid="page-viewer"] [data-widget-id]').first().waitFor();
    expect(await blinking(viewer).count()).toBe(0);

    const admin = await newContext(spec.browser);
    const engineer = poster(admin, spec.server.url);
    await engineer('/lfscada/user/login', { loginname: 'admin', password: ADMIN_PASSWORD });
    await overflowTank(post, engineer);
    await admin.close();

    // The widgets of the tank level blink with the twinkle animation, and the tone rings again.
    await blinking(viewer).first().waitFor({ timeout: 30_000 });
    const animation = await blinking(viewer)
      .first()
      .evaluate(
        (node) => getComputedStyle(node.querySelector('.lf-twinkle') as Element).animationName,
      );
    expect(animation).toBe('lf-twinkle');
    const rung = await tones(viewer);
    expect(rung).toBeGreaterThan(0);
    await context.clock.runFor(RING_EVERY_MS);
    await expect.poll(() => tones(viewer)).toBeGreaterThan(rung);
    // Taken in the lit half of the blink, so the picture shows the tank it blinks on.
    await expect
      .poll(() =>
        blinking(viewer)
          .first()
          .evaluate(
            (node) => getComputedStyle(node.querySelector('.lf-twinkle') as Element).opacity,
          ),
      )
      .toBe('1');
    await screenshot(viewer, 'alarm-viewer-blinking-zh');
    // The header counts it at once (it showed 0 until its minute's refresh): one active alarm,
    // one unacknowledged.
    await expect
      .poll(() => headerCount(viewer, 'project-alarms-unacked'), { timeout: 10_000 })
      .toBe('1');
    expect(await headerCount(viewer, 'project-alarms-active')).toBe('1');
    // One tone owner: the tone repeats every 5 s, never doubled.
    const ringsFrom = await tones(viewer);
    await context.clock.runFor(2 * RING_EVERY_MS + 500);
    expect((await tones(viewer)) - ringsFrom).toBeLessThanOrEqual(3);

    // The operator acknowledges it with a comment in the summary (another tab).
    const summary = await context.newPage();
    await summary.goto(`${spec.server.url}/alarm/summary`);
    await overflowRow(summary).waitFor();
    await overflowRow(summary)
      .getByRole('button', { name: '确 认' })
      .or(overflowRow(summary).getByRole('button', { name: '确认' }))
      .click();
    const ackDialog = summary.getByRole('dialog');
    await ackDialog.getByLabel('备注（可选）').fill('已开启1#泵排液');
    await ackDialog.getByLabel('备注（可选）').press('Enter');
    await overflowRow(summary).getByText('报警已确认').waitFor();

    // The blink stops in the viewer, and so does the tone.
    await blinking(viewer).first().waitFor({ state: 'detached', timeout: 15_000 });
    // Acknowledged and still overflowing: active, no longer unacknowledged.
    await expect
      .poll(() => headerCount(viewer, 'project-alarms-unacked'), { timeout: 10_000 })
      .toBe('0');
    expect(await headerCount(viewer, 'project-alarms-active')).toBe('1');
    const afterAck = await tones(viewer);
    await context.clock.runFor(RING_EVERY_MS + 1000);
    expect(await tones(viewer)).toBe(afterAck);

    // The journal shows who acknowledged, with the comment.
    const info = await context.request.get(`${spec.server.url}/lfscada/user/info`);
    const me = ((await info.json()) as { data: { username: string } }).data;
    await summary.goto(`${spec.server.url}/alarm/journal`);
    const entry = summary.locator('tr', { hasText: '已开启1#泵排液' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('已确认');
    expect(await entry.textContent()).toContain(me.username);

    // Shelved for a minute (SHELVE_MINUTE_MS here), it leaves the summary, and comes back when
    // the shelve ends.
    await summary.goto(`${spec.server.url}/alarm/summary`);
    await overflowRow(summary).waitFor();
    const id = await overflowRow(summary).getAttribute('data-row-key');
    await post('/lfscada/alarm/shelve', {
      ids: JSON.stringify([id]),
      minutes: '1',
      reason: '液位计校准',
    });
    await overflowRow(summary).waitFor({ state: 'detached' });
    await overflowRow(summary).waitFor({ timeout: SHELVE_MINUTE_MS + 30_000 });
    expect(await overflowRow(summary).getByText('报警已确认').count()).toBe(1);
    await context.close();
  });
});

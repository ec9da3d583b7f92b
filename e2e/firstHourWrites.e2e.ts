import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PHONE } from './browser';
import { clickPump1Start, demoPageUrl } from './demoPlantPage';
import { sessionWindow } from './login';
import { keepScreen } from './screens';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './server';
import { lowerTankLimit } from './tankAlarm';
import { addViewer, postAs, VIEWER_PASSWORD } from './viewerAccount';
import { serverAndBrowser } from './specServer';

/*
 * Issue 28, the last of the first hour: confirmation is a property of the signal (a switch asks,
 * a setpoint does not, the administrator decides), the write rule at phone width, an alarm
 * rule's English text, and one socket for the equipment list's cards — in Chinese and English.
 */
const DESK = { viewport: { width: 1440, height: 900 } };

const spec = serverAndBrowser();

/**
 * The window's browser is set to the console's language too, as a person's would be. It closes
 * when its test ends: every window here watches live values, and a browser that kept a dozen of
 * them rendering starved the later tests of the machine's two cores. Each user logs in through
 * the form once; their later windows share that session (nothing here is about logging in).
 */
async function window(
  loginname: string,
  password: string,
  locale: 'en' | 'zh-CN',
  size: typeof PHONE | typeof DESK,
): Promise<Page> {
  const { context, page } = await sessionWindow(spec, loginname, {
    password,
    locale,
    device: { ...size, locale },
  });
  onTestFinished(() => context.close());
  return page;
}

const post = <T>(page: Page, path: string, form: Record<string, string> = {}) =>
  postAs<T>(page, spec.server.url, path, form);

async function stationId(page: Page): Promise<string> {
  const found = await post<{ list: { id: string }[] }>(page, '/lfscada/equipment/multi/query', {
    keyword: '1号泵站',
  });
  return found.list[0]?.id ?? '';
}

/** Counts the writes a page sends. */
function countWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/signal/writeVal')) writes += 1;
  });
  return () => writes;
}

const exactly = (label: string) => new RegExp(`^${label.split('').join('\\s*')}$`);

/** Opens the 1号泵站 signal form of 1#泵启停, in the page's language; the form's dialog. */
async function openPumpSignalForm(
  page: Page,
  id: string,
  words: { edit: string } = { edit: '编辑' },
): Promise<Locator> {
  await page.goto(`${spec.server.url}/manage/eg/equipment/edit/${id}?tab=signal`);
  await page.getByRole('button', { name: `${words.edit} 1#泵启停` }).click();
  return page.getByRole('dialog', { name: words.edit });
}

/** The tops of the given fields of the signal form, as the screen places them. */
async function tops(form: Locator, labels: readonly string[]): Promise<number[]> {
  return Promise.all(
    labels.map(async (label) => {
      const shown = form.locator('.ant-form-item-label label').getByText(label, { exact: true });
      return Math.round((await shown.boundingBox())?.y ?? -1);
    }),
  );
}

/**
 * The Modbus address block reads as a row beside the other fields, not one tall column: area,
 * address and data type side by side (Chinese labels; `labels` for another language).
 */
async function expectAddressInRows(
  form: Locator,
  labels: readonly string[] = ['寄存器区', '地址', '数据类型'],
): Promise<void> {
  const [area, ...others] = await tops(form, labels);
  expect(area).toBeGreaterThan(0);
  expect(others).toEqual(others.map(() => area));
}

const ENGLISH_ADDRESS = ['Area', 'Address', 'Data type'];

describe('the write rule on a phone', () => {
  it('a user without the write right sees the writes disabled with why, in zh and en', async () => {
    const admin = await window('admin', ADMIN_PASSWORD, 'zh-CN', DESK);
    await addViewer(admin, spec.server.url, (password) => window('view1', password, 'zh-CN', DESK));
    const id = await stationId(admin);
    for (const [locale, write, reason] of [
      ['zh-CN', '写入', '没有写入权限'],
      ['en', 'Write', 'No write permission'],
    ] as const) {
      const page = await window('view1', VIEWER_PASSWORD, locale, PHONE);
      const writes = countWrites(page);
      await page.goto(`${spec.server.url}/monitor/eg/detail/list/${id}/0`);
      const start = page.getByRole('button', { name: `${write} 1#泵启停` });
      await start.waitFor({ timeout: 20_000 });
      expect(await start.isDisabled()).toBe(true);
      // The reason is the button's own tooltip (its title), as the hover shows it.
      expect(await start.getAttribute('title')).toBe(reason);
      await start.click({ force: true });
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(writes()).toBe(0);
      await keepScreen(page, `first-hour-phone-refused-${locale === 'en' ? 'en' : 'zh'}`);
    }
  });

  it('a switch asks once and writes once; a setpoint writes without a question', async () => {
    for (const [locale, texts] of [
      ['zh-CN', { write: '写入', title: '确认写入', ok: '确定', done: '写入成功', close: '关闭' }],
      ['en', { write: 'Write', title: 'Confirm write', ok: 'OK', done: 'Written', close: 'Close' }],
    ] as const) {
      const page = await window('admin', ADMIN_PASSWORD, locale, PHONE);
      const writes = countWrites(page);
      await page.goto(`${spec.server.url}/monitor/eg/detail/list/${await stationId(page)}/0`);
      await page.getByRole('button', { name: `${texts.write} 1#泵启停` }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`1#泵启停`) }).first();
      await dialog.getByRole('button', { name: exactly(texts.write) }).click();
      const confirm = page.getByRole('dialog', { name: texts.title });
      await confirm.waitFor();
      expect(await confirm.count()).toBe(1);
      const suffix = locale === 'en' ? 'en' : 'zh';
      await keepScreen(page, `first-hour-phone-confirm-${suffix}`);
      await confirm.getByRole('button', { name: exactly(texts.ok) }).click();
      await page.getByText(new RegExp(texts.done)).first().waitFor({ timeout: 30_000 });
      expect(writes()).toBe(1);
      expect(await page.getByRole('dialog', { name: texts.title }).count()).toBe(0);
      await page
        .getByRole('button', { name: exactly(texts.close) })
        .last()
        .click();

      await page.getByRole('button', { name: `${texts.write} 2#罐液位设定` }).click();
      const setpoint = page.getByRole('dialog', { name: /2#罐液位设定/ }).first();
      await setpoint.getByRole('textbox').fill('2.5');
      await setpoint.getByRole('button', { name: exactly(texts.write) }).click();
      await setpoint.getByText(new RegExp(texts.done)).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('dialog', { name: texts.title }).count()).toBe(0);
      expect(writes()).toBe(2);
      await keepScreen(page, `first-hour-phone-setpoint-${suffix}`);
    }
  });
});

describe('a monitoring page’s write confirmation', () => {
  it('names the value as the signal table does (开/On, not 1), and cancelling sends nothing', async () => {
    for (const [locale, texts] of [
      ['zh-CN', { title: '确认写入', question: '确定写入 开 吗？', cancel: '取消', suffix: 'zh' }],
      ['en', { title: 'Confirm write', question: 'Write On?', cancel: 'Cancel', suffix: 'en' }],
    ] as const) {
      const page = await window('admin', ADMIN_PASSWORD, locale, DESK);
      const writes = countWrites(page);
      await page.goto(await demoPageUrl(page, spec.server.url));
      await clickPump1Start(page);
      const confirm = page.getByRole('dialog', { name: texts.title });
      await confirm.getByText(texts.question, { exact: true }).waitFor();
      await keepScreen(page, `first-hour-page-confirm-${texts.suffix}`);
      await confirm.getByRole('button', { name: exactly(texts.cancel) }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(writes()).toBe(0);
    }
  });
});

describe('the administrator decides a signal’s confirmation', () => {
  it('set to "do not confirm" in the signal form, the switch writes without a question', async () => {
    const admin = await window('admin', ADMIN_PASSWORD, 'zh-CN', DESK);
    const id = await stationId(admin);
    const form = await openPumpSignalForm(admin, id);
    await expectAddressInRows(form);
    await form.getByLabel('写入前确认').click();
    await admin.locator('.ant-select-item-option[title="不确认"]').click();
    await keepScreen(admin, 'first-hour-signal-confirm-setting-zh');
    await form.getByRole('button', { name: exactly('保存') }).click();
    await form.waitFor({ state: 'detached' });

    const english = await window('admin', ADMIN_PASSWORD, 'en', DESK);
    const writes = countWrites(english);
    await english.goto(`${spec.server.url}/monitor/eg/detail/list/${id}/0`);
    await english.getByRole('button', { name: 'Write 1#泵启停' }).click();
    const dialog = english.getByRole('dialog', { name: /1#泵启停/ }).first();
    await dialog.getByRole('button', { name: exactly('Write') }).click();
    await dialog.getByText(/Written/).waitFor({ timeout: 30_000 });
    expect(await english.getByRole('dialog', { name: 'Confirm write' }).count()).toBe(0);
    expect(writes()).toBe(1);
    await keepScreen(english, 'first-hour-signal-confirm-off-en');
  });
});

describe('the signal form', () => {
  it('lays the address out in rows in English, and one field a row on a phone', async () => {
    const english = await window('admin', ADMIN_PASSWORD, 'en', DESK);
    const id = await stationId(english);
    const form = await openPumpSignalForm(english, id, { edit: 'Edit' });
    await expectAddressInRows(form, ENGLISH_ADDRESS);
    await keepScreen(english, 'first-hour-signal-form-en');

    const phone = await window('admin', ADMIN_PASSWORD, 'zh-CN', PHONE);
    const narrow = await openPumpSignalForm(phone, id);
    const [area = 0, address = 0, dataType = 0] = await tops(narrow, [
      '寄存器区',
      '地址',
      '数据类型',
    ]);
    expect(address).toBeGreaterThan(area);
    expect(dataType).toBeGreaterThan(address);
    // Nothing runs past the dialog's right edge.
    const body = narrow.locator('.ant-modal-body');
    expect(await body.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await keepScreen(phone, 'first-hour-signal-form-phone-zh');
  });
});

describe('an alarm rule’s English text', () => {
  it('the English reader sees the English text, the Chinese reader the typed one', async () => {
    await lowerTankLimit(spec.browser, spec.server.url, '1#罐液位过高', 'Tank 1 level too high');
    const english = await window('demo', DEMO_PASSWORD, 'en', PHONE);
    await english.goto(`${spec.server.url}/alarm/summary`);
    await english.getByText('Tank 1 level too high').first().waitFor({ timeout: 30_000 });
    expect(await english.getByText('1#罐液位过高').count()).toBe(0);
    await keepScreen(english, 'first-hour-alarm-text-en');
    const chinese = await window('demo', DEMO_PASSWORD, 'zh-CN', DESK);
    await chinese.goto(`${spec.server.url}/alarm/summary`);
    await chinese.getByText('1#罐液位过高').first().waitFor({ timeout: 30_000 });
    expect(await chinese.getByText('Tank 1 level too high').count()).toBe(0);
    await keepScreen(chinese, 'first-hour-alarm-text-zh');
  });
});

describe('the equipment list', () => {
  it('its live cards share one socket, at desk and phone width', async () => {
    for (const [locale, size, suffix] of [
      ['zh-CN', DESK, 'zh'],
      ['en', PHONE, 'en'],
    ] as const) {
      const page = await window('demo', DEMO_PASSWORD, locale, size);
      const sockets: string[] = [];
      let pushes = 0;
      page.on('websocket', (socket) => {
        if (!socket.url().includes('/ws/eg/signal/subscribe/')) return;
        sockets.push(socket.url());
        socket.on('framereceived', () => (pushes += 1));
      });
      await page.goto(`${spec.server.url}/monitor/eg/list`);
      const cards = page.getByTestId('equipment-card');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      // Every card shows live numbers over the one socket.
      await expect
        .poll(
          () =>
            cards.evaluateAll(
              (all) =>
                all.filter((card) =>
                  /\d/.test(card.querySelector('[data-testid="key-value"] dd')?.textContent ?? ''),
                ).length,
            ),
          { timeout: 30_000 },
        )
        .toBe(await cards.count());
      // The first numbers come with the cards' query; the socket opens after its token is
      // fetched, so it is counted once it has pushed.
      await expect.poll(() => pushes, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(sockets).toHaveLength(1);
      await keepScreen(page, `first-hour-card-list-${suffix}`);
    }
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { keepScreen } from './screens';
import { startServer, type RunningServer } from './server';
import { waitForPath } from './navigation';
import { canvasPoint, chooseOption, drawWidget } from './designerPage';
import { logIn, loggedInWindow } from './login';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Post = <T>(path: string, form?: Record<string, string>) => Promise<T>;

function poster(context: BrowserContext): Post {
  return async <T>(path: string, form: Record<string, string> = {}) => {
    const response = await context.request.post(`${server.url}${path}`, { form });
    const envelope = (await response.json()) as { code: number | string; data: T };
    expect(Number(envelope.code), path).toBe(200);
    return envelope.data;
  };
}

const MODEL_SIGNALS = '型号 LF-EG100 的信号（按名称绑定）';

/** Binds the selected widget to a signal *name* of the model. */
async function bindName(page: Page, signal: string) {
  await page.getByRole('tab', { name: '数据' }).click();
  await chooseOption(page, '设备', MODEL_SIGNALS);
  await chooseOption(page, '变量', signal, true);
  await expect
    .poll(() => page.getByTestId('binding-current').textContent())
    .toContain(signal.replace(/ \(.*\)$/, ''));
}

/** What the two data texts of the monitor's template tab show. */
async function templateValues(page: Page): Promise<string[]> {
  const tab = page.getByTestId('model-template-tab');
  return tab.locator('[data-widget-type="UsualDataText"]').allTextContents();
}

describe('page templates per equipment model', () => {
  it('one template bound by signal names shows each pump station its own live values and follows edits', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await logIn(page, server.url, 'admin');
    const post = poster(context);

    // The demo's two pump stations are of model LF-EG100; the model is made from station 1.
    const stations: string[] = [];
    for (const name of ['1号泵站', '2号泵站']) {
      const found = await post<{ list: { id: string }[] }>('/lfscada/equipment/multi/query', {
        keyword: name,
      });
      stations.push(found.list[0]?.id ?? '');
    }
    const [one = '', two = ''] = stations;
    const model = await post<{ id: string }>('/lfscada/system/model/add', {
      name: 'LF-EG100',
      fromEquipmentId: one,
    });

    // Each station gets setpoints of its own, written through the product.
    const written: [string, Record<string, string>][] = [
      [one, { '2#罐液位设定': '1.5', '1#泵转速设定': '31' }],
      [two, { '2#罐液位设定': '3.5', '1#泵转速设定': '72' }],
    ];
    for (const [equipmentId, values] of written) {
      await post('/lfscada/monitor/multi/open', { equipmentId, delay: '600' });
      const live = () =>
        post<{ name: string; signalId: string; value: unknown }[]>(
          '/lfscada/monitor/multi/signal/query',
          { equipmentId },
        );
      await expect
        .poll(async () => (await live()).find((s) => s.name === '1#罐液位')?.value ?? null, {
          timeout: 30_000,
        })
        .not.toBeNull();
      for (const [name, value] of Object.entries(values)) {
        const signal = (await live()).find((s) => s.name === name);
        if (!signal) throw new Error(`no ${name} in the demo`);
        await post('/lfscada/monitor/multi/signal/writeVal', {
          equipmentId,
          signalId: signal.signalId,
          value,
        });
      }
      await expect
        .poll(
          async () => {
            const now = await live();
            return Object.keys(values).map((n) => String(now.find((s) => s.name === n)?.value));
          },
          { timeout: 30_000 },
        )
        .toEqual(Object.values(values));
    }

    // "Design as template for model LF-EG100", from the model list
    await page.goto(`${server.url}/manage/system/model`);
    await page.getByTestId(`model-templates-${model.id}`).click();
    await waitForPath(page, (url) => url.pathname === `/manage/eg/modelPage/${model.id}`);
    await page.getByTestId('template-add').click();
    await page.getByTestId('designer-canvas').waitFor();

    // A title, and two data texts bound by name: the level setpoint and the pump speed
    await drawWidget(page, '文本', [80, 20], [400, 50]);
    await page.getByRole('tab', { name: '组件属性' }).click();
    await page.getByLabel('文字', { exact: true }).fill('泵站设定值（型号模板）');
    await page.getByLabel('文字', { exact: true }).press('Enter');
    await drawWidget(page, '数据文本', [80, 80], [240, 120]);
    await bindName(page, '2#罐液位设定 (m)');
    await drawWidget(page, '数据文本', [80, 160], [240, 200]);
    await bindName(page, '1#泵转速设定 (%)');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    // Both stations have both names
    const coverage = page.getByTestId('template-coverage');
    await coverage.waitFor();
    expect(await coverage.getByText('信号齐全').count()).toBe(2);
    await keepScreen(page, 'model-template-designer-zh');

    // Each station's monitor opens on the template, with its own values
    const monitor = await context.newPage();
    const expectValues = async (equipmentId: string, values: string[]) => {
      await monitor.goto(`${server.url}/monitor/eg/detail/list/${equipmentId}/0`);
      await monitor.getByTestId('model-template-tab').waitFor();
      await expect
        .poll(() => monitor.getByRole('tab', { selected: true }).textContent())
        .toBe('型号模板页面');
      await expect.poll(() => templateValues(monitor), { timeout: 30_000 }).toEqual(values);
    };
    await expectValues(one, ['1.5', '31']);
    await keepScreen(monitor, 'model-template-monitor-zh');
    await expectValues(two, ['3.5', '72']);

    // Edit the template: the first text shows the pump speed; both stations follow.
    const first = await canvasPoint(page, 160, 100);
    await page.mouse.click(first.x, first.y);
    await bindName(page, '1#泵转速设定 (%)');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect
      .poll(() => page.getByTestId('designer-status').textContent())
      .not.toContain('未保存');
    await expectValues(one, ['31', '31']);
    await expectValues(two, ['72', '72']);

    // Station 2's speed signal is renamed: its widgets say "signal not found", the designer
    // lists the missing name; renamed back, the station's page binds it again by itself.
    const renameSpeed = async (from: string, to: string) => {
      const signals = await post<Record<string, unknown>[]>(
        '/lfscada/equipment/multi/signal/query',
        { equipmentId: two },
      );
      const speed = signals.find((s) => s.name === from);
      if (!speed) throw new Error(`no ${from} on station 2`);
      const fields: Record<string, string> = {};
      for (const key of ['id', 'unit', 'area', 'address', 'dataType', 'wordOrder']) {
        fields[key] = String(speed[key]);
      }
      for (const key of ['scale', 'offset', 'access']) fields[key] = String(speed[key]);
      if (speed.min !== null) fields.min = String(speed.min);
      if (speed.max !== null) fields.max = String(speed.max);
      fields.alarmRules = JSON.stringify(speed.alarmRules ?? []);
      await post('/lfscada/equipment/multi/signal/edit', { ...fields, name: to });
    };
    await renameSpeed('1#泵转速设定', '1#泵转速给定');
    await monitor.goto(`${server.url}/monitor/eg/detail/list/${two}/0`);
    await monitor.getByTestId('template-missing').waitFor();
    const notFound = monitor
      .getByTestId('model-template-tab')
      .getByText('信号未找到：1#泵转速设定');
    await notFound.first().waitFor();
    expect(await notFound.count()).toBe(2);
    await keepScreen(monitor, 'model-template-not-found-zh');
    await page.reload();
    await page.getByTestId('template-coverage').getByText('缺少：1#泵转速设定').waitFor();
    await renameSpeed('1#泵转速给定', '1#泵转速设定');
    await expectValues(two, ['72', '72']);
    expect(await monitor.getByTestId('template-missing').count()).toBe(0);

    // The same page in English
    const { context: english, page: en } = await loggedInWindow(browser, server.url, 'admin', {
      height: 720,
      locale: 'en',
    });
    await en.goto(`${server.url}/monitor/eg/detail/list/${two}/0`);
    await en.getByTestId('model-template-tab').waitFor();
    await expect.poll(() => templateValues(en), { timeout: 30_000 }).toEqual(['72', '72']);
    expect(await en.getByRole('tab', { selected: true }).textContent()).toBe('Model page');
    await keepScreen(en, 'model-template-monitor-en');
    await en.goto(`${server.url}/manage/eg/modelPage/${model.id}`);
    await en.getByTestId('designer-canvas').waitFor();
    await en.getByTestId('template-coverage').getByText('All signals found').first().waitFor();
    await keepScreen(en, 'model-template-designer-en');
    await english.close();
    await context.close();
  });
});

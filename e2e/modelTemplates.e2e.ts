import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreen } from './screens';
import { waitForPath } from './navigation';
import { canvasPoint, chooseOption, drawWidget, savePage } from './designerPage';
import { loggedInWindow } from './login';
import { serverAndBrowser } from './specServer';
import { openEquipment, tankLevelArrived } from './demoPlantPage';
import { poster } from './viewerAccount';

const spec = serverAndBrowser();

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
    const { context, page } = await loggedInWindow(spec, 'admin', { height: 720 });
    const post = poster(context, spec.server.url);

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
      const station = await openEquipment(post, equipmentId);
      await tankLevelArrived(station);
      for (const [name, value] of Object.entries(values)) await station.write(name, value);
      await expect
        .poll(
          async () => {
            const now = await station.values();
            return Object.keys(values).map((n) => String(now.find((s) => s.name === n)?.value));
          },
          { timeout: 30_000 },
        )
        .toEqual(Object.values(values));
    }

    // "Design as template for model LF-EG100", from the model list
    await page.goto(`${spec.server.url}/manage/system/model`);
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
      await monitor.goto(`${spec.server.url}/monitor/eg/detail/list/${equipmentId}/0`);
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
    await savePage(page);
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
    await monitor.goto(`${spec.server.url}/monitor/eg/detail/list/${two}/0`);
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
    const { context: english, page: en } = await loggedInWindow(spec, 'admin', {
      height: 720,
      locale: 'en',
    });
    await en.goto(`${spec.server.url}/monitor/eg/detail/list/${two}/0`);
    await en.getByTestId('model-template-tab').waitFor();
    await expect.poll(() => templateValues(en), { timeout: 30_000 }).toEqual(['72', '72']);
    expect(await en.getByRole('tab', { selected: true }).textContent()).toBe('Model page');
    await keepScreen(en, 'model-template-monitor-en');
    await en.goto(`${spec.server.url}/manage/eg/modelPage/${model.id}`);
    await en.getByTestId('designer-canvas').waitFor();
    await en.getByTestId('template-coverage').getByText('All signals found').first().waitFor();
    await keepScreen(en, 'model-template-designer-en');
    await english.close();
    await context.close();
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentHandle } from '@lf/agent';
import { startSimulator, type SimulatorHandle } from '@lf/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { logIn } from './login';
import {
  addEquipment,
  addGatewayAndDownload,
  openDialog,
  runAgentUntilOnline,
  gatewayBench,
} from './gateways';

const bench = gatewayBench('admin', { width: 1280, height: 720 });
let simulator: SimulatorHandle;
let agent: AgentHandle | undefined;

// Two good signals of the simulated plant and one row with an address past 65535.
const SIGNALS_CSV = [
  'name,unit,area,address,dataType,scale,access,min,max',
  '泵转速,%,holding,2,uint16,1,rw,0,100',
  '坏地址,m,holding,99999,uint16,1,r,,',
  '液位设定,m,holding,0,float32,1,rw,0.5,4.5',
].join('\n');

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', seed: 7 });
});
afterAll(async () => {
  await agent?.stop();
  await simulator?.stop();
});

const button = (name: RegExp) => bench.page.getByRole('button', { name });
const dialog = () => openDialog(bench.page);
const popconfirm = () => bench.page.locator('.ant-popconfirm:visible');
const liveValue = (name: string) => bench.page.getByTestId(`value-${name}`);

async function chooseOption(option: string) {
  await dialog().getByRole('combobox').click();
  await bench.page
    .locator('.ant-select-dropdown:visible')
    .getByText(option, { exact: true })
    .click();
}

describe('administration: an administrator puts a Modbus device online', () => {
  it('logs in as administrator', async () => {
    await logIn(bench.page, bench.server.url, 'admin');
  });

  it('creates the equipment and points its driver at the simulator', async () => {
    await addEquipment(bench.page, bench.server.url, async () => {
      await bench.page.getByLabel('设备名称').fill('E2E泵站');
      await bench.page.getByLabel('位置').fill('一号车间');
      await bench.page.getByLabel('纬度').fill('31.23');
      await bench.page.getByLabel('经度').fill('121.47');
    });
    await bench.page.getByLabel('主机地址').fill('127.0.0.1');
    await bench.page.getByLabel('端口').fill(String(simulator.port));
    await bench.page.getByLabel('采集周期（毫秒）').fill('200');
    await button(/保\s*存/).click();
    await bench.page.getByText('配置已保存，并已下发到在线网关').waitFor();
  });

  it('imports the signals from a CSV file: the bad row is reported, the rest imported', async () => {
    await bench.page.getByRole('tab', { name: '变量' }).click();
    const file = join(bench.work, 'signals.csv');
    writeFileSync(file, SIGNALS_CSV);
    await bench.page.locator('input[type=file]').setInputFiles(file);
    const preview = bench.page.getByTestId('import-preview');
    await preview.getByText('将新增 2 个，更新 0 个，0 个不变，1 行有错误').waitFor();
    const dialog = bench.page.getByRole('dialog');
    await dialog.getByRole('cell', { name: '取值无效' }).waitFor();
    await dialog.getByRole('cell', { name: '99999' }).waitFor();
    await dialog.getByRole('button', { name: /导\s*入/ }).click();
    const result = bench.page.getByTestId('import-result');
    await result.getByText('已新增 2 个变量，更新 0 个；1 行未导入').waitFor();
    await expect
      .poll(() => result.locator('tbody tr').first().textContent())
      .toMatch(/^3地址 \(address\)/);
    await bench.page.getByRole('cell', { name: '泵转速', exact: true }).waitFor();
    await bench.page.getByRole('cell', { name: '液位设定', exact: true }).waitFor();
    expect(await bench.page.getByRole('cell', { name: '坏地址' }).count()).toBe(0);
    await screenshot(bench.page, 'admin-signal-import');
  });

  it('re-imports an edited file: the preview names what changes, update mode changes it', async () => {
    const file = join(bench.work, 'signals-edited.csv');
    writeFileSync(file, SIGNALS_CSV.replace('液位设定,m,', '液位设定,cm,'));
    await bench.page.locator('input[type=file]').setInputFiles(file);
    const dialog = bench.page.getByRole('dialog');
    await dialog.getByText('将新增 0 个，更新 1 个，1 个不变，1 行有错误').waitFor();
    await dialog.getByRole('row', { name: '液位设定 单位 (unit)' }).waitFor();
    await screenshot(bench.page, 'admin-signal-import-preview');
    await dialog.getByText('跳过（仅新增）', { exact: true }).click();
    await dialog.getByText('将新增 0 个，更新 0 个，0 个不变，3 行有错误').waitFor();
    await dialog
      .getByRole('cell', { name: /设备已有同名变量/ })
      .first()
      .waitFor();
    expect(await dialog.getByRole('button', { name: /导\s*入/ }).isDisabled()).toBe(true);
    await dialog.getByText('按文件更新', { exact: true }).click();
    await dialog.getByText('将新增 0 个，更新 1 个，1 个不变，1 行有错误').waitFor();
    await dialog.getByRole('button', { name: /导\s*入/ }).click();
    await bench.page
      .getByTestId('import-result')
      .getByText('已新增 0 个变量，更新 1 个；1 行未导入')
      .waitFor();
    await bench.page.getByRole('row', { name: /液位设定.*cm/ }).waitFor();
  });

  it('creates a gateway, downloads its configuration and runs an agent with it', async () => {
    const downloaded = await addGatewayAndDownload(bench.page, bench.server.url, bench.work, {
      code: 'gw-e2e',
      name: 'E2E网关',
    });
    expect(downloaded).toMatchObject({ gatewayId: 'gw-e2e', username: 'gw-e2e' });
    agent = await runAgentUntilOnline(bench.page, downloaded, join(bench.work, 'buffer'));
  });

  it('binds the equipment to the gateway, which starts polling it without a restart', async () => {
    const row = bench.page.getByRole('row').filter({ hasText: 'gw-e2e' });
    await row.getByRole('button', { name: '绑定设备' }).click();
    await chooseOption('E2E泵站');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await row.getByText('E2E泵站').waitFor();
    await screenshot(bench.page, 'admin-gateway-online');

    await bench.page.goto(`${bench.server.url}/manage/eg/equipment/list`);
    const equipment = bench.page.getByRole('row').filter({ hasText: 'E2E泵站' });
    await equipment.getByText('在线').waitFor({ timeout: 15_000 });
    await equipment.getByRole('link', { name: '编辑' }).click();
    await bench.page.getByRole('tab', { name: '变量' }).click();
    await expect.poll(() => liveValue('泵转速').textContent(), { timeout: 15_000 }).toBe('80');
    await expect.poll(() => liveValue('液位设定').textContent(), { timeout: 15_000 }).toBe('3');
  });

  it("edits a signal's scale and sees the live value follow", async () => {
    await bench.page.getByRole('button', { name: '编辑 泵转速' }).click();
    await dialog().getByLabel('系数').fill('0.5');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await expect.poll(() => liveValue('泵转速').textContent(), { timeout: 15_000 }).toBe('40');
    await screenshot(bench.page, 'admin-signal-scaled');

    const equipmentId = /edit\/([^/?]+)/.exec(bench.page.url())?.[1] ?? '';
    await bench.page.goto(`${bench.server.url}/monitor/eg/detail/list/${equipmentId}/0`);
    const monitored = bench.page.locator('[data-signal-name="泵转速"]');
    await expect.poll(() => monitored.textContent(), { timeout: 15_000 }).toMatch(/^40(\.0+)?\b/);
    await screenshot(bench.page, 'admin-monitor-value');
  });

  it('deletes the equipment after confirming, keeping its history until purged', async () => {
    await bench.page.goto(`${bench.server.url}/manage/eg/equipment/list`);
    const equipment = bench.page.getByRole('row').filter({ hasText: 'E2E泵站' });
    await equipment.getByRole('button', { name: /删\s*除/ }).click();
    await popconfirm().getByText('历史数据保留').waitFor();
    await popconfirm()
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect.poll(() => equipment.count()).toBe(0);
    await button(/已删除设备/).click();
    await dialog().getByRole('cell', { name: 'E2E泵站' }).waitFor();
    await screenshot(bench.page, 'admin-deleted');
  });
});

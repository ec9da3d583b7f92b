import type { AgentHandle } from '@lf/agent';
import { startFakeS7Plc, type FakeS7Plc } from '@lf/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { logIn } from './login';
import { addGatewayEquipment, openDialog, gatewayBench, startGatewayAgent } from './gateways';

const bench = gatewayBench('s7');
let plc: FakeS7Plc;
let agent: AgentHandle | undefined;

beforeAll(async () => {
  plc = await startFakeS7Plc();
});
afterAll(async () => {
  await agent?.stop();
  await plc?.stop();
});

const button = (name: RegExp) => bench.page.getByRole('button', { name });
const dialog = () => openDialog(bench.page);
const liveValue = (name: string) => bench.page.getByTestId(`value-${name}`);

describe('S7: an engineer connects a Siemens PLC by S7 address', () => {
  it('runs a gateway agent with the configuration the console hands out', async () => {
    await logIn(bench.page, bench.server.url, 'admin');
    agent = await startGatewayAgent(bench, { code: 'gw-s7', name: '泵站网关' });
  });

  it('adds an S7 equipment with the PLC’s host, rack and slot from the driver tab', async () => {
    await addGatewayEquipment(bench.page, bench.server.url, {
      name: '泵站PLC',
      gateway: '泵站网关',
      protocol: '西门子 S7',
    });
    await bench.page.getByLabel('主机地址').fill('127.0.0.1');
    await bench.page.getByLabel('端口').fill(String(plc.port));
    await bench.page.getByLabel('槽号').fill('1');
    await bench.page.getByLabel('采集周期（毫秒）').fill('200');
    await screenshot(bench.page, 's7-driver');
    await button(/保\s*存/).click();
    await bench.page.getByText('配置已保存，并已下发到在线网关').waitFor();
  });

  it('adds S7 signals by address, refused with the rule a bad address breaks', async () => {
    await bench.page.getByRole('tab', { name: '变量' }).click();
    // The table shows the S7 address, not Modbus register columns.
    await bench.page.getByRole('columnheader', { name: 'S7 地址' }).waitFor();
    expect(await bench.page.getByRole('columnheader', { name: '寄存器区' }).count()).toBe(0);

    await button(/新\s*增/).click();
    await dialog().getByLabel('变量名称').fill('出口压力');
    await dialog().getByLabel('S7 地址').fill('DB1,X4');
    await dialog().getByText('位地址需写明位号').waitFor();
    await dialog().getByLabel('S7 地址').fill('db1,real4');
    await dialog().getByTestId('s7-type').getByText('S7 类型 REAL，按 float32 传输').waitFor();
    await screenshot(bench.page, 's7-signal-form');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await bench.page.getByRole('cell', { name: 'DB1,REAL4' }).waitFor();

    await button(/新\s*增/).click();
    await dialog().getByLabel('变量名称').fill('压力设定');
    await dialog().getByLabel('S7 地址').fill('MW20');
    await dialog().getByLabel('系数').fill('0.01');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await bench.page.getByRole('cell', { name: 'MW20' }).waitFor();
  });

  it('sees the PLC’s values live, scaled', async () => {
    await expect.poll(() => liveValue('出口压力').textContent(), { timeout: 20_000 }).toBe('4.25');
    await expect.poll(() => liveValue('压力设定').textContent(), { timeout: 20_000 }).toBe('5');
    await screenshot(bench.page, 's7-signals-live');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentHandle } from '@lf/agent';
import { startFakeS7Plc, type FakeS7Plc } from '@lf/simulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './browser';
import { startServer, type RunningServer } from './server';
import { logIn } from './login';
import {
  addEquipment,
  addGatewayAndDownload,
  chooseIn,
  openDialog,
  runAgentUntilOnline,
} from './gateways';

let server: RunningServer;
let browser: Browser;
let plc: FakeS7Plc;
let agent: AgentHandle | undefined;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'lf-s7-e2e-'));

beforeAll(async () => {
  server = await startServer({ LF_DEMO: 'off' });
  plc = await startFakeS7Plc();
  browser = await launchBrowser();
  const context = await newContext(browser, {
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await agent?.stop();
  await browser?.close();
  await plc?.stop();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const button = (name: RegExp) => page.getByRole('button', { name });
const dialog = () => openDialog(page);
const liveValue = (name: string) => page.getByTestId(`value-${name}`);

describe('S7: an engineer connects a Siemens PLC by S7 address', () => {
  it('runs a gateway agent with the configuration the console hands out', async () => {
    await logIn(page, server.url, 'admin');
    const config = await addGatewayAndDownload(page, server.url, work, {
      code: 'gw-s7',
      name: '泵站网关',
    });
    agent = await runAgentUntilOnline(page, config, join(work, 'buffer'));
  });

  it('adds an S7 equipment with the PLC’s host, rack and slot from the driver tab', async () => {
    await addEquipment(page, server.url, async () => {
      await page.getByLabel('设备名称').fill('泵站PLC');
      await chooseIn(page, '所属网关', '泵站网关');
    });
    await chooseIn(page, '通讯协议', '西门子 S7');
    await page.getByLabel('主机地址').fill('127.0.0.1');
    await page.getByLabel('端口').fill(String(plc.port));
    await page.getByLabel('槽号').fill('1');
    await page.getByLabel('采集周期（毫秒）').fill('200');
    await screenshot(page, 's7-driver');
    await button(/保\s*存/).click();
    await page.getByText('配置已保存，并已下发到在线网关').waitFor();
  });

  it('adds S7 signals by address, refused with the rule a bad address breaks', async () => {
    await page.getByRole('tab', { name: '变量' }).click();
    // The table shows the S7 address, not Modbus register columns.
    await page.getByRole('columnheader', { name: 'S7 地址' }).waitFor();
    expect(await page.getByRole('columnheader', { name: '寄存器区' }).count()).toBe(0);

    await button(/新\s*增/).click();
    await dialog().getByLabel('变量名称').fill('出口压力');
    await dialog().getByLabel('S7 地址').fill('DB1,X4');
    await dialog().getByText('位地址需写明位号').waitFor();
    await dialog().getByLabel('S7 地址').fill('db1,real4');
    await dialog().getByTestId('s7-type').getByText('S7 类型 REAL，按 float32 传输').waitFor();
    await screenshot(page, 's7-signal-form');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByRole('cell', { name: 'DB1,REAL4' }).waitFor();

    await button(/新\s*增/).click();
    await dialog().getByLabel('变量名称').fill('压力设定');
    await dialog().getByLabel('S7 地址').fill('MW20');
    await dialog().getByLabel('系数').fill('0.01');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByRole('cell', { name: 'MW20' }).waitFor();
  });

  it('sees the PLC’s values live, scaled', async () => {
    await expect.poll(() => liveValue('出口压力').textContent(), { timeout: 20_000 }).toBe('4.25');
    await expect.poll(() => liveValue('压力设定').textContent(), { timeout: 20_000 }).toBe('5');
    await screenshot(page, 's7-signals-live');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentHandle } from '@lf/agent';
import { startOpcuaSimulator, type OpcuaSimulatorHandle } from '@lf/simulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './browser';
import { startServer, type RunningServer } from './server';
import { logIn } from './login';
import { addEquipment, addGatewayAndDownload, chooseIn, runAgentUntilOnline } from './gateways';

let server: RunningServer;
let browser: Browser;
let simulator: OpcuaSimulatorHandle;
let agent: AgentHandle | undefined;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'lf-opcua-e2e-'));

beforeAll(async () => {
  server = await startServer({ LF_DEMO: 'off' });
  simulator = await startOpcuaSimulator({ seed: 9 });
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
  await simulator?.stop();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const button = (name: RegExp) => page.getByRole('button', { name });
const liveValue = (name: string) => page.getByTestId(`value-${name}`);

describe('OPC UA: an engineer connects a PLC by browsing its server', () => {
  it('runs a gateway agent with the configuration the console hands out', async () => {
    await logIn(page, server.url, 'admin');
    const config = await addGatewayAndDownload(page, server.url, work, {
      code: 'gw-opcua',
      name: '增压站网关',
    });
    agent = await runAgentUntilOnline(page, config, join(work, 'buffer'));
  });

  it('adds an OPC UA equipment on that gateway with the server’s endpoint', async () => {
    await addEquipment(page, server.url, async () => {
      await page.getByLabel('设备名称').fill('增压站PLC');
      await chooseIn(page, '所属网关', '增压站网关');
    });
    await chooseIn(page, '通讯协议', 'OPC UA');
    await page.getByLabel('服务器地址（Endpoint URL）').fill(simulator.endpointUrl);
    await button(/保\s*存/).click();
    await page.getByText('配置已保存，并已下发到在线网关').waitFor();
  });

  it('browses the server’s nodes and imports three as signals in one step', async () => {
    await page.getByRole('tab', { name: '变量' }).click();
    await button(/浏览 OPC UA 节点/).click();
    const browser = page.getByRole('dialog', { name: '浏览 OPC UA 服务器' });
    await browser.getByText('BoosterStation', { exact: true }).click({ timeout: 20_000 });
    await browser.getByText('Pump1', { exact: true }).click();
    await browser.getByRole('cell', { name: 'Int16' }).waitFor();
    await screenshot(page, 'opcua-browse');
    for (const name of ['Running', 'Speed', 'Flow']) {
      await browser.getByRole('checkbox', { name }).check();
    }
    await browser.getByRole('button', { name: /导入所选（3）/ }).click();
    await page.getByTestId('opcua-import-result').getByText('已导入 3 个变量').waitFor();
  });

  it('sees the three live and writes the speed reference', async () => {
    await expect.poll(() => liveValue('Pump1.Speed').textContent(), { timeout: 20_000 }).toBe('80');
    await expect
      .poll(() => liveValue('Pump1.Running').textContent(), { timeout: 20_000 })
      .toMatch(/^(开|关)$/);
    await expect
      .poll(() => liveValue('Pump1.Flow').textContent(), { timeout: 20_000 })
      .toMatch(/^\d/);
    await screenshot(page, 'opcua-signals-live');

    const equipmentId = /edit\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    await page.goto(`${server.url}/monitor/eg/detail/list/${equipmentId}/0`);
    await page.getByRole('button', { name: '写入 Pump1.Speed' }).click();
    const write = page.getByRole('dialog', { name: '写入“Pump1.Speed”' });
    await write.getByLabel('写入值').fill('65');
    // A number is a setpoint: its signal does not ask before writing.
    await write.getByRole('button', { name: /^写\s*入$/ }).click();
    await write.getByText('写入成功：65').waitFor({ timeout: 30_000 });
    await expect.poll(() => simulator.inputs().pump1Speed, { timeout: 20_000 }).toBe(65);
    const monitored = page.locator('[data-signal-name="Pump1.Speed"]');
    await expect.poll(() => monitored.textContent(), { timeout: 20_000 }).toMatch(/^65\b/);
  });
});

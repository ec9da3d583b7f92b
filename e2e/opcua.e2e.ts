import type { AgentHandle } from '@lf/agent';
import { startOpcuaSimulator, type OpcuaSimulatorHandle } from '@lf/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { logIn } from './login';
import { addGatewayEquipment, gatewayBench, startGatewayAgent } from './gateways';

const bench = gatewayBench('opcua');
let simulator: OpcuaSimulatorHandle;
let agent: AgentHandle | undefined;

beforeAll(async () => {
  simulator = await startOpcuaSimulator({ seed: 9 });
  // The config's hook timeout: starting the station also loads node-opcua, not the import.
});
afterAll(async () => {
  await agent?.stop();
  await simulator?.stop();
});

const button = (name: RegExp) => bench.page.getByRole('button', { name });
const liveValue = (name: string) => bench.page.getByTestId(`value-${name}`);

describe('OPC UA: an engineer connects a PLC by browsing its server', () => {
  it('runs a gateway agent with the configuration the console hands out', async () => {
    await logIn(bench.page, bench.server.url, 'admin');
    agent = await startGatewayAgent(bench, { code: 'gw-opcua', name: '增压站网关' });
  });

  it('adds an OPC UA equipment on that gateway with the server’s endpoint', async () => {
    await addGatewayEquipment(bench.page, bench.server.url, {
      name: '增压站PLC',
      gateway: '增压站网关',
      protocol: 'OPC UA',
    });
    await bench.page.getByLabel('服务器地址（Endpoint URL）').fill(simulator.endpointUrl);
    await button(/保\s*存/).click();
    await bench.page.getByText('配置已保存，并已下发到在线网关').waitFor();
  });

  it('browses the server’s nodes and imports three as signals in one step', async () => {
    await bench.page.getByRole('tab', { name: '变量' }).click();
    await button(/浏览 OPC UA 节点/).click();
    const browser = bench.page.getByRole('dialog', { name: '浏览 OPC UA 服务器' });
    await browser.getByText('BoosterStation', { exact: true }).click({ timeout: 20_000 });
    await browser.getByText('Pump1', { exact: true }).click();
    await browser.getByRole('cell', { name: 'Int16' }).waitFor();
    await screenshot(bench.page, 'opcua-browse');
    for (const name of ['Running', 'Speed', 'Flow']) {
      await browser.getByRole('checkbox', { name }).check();
    }
    await browser.getByRole('button', { name: /导入所选（3）/ }).click();
    await bench.page.getByTestId('opcua-import-result').getByText('已导入 3 个变量').waitFor();
  });

  it('sees the three live and writes the speed reference', async () => {
    await expect.poll(() => liveValue('Pump1.Speed').textContent(), { timeout: 20_000 }).toBe('80');
    await expect
      .poll(() => liveValue('Pump1.Running').textContent(), { timeout: 20_000 })
      .toMatch(/^(开|关)$/);
    await expect
      .poll(() => liveValue('Pump1.Flow').textContent(), { timeout: 20_000 })
      .toMatch(/^\d/);
    await screenshot(bench.page, 'opcua-signals-live');

    const equipmentId = /edit\/([^/?]+)/.exec(bench.page.url())?.[1] ?? '';
    await bench.page.goto(`${bench.server.url}/monitor/eg/detail/list/${equipmentId}/0`);
    await bench.page.getByRole('button', { name: '写入 Pump1.Speed' }).click();
    const write = bench.page.getByRole('dialog', { name: '写入“Pump1.Speed”' });
    await write.getByLabel('写入值').fill('65');
    // A number is a setpoint: its signal does not ask before writing.
    await write.getByRole('button', { name: /^写\s*入$/ }).click();
    await write.getByText('写入成功：65').waitFor({ timeout: 30_000 });
    await expect.poll(() => simulator.inputs().pump1Speed, { timeout: 20_000 }).toBe(65);
    const monitored = bench.page.locator('[data-signal-name="Pump1.Speed"]');
    await expect.poll(() => monitored.textContent(), { timeout: 20_000 }).toMatch(/^65\b/);
  });
});

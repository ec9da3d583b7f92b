import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAgent, type AgentHandle } from '@lf/agent';
import { agentConfig, type AgentConfig } from '@lf/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { downloadFrom, newContext } from './browser';
import { waitForPath } from './navigation';
import { serverAndBrowser, type SpecWorld } from './specServer';

/** A gateway spec's world: one engineer's window kept through the file, and a work folder. */
export interface GatewayBench extends SpecWorld {
  readonly page: Page;
  /** Where the downloaded configuration files and the agent's buffer go. */
  readonly work: string;
}

/**
 * The world of a spec in which an engineer connects equipment through gateways: a server
 * without the demo plant (its equipment would stand among theirs), a browser, and the one window
 * the tests walk in turn (a later test goes on where the one before left it). The work folder is
 * removed after the file.
 */
export function gatewayBench(
  name: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): GatewayBench {
  const spec = serverAndBrowser({ LF_DEMO: 'off' });
  const work = mkdtempSync(join(tmpdir(), `lf-${name}-e2e-`));
  let page: Page | undefined;
  beforeAll(async () => {
    const context = await newContext(spec.browser, { viewport, acceptDownloads: true });
    page = await context.newPage();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return {
    get server() {
      return spec.server;
    },
    get browser() {
      return spec.browser;
    },
    get page() {
      if (!page) throw new Error('the window opens in beforeAll');
      return page;
    },
    work,
  };
}

/** The dialog open on the screen (antd keeps closed ones in the page, hidden). */
export const openDialog = (page: Page) => page.locator('.ant-modal-wrap:visible');

/** Opens a select by its label and picks an option by its text. */
export async function chooseIn(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/**
 * Adds a gateway on the gateway screen and downloads the configuration file the console hands
 * out for it (into `workDir`), as an engineer setting up the gateway's computer does.
 */
export async function addGatewayAndDownload(
  page: Page,
  serverUrl: string,
  workDir: string,
  gateway: { readonly code: string; readonly name: string },
): Promise<AgentConfig> {
  await page.goto(`${serverUrl}/manage/eg/gateway`);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await openDialog(page).getByLabel('网关编号').fill(gateway.code);
  await openDialog(page).getByLabel('网关名称').fill(gateway.name);
  await openDialog(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await page.getByText('网关配置文件').waitFor();
  const download = await downloadFrom(page, /下载配置文件/);
  const file = join(workDir, `${gateway.code}.agent.json`);
  await download.saveAs(file);
  await page.keyboard.press('Escape');
  return agentConfig.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Adds a gateway, downloads its file and runs the agent with it until the gateway list shows it
 * online, as the engineer of `bench` does on the gateway's computer.
 */
export async function startGatewayAgent(
  bench: GatewayBench,
  gateway: { readonly code: string; readonly name: string },
): Promise<AgentHandle> {
  const config = await addGatewayAndDownload(bench.page, bench.server.url, bench.work, gateway);
  return runAgentUntilOnline(bench.page, config, join(bench.work, 'buffer'));
}

/** Adds an equipment on a gateway and picks its protocol on the driver tab the console opens. */
export async function addGatewayEquipment(
  page: Page,
  serverUrl: string,
  equipment: { readonly name: string; readonly gateway: string; readonly protocol: string },
): Promise<void> {
  await addEquipment(page, serverUrl, async () => {
    await page.getByLabel('设备名称').fill(equipment.name);
    await chooseIn(page, '所属网关', equipment.gateway);
  });
  await chooseIn(page, '通讯协议', equipment.protocol);
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs the gateway agent with a downloaded file; resolves once the gateway list shows it online. */
export async function runAgentUntilOnline(
  page: Page,
  config: AgentConfig,
  bufferDir: string,
): Promise<AgentHandle> {
  const agent = await startAgent(
    { ...config, buffer: { ...config.buffer, dir: bufferDir } },
    { logger: silent, reconnectPeriodMs: 500 },
  );
  await page.getByRole('row').filter({ hasText: config.gatewayId }).getByText('在线').waitFor({
    timeout: 15_000,
  });
  return agent;
}

/**
 * Adds an equipment from the equipment list (`fill` types its fields) and saves it: the console
 * then opens its driver tab, where the caller goes on.
 */
export async function addEquipment(
  page: Page,
  serverUrl: string,
  fill: () => Promise<void>,
): Promise<void> {
  await page.goto(`${serverUrl}/manage/eg/equipment/list`);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await waitForPath(page, (url) => url.pathname === '/manage/eg/equipment/add');
  await fill();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await waitForPath(
    page,
    (url) =>
      url.pathname.startsWith('/manage/eg/equipment/edit/') && url.search.includes('tab=driver'),
  );
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAgent, type AgentHandle } from '@lf/agent';
import { agentConfig, type AgentConfig } from '@lf/protocol';
import type { Page } from 'playwright-core';
import { waitForPath } from './navigation';

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
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载配置文件/ }).click();
  const file = join(workDir, `${gateway.code}.agent.json`);
  await (await download).saveAs(file);
  await page.keyboard.press('Escape');
  return agentConfig.parse(JSON.parse(readFileSync(file, 'utf8')));
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

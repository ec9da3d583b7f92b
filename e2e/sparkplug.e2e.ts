import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSparkplugEdgeNode, type SparkplugEdgeNode } from '@lf/simulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './browser';
import { startServer, type RunningServer } from './server';
import { logIn } from './login';
import { addGatewayAndDownload, openDialog } from './gateways';

let server: RunningServer;
let browser: Browser;
let node: SparkplugEdgeNode | undefined;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'lf-sparkplug-e2e-'));

beforeAll(async () => {
  server = await startServer({ LF_DEMO: 'off' });
  browser = await launchBrowser();
  const context = await newContext(browser, {
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await node?.close();
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const dialog = () => openDialog(page);
const gatewayRow = () => page.getByRole('row').filter({ hasText: 'edge-01' });
let credentials: { brokerUrl: string; password: string };

describe('Sparkplug B: an engineer lets another vendor’s edge node in', () => {
  it('creates the gateway the edge node will be', async () => {
    await logIn(page, server.url, 'admin');
    const config = await addGatewayAndDownload(page, server.url, work, {
      code: 'edge-01',
      name: '泵房边缘节点',
    });
    credentials = { brokerUrl: config.brokerUrl, password: config.password ?? '' };
    await gatewayRow().waitFor();
  });

  it('binds it to a Sparkplug group, the dialog naming the topics to publish on', async () => {
    await gatewayRow().getByRole('button', { name: 'Sparkplug B' }).click();
    await dialog().getByLabel('组编号（Group ID）').fill('Water Works');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await dialog().getByText('组编号只能包含字母、数字和 _ . : -', { exact: false }).waitFor();
    await dialog().getByLabel('组编号（Group ID）').fill('WaterWorks');
    await dialog().getByText('spBv1.0/WaterWorks/NBIRTH/edge-01').waitFor();
    await screenshot(page, 'sparkplug-bind');
    await dialog()
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await gatewayRow().getByText('WaterWorks').waitFor();
  });

  it('sees the equipment its birth makes, live, with the metrics’ names and units', async () => {
    node = await startSparkplugEdgeNode({
      url: credentials.brokerUrl,
      groupId: 'WaterWorks',
      edgeNodeId: 'edge-01',
      username: 'edge-01',
      password: credentials.password,
      nodeMetrics: [{ name: 'Uptime', type: 'Int64', value: 1 }],
      devices: {
        Pump1: [
          { name: 'Flow', type: 'Float', value: 12.5, unit: 'm³/h' },
          { name: 'Running', type: 'Boolean', value: true },
        ],
      },
    });
    await node.birth();
    await gatewayRow().getByText('在线').waitFor({ timeout: 15_000 });
    await gatewayRow().getByText('edge-01/Pump1').waitFor({ timeout: 15_000 });

    await page.goto(`${server.url}/monitor/eg/list`);
    await page.getByText('edge-01/Pump1').first().click();
    const flow = page.locator('[data-signal-name="Flow"]');
    await expect.poll(() => flow.textContent(), { timeout: 20_000 }).toMatch(/^12\.5/);
    await node.data('Pump1', { Flow: 17.25 });
    await expect.poll(() => flow.textContent(), { timeout: 20_000 }).toMatch(/^17\.25/);
    await screenshot(page, 'sparkplug-live');
  });
});

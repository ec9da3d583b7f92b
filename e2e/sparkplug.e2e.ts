import { startSparkplugEdgeNode, type SparkplugEdgeNode } from '@lf/simulators';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { logIn } from './login';
import { addGatewayAndDownload, openDialog, gatewayBench } from './gateways';

const bench = gatewayBench('sparkplug', { width: 1440, height: 900 });
let node: SparkplugEdgeNode | undefined;

afterAll(async () => {
  await node?.close();
});

const dialog = () => openDialog(bench.page);
const gatewayRow = () => bench.page.getByRole('row').filter({ hasText: 'edge-01' });
let credentials: { brokerUrl: string; password: string };

describe('Sparkplug B: an engineer lets another vendor’s edge node in', () => {
  it('creates the gateway the edge node will be', async () => {
    await logIn(bench.page, bench.server.url, 'admin');
    const config = await addGatewayAndDownload(bench.page, bench.server.url, bench.work, {
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
    await screenshot(bench.page, 'sparkplug-bind');
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

    await bench.page.goto(`${bench.server.url}/monitor/eg/list`);
    await bench.page.getByText('edge-01/Pump1').first().click();
    const flow = bench.page.locator('[data-signal-name="Flow"]');
    await expect.poll(() => flow.textContent(), { timeout: 20_000 }).toMatch(/^12\.5/);
    await node.data('Pump1', { Flow: 17.25 });
    await expect.poll(() => flow.textContent(), { timeout: 20_000 }).toMatch(/^17\.25/);
    await screenshot(bench.page, 'sparkplug-live');
  });
});

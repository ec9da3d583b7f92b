import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startSparkplugEdgeNode, type SparkplugEdgeNode } from '@lf/simulators';
import {
  MOSQUITTO,
  mosquittoAnswers,
  waitFor,
  type LiveServer,
  type Plant,
  scaleOutInstances,
} from './liveHarness';
import { sparkplugSignals, historyCount } from './storedRows';

/**
 * Two server instances on one database behind one external broker, with a Sparkplug edge node:
 * the shared subscription deals its messages between them, yet each value is stored once, both
 * instances hold it live, and neither takes the dealt sequence numbers for gaps.
 */
describe.skipIf(!mosquittoAnswers)('a Sparkplug edge node behind Mosquitto, two instances', () => {
  const groupId = `G${randomUUID().slice(0, 8)}`;
  let first: LiveServer;
  let second: FastifyInstance;
  let plant: Plant;
  let node: SparkplugEdgeNode;

  beforeAll(async () => {
    ({ first, second, plant } = await scaleOutInstances('sp-so'));
    await first.db
      .insertInto('sparkplug_node')
      .values({ gateway_id: plant.gatewayId, group_id: groupId })
      .execute();
    node = await startSparkplugEdgeNode({
      url: MOSQUITTO,
      groupId,
      edgeNodeId: plant.gatewayId,
      username: plant.gatewayId,
      password: plant.gatewayPassword,
      nodeMetrics: [{ name: 'Uptime', type: 'Int64', value: 1 }],
      devices: { Pump1: [{ name: 'Flow', type: 'Float', value: 1, alias: 1 }] },
    });
  });
  afterAll(async () => {
    await node?.close();
    await second?.close();
    await first?.close();
  });

  it('stores each value once, both instances hold it live, and no rebirth is asked for', async () => {
    await node.birth();
    const flowOf = async () =>
      (await sparkplugSignals(first.db, plant.gatewayId, 'Pump1')).get('Flow')?.id;
    await waitFor(async () => (await flowOf()) !== undefined);
    const flow = await flowOf();
    const start = Date.now();
    for (let i = 0; i < 10; i++) await node.data('Pump1', { Flow: 10 + i }, start + i);
    const rows = () => historyCount(first.db, Number(flow), { since: start });
    await waitFor(async () => (await rows()) === 10);
    for (const app of [first.app, second]) {
      await waitFor(() => app.live.cache.get(String(flow))?.value === 19);
    }
    await first.app.live.history.flush();
    await second.live.history.flush();
    expect(await rows()).toBe(10);
    expect(first.app.live.sparkplug.rebirthRequests + second.live.sparkplug.rebirthRequests).toBe(
      0,
    );
    expect(node.commands).toEqual([]);
  });
});

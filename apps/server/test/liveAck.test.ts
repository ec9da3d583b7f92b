import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import type { Client } from './harness';
import {
  connectGateway,
  publishValues,
  refuseHistory,
  seedPlant,
  stallHistory,
  waitFor,
  type LiveServer,
  type Plant,
} from './liveHarness';
import { startPlantWorld, watchEquipment } from './plantWorld';
import { historyCount } from './storedRows';

/**
 * The embedded broker acknowledges (PUBACK) a gateway's value batch only once its history rows
 * are committed, while the live value reaches the sockets at once (issue 15: a server killed
 * between the two lost what the gateway had already let go).
 */
let server: LiveServer;
let plant: Plant;
let gateway: MqttClient;
let user: Client;

beforeAll(async () => {
  ({ server, plant, gateway, operator: user } = await startPlantWorld());
});

afterAll(async () => {
  await gateway?.endAsync();
  await server?.close();
});

const stored = (signalId: string, ts: number) => historyCount(server.db, signalId, { at: ts });

describe('acknowledging a value batch', () => {
  it('waits for the database while the socket already shows the value', async () => {
    // A first batch loads the gateway's signals, so the next one needs no database to go live;
    // the socket is watched before the stall could hold the server's queries for it back.
    const { socket, messages } = await watchEquipment(server, user, plant.equipmentId, () =>
      publishValues(gateway, plant.gatewayId, [
        { signalId: plant.pressure, value: 0.1, ts: Date.now() - 1000 },
      ]),
    );

    // The database stalls: a transaction holds the history table until released.
    const stall = await stallHistory(server.db);

    const ts = Date.now();
    let acknowledged = false;
    const publish = gateway
      .publishAsync(
        mqttTopics.values(plant.gatewayId),
        JSON.stringify({ values: [{ signalId: plant.pressure, value: 0.77, ts }] }),
        { qos: 1 },
      )
      .then(() => {
        acknowledged = true;
      });
    await waitFor(() =>
      messages.some(
        (m) =>
          m.type === 'signalVal' &&
          m.data.some((v) => v.signalId === plant.pressure && v.value === 0.77 && v.ts === ts),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(acknowledged).toBe(false);

    await stall.release();
    await publish;
    expect(acknowledged).toBe(true);
    expect(await stored(plant.pressure, ts)).toBe(1);
    socket.terminate();
  });

  it('acknowledges every batch of a burst once stored, in order', async () => {
    const base = Date.now() - 60_000;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        gateway
          .publishAsync(
            mqttTopics.values(plant.gatewayId),
            JSON.stringify({
              values: [{ signalId: plant.level, value: i % 8, ts: base + i }],
            }),
            { qos: 1 },
          )
          .then(async () => {
            order.push(i);
            expect(await stored(plant.level, base + i)).toBe(1);
          }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('never acknowledges a batch whose commit failed: the gateway sends it again, stored once', async () => {
    const other = await seedPlant(server.db);
    const flaky = await connectGateway(server.brokerUrl, other, { reconnectPeriod: 50 });
    try {
      const refusal = await refuseHistory(server.db, other.pressure);
      const closed = new Promise<void>((resolve) => flaky.once('close', () => resolve()));
      const ts = Date.now();
      let acknowledged = false;
      const publish = flaky
        .publishAsync(
          mqttTopics.values(other.gatewayId),
          JSON.stringify({ values: [{ signalId: other.pressure, value: 0.42, ts }] }),
          { qos: 1 },
        )
        .then(() => {
          acknowledged = true;
        });
      // The batch is given up: the broker closes the connection instead of acknowledging.
      await closed;
      expect(acknowledged).toBe(false);
      expect(await stored(other.pressure, ts)).toBe(0);
      // The live value went out although its history write failed.
      expect(server.app.live.cache.get(other.pressure)).toMatchObject({ value: 0.42, ts });

      // mqtt.js keeps the unacknowledged publish and sends it again on every reconnect.
      await refusal.lift();
      await publish;
      expect(acknowledged).toBe(true);
      expect(await stored(other.pressure, ts)).toBe(1);
    } finally {
      await flaky.endAsync(true);
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connectAsync, type MqttClient } from 'mqtt';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import { catchUpRollups } from '../src/history/rollupCatchUp';
import {
  connectGateway,
  MOSQUITTO,
  mosquittoAnswers,
  publishValues,
  seedPlant,
  stallHistory,
  startLiveServer,
  waitFor,
  type LiveServer,
  type Plant,
  startAnotherInstance,
} from './liveHarness';
import { historyCount } from './storedRows';
import { freePort } from './freePort';

const MOSQUITTO_BINARY = '/usr/sbin/mosquitto';

/** A Mosquitto of this test's own that keeps its sessions in a file across a restart. */
async function persistentMosquitto(dir: string) {
  const port = await freePort();
  const conf = join(dir, 'mosquitto.conf');
  // As root mosquitto would switch to the user `mosquitto`, who cannot write this folder.
  writeFileSync(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      `user ${userInfo().username}`,
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async start() {
      child = spawn(MOSQUITTO_BINARY, ['-c', conf], { stdio: 'ignore' });
      await waitFor(accepts, 20_000);
    },
    /** SIGTERM: it saves its sessions to the file, as `systemctl stop` does. */
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => running.once('exit', resolve).kill('SIGTERM'));
    },
  };
}

/**
 * Several instances behind one external broker, each with a durable session of its own
 * (MQTT_CLIENT_ID) in one share group (MQTT_SHARE_GROUP): each message is stored by one of
 * them, and the part of an instance that is away waits for it at the broker, so killing an
 * instance loses nothing it had not acknowledged (issue 23).
 */
describe.skipIf(!mosquittoAnswers)('durable sessions sharing the stream', () => {
  const run = randomUUID().slice(0, 8);
  const shareGroup = `s${run}`;
  const sessionIds = [`lfscada-test-${run}-a`, `lfscada-test-${run}-b`] as const;
  let first: LiveServer;
  let second: { app: FastifyInstance; taken: { count: number } };
  let firstAgain: { app: FastifyInstance; taken: { count: number } } | undefined;
  let takenByFirst: { count: number };
  let plant: Plant;
  let gateway: MqttClient;

  /** Counts the value messages of this test's gateway that an instance takes to store. */
  const countTaken = (app: FastifyInstance): { count: number } => {
    const taken = { count: 0 };
    const take = app.live.take.bind(app.live);
    app.live.take = (topic, payload, roles) => {
      if (roles.store && topic === mqttTopics.values(plant.gatewayId)) taken.count++;
      return take(topic, payload, roles);
    };
    return taken;
  };

  /** Another instance on the same database; its takes are counted from its first message. */
  const startInstance = async (sessionId: string, mqttUrl = MOSQUITTO) => {
    let taken = { count: 0 };
    const app = await startAnotherInstance(first, { mqttUrl, shareGroup, sessionId }, (fresh) => {
      taken = countTaken(fresh);
    });
    return { app, taken };
  };

  const stored = (ts: number) => historyCount(first.db, plant.pressure, { at: ts });

  const publishRound = async (base: number) => {
    for (let i = 0; i < 10; i++)
      await publishValues(gateway, plant.gatewayId, [
        { signalId: plant.pressure, value: i, ts: base + i },
      ]);
  };

  beforeAll(async () => {
    first = await startLiveServer({ mqttUrl: MOSQUITTO, shareGroup, sessionId: sessionIds[0] });
    plant = await seedPlant(first.db, 'demo', `gw-share-${run}`);
    takenByFirst = countTaken(first.app);
    second = await startInstance(sessionIds[1]);
    gateway = await connectGateway(MOSQUITTO, plant);
  });
  afterAll(async () => {
    await gateway?.endAsync();
    await firstAgain?.app.close();
    await second?.app.close();
    await first?.close();
    // Drop the sessions this test left at the shared Mosquitto.
    for (const clientId of sessionIds) {
      const forget = await connectAsync(MOSQUITTO, { clientId, clean: true });
      await forget.endAsync();
    }
  });

  it('stores each message once, through one of them', async () => {
    const base = Date.now() - 60_000;
    await publishRound(base);
    for (let i = 0; i < 10; i++) await waitFor(async () => (await stored(base + i)) === 1);
    expect(takenByFirst.count + second.taken.count).toBe(10);
    expect(takenByFirst.count).toBeGreaterThan(0);
    expect(second.taken.count).toBeGreaterThan(0);
  });

  it('gives a killed instance its part again when it is back under its id, stored once', async () => {
    // Writes stall, so the first instance holds its part unacknowledged when its link dies.
    const stall = await stallHistory(first.db);
    const takenBefore = takenByFirst.count;
    const inFlight = Date.now() - 40_000;
    await publishRound(inFlight);
    await waitFor(() => takenByFirst.count > takenBefore);
    // Killed: the connection ends without a DISCONNECT and is not made again.
    const link = first.app.live['links'][0] as MqttClient;
    link.options.reconnectPeriod = 0;
    const gone = new Promise<void>((resolve) => link.once('close', () => resolve()));
    link.stream.destroy();
    await gone;
    const queued = Date.now() - 30_000;
    await publishRound(queued);
    await stall.release();

    firstAgain = await startInstance(sessionIds[0]);
    for (const base of [inFlight, queued])
      for (let i = 0; i < 10; i++) await waitFor(async () => (await stored(base + i)) === 1);
    // Its part waited at the broker, and the rows it wrote before dying are not counted twice.
    expect(firstAgain.taken.count).toBeGreaterThan(0);
    await catchUpRollups(first.db);
    const { rows } = await sql<{ rows: number; counted: number }>`
      select (select count(*) from signal_value where signal_id = ${Number(plant.pressure)})::int
               as rows,
             (select coalesce(sum(n), 0) from signal_ingest_hour
               where signal_id = ${Number(plant.pressure)})::int as counted`.execute(first.db);
    expect(rows[0]?.counted).toBe(rows[0]?.rows);
  });

  it.skipIf(!existsSync(MOSQUITTO_BINARY))(
    'takes messages again after the broker restarted from its persistence file',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lf-shared-sessions-'));
      const broker = await persistentMosquitto(dir);
      await broker.start();
      const instance = await startInstance(`lfscada-test-${run}-r`, broker.url);
      const device = await connectGateway(broker.url, plant, { reconnectPeriod: 100 });
      try {
        const before = Date.now() - 20_000;
        await publishValues(device, plant.gatewayId, [
          { signalId: plant.pressure, value: 1, ts: before },
        ]);
        await waitFor(async () => (await stored(before)) === 1);

        // Once the link is back, its renewed subscription is answered with a SUBACK.
        const link = instance.app.live['links'][0] as MqttClient;
        const subscribedAgain = new Promise<void>((resolve) =>
          link.once('connect', () =>
            link.on('packetreceive', (packet) => packet.cmd === 'suback' && resolve()),
          ),
        );
        await broker.stop();
        await broker.start();
        await subscribedAgain;
        await waitFor(() => device.connected, 10_000);

        const after = Date.now() - 10_000;
        await publishValues(device, plant.gatewayId, [
          { signalId: plant.pressure, value: 2, ts: after },
        ]);
        await waitFor(async () => (await stored(after)) === 1, 10_000);
      } finally {
        await device.endAsync(true);
        await instance.app.close();
        await broker.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

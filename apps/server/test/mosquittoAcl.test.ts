import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MqttClient } from 'mqtt';
import { mqttTopics, sparkplugTopic } from '@lf/protocol';
import { encodeSparkplug, startSparkplugEdgeNode } from '@lf/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectGateway,
  gatewayOnline,
  publishValues,
  seedPlant,
  startLiveServer,
  waitFor,
  type LiveServer,
  type Plant,
} from './liveHarness';
import { sparkplugSignals, historyCount } from './storedRows';
import { freePort } from './freePort';

/**
 * With an external broker, keeping devices apart is the broker's job: the shipped
 * `deploy/mosquitto/mosquitto.conf` and `acl`, run by a PRIVATE Mosquitto on free ports (the
 * machine's shared one is not touched), with the server connected as `lfscada-server`.
 */
const MOSQUITTO = '/usr/sbin/mosquitto';
const PASSWD = '/usr/bin/mosquitto_passwd';
const present = existsSync(MOSQUITTO) && existsSync(PASSWD);
const deploy = fileURLToPath(new URL('../../../deploy/mosquitto/', import.meta.url));
const SERVER_PASSWORD = 'server-secret-1';
/** What `seedPlant` gives every gateway. */
const GATEWAY_PASSWORD = 'gateway-secret-1';

let dir: string;
let broker: ChildProcess | undefined;
let output = '';
let deviceUrl: string;
let server: LiveServer;
let a: Plant;
let b: Plant;

const rows = (signalId: string) => historyCount(server.db, signalId);

function closedWithin(client: MqttClient, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function startBroker(conf: string, port: number): Promise<void> {
  broker = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  broker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  broker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(async () => {
    if (broker?.exitCode !== null) throw new Error(`mosquitto exited:\n${output}`);
    return new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }, 20_000);
}

describe.skipIf(!present)(
  'external Mosquitto with the shipped ACL (skipped without mosquitto)',
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'lf-mosquitto-acl-'));
      const [devicePort, serverPort] = [await freePort(), await freePort()];
      const passwd = join(dir, 'passwd');
      const acl = join(dir, 'acl');
      writeFileSync(acl, readFileSync(join(deploy, 'acl')));
      const conf = readFileSync(join(deploy, 'mosquitto.conf'), 'utf8')
        .replace(/^listener 1883$/m, `listener ${devicePort} 127.0.0.1`)
        .replace(/^listener 1885 127\.0\.0\.1$/m, `listener ${serverPort} 127.0.0.1`)
        .replaceAll(/^password_file passwd$/gm, `password_file ${passwd}`)
        .replaceAll(/^acl_file acl$/gm, `acl_file ${acl}`)
        .replace(/^persistence_location \.\/$/m, `persistence_location ${dir}/`);
      expect(conf).toContain(`listener ${devicePort} `);
      expect(conf).toContain(`listener ${serverPort} `);
      const confFile = join(dir, 'mosquitto.conf');
      // As root mosquitto would switch to the user `mosquitto`, who cannot read this folder.
      writeFileSync(confFile, `${conf}\nuser ${userInfo().username}\nlog_dest stdout\n`);
      const ids = [`acl-a-${devicePort}`, `acl-b-${devicePort}`] as const;
      writeFileSync(passwd, '');
      for (const [user, password] of [
        ['lfscada-server', SERVER_PASSWORD],
        [ids[0], GATEWAY_PASSWORD],
        [ids[1], GATEWAY_PASSWORD],
      ] as const) {
        execFileSync(PASSWD, ['-b', passwd, user, password]);
      }
      await startBroker(confFile, devicePort);
      deviceUrl = `mqtt://127.0.0.1:${devicePort}`;
      server = await startLiveServer({
        mqttUrl: `mqtt://lfscada-server:${SERVER_PASSWORD}@127.0.0.1:${serverPort}`,
      });
      a = await seedPlant(server.db, 'demo', ids[0]);
      b = await seedPlant(server.db, 'demo', ids[1]);
      expect(a.gatewayPassword).toBe(GATEWAY_PASSWORD);
    }, 60_000);

    afterAll(async () => {
      await server?.close();
      // Mosquitto writes its persistence file as it exits: the folder goes once it has.
      if (broker && broker.exitCode === null) {
        const exited = new Promise((resolve) => broker?.once('exit', resolve));
        broker.kill('SIGTERM');
        await exited;
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('delivers a gateway’s own values, drops its publishes to another gateway’s topics', async () => {
      const gateway = await connectGateway(deviceUrl, a);
      const ts = Date.now();
      await publishValues(gateway, a.gatewayId, [{ signalId: a.level, value: 2, ts }]);
      await waitFor(async () => (await rows(a.level)) === 1);
      // Mosquitto acknowledges a refused QoS 1 publish (MQTT 3.1.1) and drops it.
      await gateway.publishAsync(
        mqttTopics.values(b.gatewayId),
        JSON.stringify({ values: [{ signalId: b.level, value: 9, ts }] }),
        { qos: 1 },
      );
      await gateway.publishAsync(
        mqttTopics.status(b.gatewayId),
        JSON.stringify({ online: true, ts }),
        { qos: 1, retain: true },
      );
      await publishValues(gateway, a.gatewayId, [{ signalId: a.level, value: 3, ts: ts + 1 }]);
      await waitFor(async () => (await rows(a.level)) === 2);
      await server.app.live.history.flush();
      expect(await rows(b.level)).toBe(0);
      expect(await gatewayOnline(server.db, b.gatewayId)).toBe(false);
      await gateway.endAsync();
    });

    it('delivers none of another gateway’s commands to a subscriber; its own arrive', async () => {
      const gateway = await connectGateway(deviceUrl, a);
      const received: string[] = [];
      gateway.on('message', (topic) => received.push(topic));
      // Mosquitto 2.0 grants the subscriptions (SUBACK 1) and applies the read ACL per message.
      await gateway.subscribeAsync(
        [mqttTopics.cmd(b.gatewayId), 'lf/v1/+/down/cmd', mqttTopics.cmd(a.gatewayId)],
        { qos: 1 },
      );
      await server.app.live.publish(b.gatewayId, { type: 'open', delay: 60 });
      await server.app.live.publish(a.gatewayId, { type: 'open', delay: 60 });
      await waitFor(() => received.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual([mqttTopics.cmd(a.gatewayId)]);
      await gateway.endAsync();
    });

    it('refuses a wrong password; a client id of another gateway does not take over its session', async () => {
      await expect(
        connectGateway(deviceUrl, { gatewayId: a.gatewayId, gatewayPassword: 'wrong-password' }),
      ).rejects.toThrow();
      const victim = await connectGateway(deviceUrl, b);
      const impostor = await connectGateway(deviceUrl, a, { clientId: b.gatewayId });
      // The broker named the impostor after its username: the victim stays connected.
      expect(await closedWithin(victim, 500)).toBe(false);
      await impostor.endAsync();
      await victim.endAsync();
    });

    it('takes a Sparkplug edge node’s birth and data; drops another gateway’s publishes as that node', async () => {
      for (const plant of [a, b]) {
        await server.db
          .insertInto('sparkplug_node')
          .values({ gateway_id: plant.gatewayId, group_id: 'PlantA' })
          .execute();
      }
      const node = await startSparkplugEdgeNode({
        url: deviceUrl,
        groupId: 'PlantA',
        edgeNodeId: a.gatewayId,
        username: a.gatewayId,
        password: GATEWAY_PASSWORD,
        nodeMetrics: [],
        devices: { Pump1: [{ name: 'Flow', type: 'Float', value: 1, alias: 1 }] },
      });
      await node.birth();
      const flowOf = async () =>
        (await sparkplugSignals(server.db, a.gatewayId, 'Pump1')).get('Flow')?.id;
      await waitFor(async () => (await flowOf()) !== undefined);
      const flow = String(await flowOf());
      await waitFor(async () => (await rows(flow)) === 1);
      // b, a Sparkplug node itself, publishes as a: Mosquitto drops it.
      const intruder = await connectGateway(deviceUrl, b);
      const ts = Date.now();
      await intruder.publishAsync(
        sparkplugTopic({ groupId: 'PlantA', edgeNodeId: a.gatewayId }, 'DDATA', 'Pump1'),
        encodeSparkplug({
          timestamp: ts,
          seq: 2,
          metrics: [{ alias: 1, type: 'Float', value: 99, timestamp: ts }],
        }),
        { qos: 1 },
      );
      await intruder.endAsync();
      await node.data('Pump1', { Flow: 2 }, ts + 1);
      await waitFor(async () => (await rows(flow)) === 2);
      await server.app.live.history.flush();
      expect(await rows(flow)).toBe(2);
      await node.close();
    });

    it('closes a connection sending a packet over max_packet_size (256 KiB)', async () => {
      const gateway = await connectGateway(deviceUrl, a);
      const gone = closedWithin(gateway, 5000);
      gateway.publish(mqttTopics.values(a.gatewayId), 'x'.repeat(300 * 1024), { qos: 1 });
      expect(await gone).toBe(true);
      await gateway.endAsync(true);
    });
  },
);

import fs from 'node:fs';
import net from 'node:net';
import { Aedes } from 'aedes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayPublish, maySubscribe, mqttTopics } from '@lf/protocol';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import type { CounterDevice } from './helpers';
import { capturedSamples, sleep, startCounterDevice, tempDir, waitFor } from './helpers';

/**
 * A broker that enforces what the product's broker enforces: username = client id = gateway id
 * with its password, publish only under its own up topics, subscribe only to its own down topic.
 */
const PASSWORDS = new Map([['gw-auth', 's3cret']]);
const refusals: string[] = [];
const published: { topic: string; payload: string }[] = [];
let server: net.Server;
let broker: Aedes;
let port = 0;
let device: CounterDevice;
const dirs: string[] = [];

beforeAll(async () => {
  broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const ok = username === client.id && PASSWORDS.get(client.id) === password?.toString();
      if (!ok) refusals.push(`connect ${client.id}`);
      done(ok ? null : Object.assign(new Error('bad credentials'), { returnCode: 4 as const }), ok);
    },
    authorizePublish: (client, packet, callback) => {
      const ok = client !== null && mayPublish(client.id, packet.topic);
      if (!ok) refusals.push(`publish ${packet.topic}`);
      callback(ok ? null : new Error('not allowed'));
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const ok = maySubscribe(client.id, subscription.topic);
      if (!ok) refusals.push(`subscribe ${subscription.topic}`);
      callback(ok ? null : new Error('not allowed'), ok ? subscription : null);
    },
  });
  broker.on('publish', (packet, client) => {
    if (client) published.push({ topic: packet.topic, payload: packet.payload.toString() });
  });
  server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
  device = await startCounterDevice();
});

afterAll(async () => {
  await device.stop();
  await new Promise<void>((resolve) => broker.close(() => server.close(() => resolve())));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function config(password: string) {
  const dir = tempDir();
  dirs.push(dir);
  return {
    gatewayId: 'gw-auth',
    brokerUrl: `mqtt://127.0.0.1:${port}`,
    password,
    economize: { slowIntervalMs: 100 },
    buffer: { dir },
    devices: [
      {
        id: 'counter',
        driver: 'modbus-tcp' as const,
        host: '127.0.0.1',
        port: device.port,
        pollIntervalMs: 50,
        signals: [
          { id: 'auth.count', area: 'holding' as const, address: 0, dataType: 'uint16' as const },
        ],
      },
    ],
  };
}

describe('agent against an authorising broker', () => {
  it('logs in with its gateway id and stays inside its own topics', async () => {
    const agent = await startAgent(config('s3cret'), { logger: memoryLogger() });
    await waitFor(() => capturedSamples(published).length >= 3, 'values');
    await agent.stop();
    expect(refusals).toEqual([]);
    expect(published.every((m) => mayPublish('gw-auth', m.topic))).toBe(true);
    expect(published.at(-1)).toEqual({
      topic: mqttTopics.status('gw-auth'),
      payload: expect.stringContaining('"online":false'),
    });
  });

  it('keeps values on disk while its login is refused, logging the refusal once', async () => {
    const logger = memoryLogger();
    const agent = await startAgent(config('wrong'), { logger, reconnectPeriodMs: 50 });
    await waitFor(() => refusals.length >= 3, 'several refused logins');
    await sleep(100);
    expect(agent.stats().connected).toBe(false);
    expect(agent.stats().bufferedBytes).toBeGreaterThan(0);
    expect(logger.lines.filter((l) => l.message === 'mqtt error')).toHaveLength(1);
    await agent.stop();
  });
});

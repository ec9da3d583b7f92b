import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { Aedes } from 'aedes';
import { afterAll, describe, expect, it } from 'vitest';
import { mqttTopics } from '@lf/protocol';
import { startAgent } from '../src/agent';
import { memoryLogger } from '../src/logger';
import { tempDir, waitFor } from './helpers';

const dir = tempDir();
const key = path.join(dir, 'broker.key');
const cert = path.join(dir, 'broker.crt');
/** A self-signed certificate for 127.0.0.1, made with the system's openssl when it has one. */
const made =
  spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ].concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  ).status === 0;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!made)(
  made ? 'MQTT over TLS' : 'MQTT over TLS — SKIPPED: openssl not available',
  () => {
    it('connects to an mqtts broker whose private CA is given in the configuration', async () => {
      const broker = await Aedes.createBroker();
      const statuses: string[] = [];
      broker.on('publish', (packet, client) => {
        if (client && packet.topic === mqttTopics.status('gw-tls'))
          statuses.push(packet.payload.toString());
      });
      const server = tls.createServer(
        { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
        broker.handle,
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const port = (server.address() as { port: number }).port;
      const agent = await startAgent(
        {
          gatewayId: 'gw-tls',
          brokerUrl: `mqtts://127.0.0.1:${port}`,
          tls: { caFile: cert },
          buffer: { dir: path.join(dir, 'buffer') },
          devices: [],
        },
        { logger: memoryLogger() },
      );
      await waitFor(() => statuses.length > 0, 'status over TLS', 3000);
      expect(JSON.parse(statuses[0] ?? '{}')).toMatchObject({ online: true });
      await agent.stop();
      await new Promise<void>((resolve) => broker.close(() => server.close(() => resolve())));
    });
  },
);

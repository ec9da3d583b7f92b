import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker, type EmbeddedBroker } from './embeddedBroker';

/** Whether a TCP connection to host:port opens. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** An IPv4 address of this machine other than loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((item) => item && item.family === 'IPv4' && !item.internal)?.address;
}

describe('embedded broker bind address', () => {
  let broker: EmbeddedBroker;
  beforeAll(async () => {
    broker = await startEmbeddedBroker({
      port: 0,
      portExplicit: true,
      host: '127.0.0.1',
      internal: { username: 'server', password: 'secret-secret' },
      verifyDevice: async () => false,
      connectTimeoutMs: 5_000,
      log: Fastify().log,
    });
  });
  afterAll(() => broker?.close());

  it('listens only on the configured address', async () => {
    expect(broker.address).toBe('127.0.0.1');
    expect(broker.url).toBe(`mqtt://127.0.0.1:${broker.port}`);
    expect(await reachable('127.0.0.1', broker.port)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await reachable(outside, broker.port)).toBe(false);
  });
});

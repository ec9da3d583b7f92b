import { timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { mayPublish, maySubscribe } from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';

export interface InternalCredentials {
  username: string;
  password: string;
}

export interface EmbeddedBrokerOptions {
  port: number;
  /** When the port was chosen by the operator, a taken port stops the start instead of moving. */
  portExplicit: boolean;
  /** The address to listen on (MQTT_HOST, which defaults to HOST); never all interfaces unasked. */
  host: string;
  /** The server's own client: may publish and subscribe anywhere. */
  internal: InternalCredentials;
  /** Checks a gateway's (or GM device's) credentials; the username is its id. */
  verifyDevice: (id: string, password: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

export interface EmbeddedBroker {
  /** The address the broker listens on, as the system reports it. */
  address: string;
  port: number;
  url: string;
  close(): Promise<void>;
}

type Identity = { kind: 'internal' } | { kind: 'device'; id: string };

const NOT_AUTHORIZED = 5;
const BAD_CREDENTIALS = 4;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function refusal(returnCode: number): Error & { returnCode: number } {
  return Object.assign(new Error('connection refused'), { returnCode });
}

/**
 * The aedes broker inside the server process. Each device connects with its id as client id
 * and username and may publish only under its own `lf/v1/{id}/up/…` and subscribe only to its
 * own `…/down/cmd` (the contract's `mayPublish` / `maySubscribe`, last wills included).
 */
export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const identities = new WeakMap<Client, Identity>();
  const broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const secret = password?.toString('utf8') ?? '';
      if (username === options.internal.username) {
        if (!sameSecret(secret, options.internal.password))
          return done(refusal(BAD_CREDENTIALS), false);
        identities.set(client, { kind: 'internal' });
        return done(null, true);
      }
      if (!username || client.id !== username) return done(refusal(NOT_AUTHORIZED), false);
      options.verifyDevice(username, secret).then(
        (valid) => {
          if (!valid) return done(refusal(BAD_CREDENTIALS), false);
          identities.set(client, { kind: 'device', id: username });
          done(null, true);
        },
        (error: unknown) => {
          options.log.error({ err: error }, 'mqtt: checking device credentials failed');
          done(refusal(BAD_CREDENTIALS), false);
        },
      );
    },
    authorizePublish: (client, packet, callback) => {
      // A null client is the broker itself (e.g. a will published on its behalf).
      if (!client) return callback(null);
      const identity = identities.get(client);
      if (identity?.kind === 'internal') return callback(null);
      if (identity?.kind === 'device' && mayPublish(identity.id, packet.topic))
        return callback(null);
      options.log.warn({ client: client.id, topic: packet.topic }, 'mqtt: publish refused');
      callback(new Error('not authorized'));
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const identity = identities.get(client);
      if (identity?.kind === 'internal') return callback(null, subscription);
      if (identity?.kind === 'device' && maySubscribe(identity.id, subscription.topic)) {
        return callback(null, subscription);
      }
      options.log.warn({ client: client.id, topic: subscription.topic }, 'mqtt: subscribe refused');
      callback(null, null);
    },
  });

  const server = createServer(broker.handle);
  const port = await listen(server, options);
  const { host } = options;
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    address: (server.address() as AddressInfo).address,
    port,
    url: `mqtt://${local.includes(':') ? `[${local}]` : local}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
      }),
  };
}

async function listen(server: Server, options: EmbeddedBrokerOptions): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => reject(error);
      server.once('error', onError);
      server.listen(port, options.host, () => {
        server.off('error', onError);
        resolve((server.address() as AddressInfo).port);
      });
    });
  try {
    return await tryPort(options.port);
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (!inUse || options.portExplicit) throw error;
    const port = await tryPort(0);
    options.log.warn(`mqtt: port ${options.port} is taken, the embedded broker listens on ${port}`);
    return port;
  }
}

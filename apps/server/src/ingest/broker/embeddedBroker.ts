import { timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Aedes, type Client, type PublishPacket } from 'aedes';
import {
  mayPublish,
  maySparkplugPublish,
  maySparkplugSubscribe,
  maySubscribe,
  mqttTopics,
  type SparkplugNode,
} from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { createConnectThrottle, type ConnectThrottleLimits } from './connectThrottle';
import type { DevicePublishGuard } from './devicePublishGuard';
import { pubackPacket } from './puback';

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
  /**
   * The Sparkplug group and edge node a gateway is bound to (its id is the edge node id), read
   * once it connected: it may then also publish that node's births, data and deaths and read
   * its commands, and nothing of another group or node.
   */
  sparkplugNodeOf?: (id: string) => Promise<SparkplugNode | undefined>;
  /**
   * Takes a device's value batch in the process (live values pushed at once); resolves when
   * the next message may be read, with the promise of the batch's commit, which the
   * acknowledgement (PUBACK) waits for. Values are then not delivered to the server's link.
   */
  takeValues?: (deviceId: string, payload: Buffer) => Promise<{ stored: Promise<void> }>;
  log: FastifyBaseLogger;
  /** How long a new connection may take to send CONNECT before it is closed (aedes' default: 30 s). */
  connectTimeoutMs: number;
  /** Slowing of wrong passwords (connectThrottle.ts); its defaults unless a test sets others. */
  connectThrottle?: ConnectThrottleLimits;
  /** Counts refusals, limits each device's publish rate and packet size (devicePublishGuard.ts). */
  guard?: DevicePublishGuard;
}

export interface EmbeddedBroker {
  /** The address the broker listens on, as the system reports it. */
  address: string;
  port: number;
  url: string;
  close(): Promise<void>;
}

type Identity =
  { kind: 'internal' } | { kind: 'device'; id: string; sparkplug?: SparkplugNode | undefined };

const NOT_AUTHORIZED = 5;
const BAD_CREDENTIALS = 4;
const SERVER_UNAVAILABLE = 3;

/** The peer's address (a socket's; "?" for a stream without one). */
function remoteAddress(client: Client): string {
  return (client.conn as Partial<Socket>).remoteAddress ?? '?';
}

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
  const throttle = createConnectThrottle(options.connectThrottle);

  /** The identity a connection's credentials prove, or the CONNACK code refusing it; never throws. */
  const checkDevice = async (
    client: Client,
    username: string | undefined,
    secret: string,
  ): Promise<Identity | { refused: number }> => {
    // Gone while it waited for its turn: nothing to answer, no reason to check.
    if (client.conn.destroyed) return { refused: BAD_CREDENTIALS };
    if (username === options.internal.username) return { refused: BAD_CREDENTIALS };
    if (!username || client.id !== username) {
      options.guard?.refused(username ?? '', 'clientIdMismatch', `client id ${client.id}`);
      return { refused: NOT_AUTHORIZED };
    }
    try {
      if (await options.verifyDevice(username, secret)) {
        return {
          kind: 'device',
          id: username,
          sparkplug: await options.sparkplugNodeOf?.(username),
        };
      }
    } catch (error) {
      options.log.error({ err: error }, 'mqtt: checking device credentials failed');
      return { refused: BAD_CREDENTIALS };
    }
    options.guard?.refused(username, 'badCredentials', 'connection refused');
    return { refused: BAD_CREDENTIALS };
  };

  const broker = await Aedes.createBroker({
    connectTimeout: options.connectTimeoutMs,
    authenticate: (client, username, password, done) => {
      const secret = password?.toString('utf8') ?? '';
      // The server's own link: a 32-byte random secret, checked at once so that guesses from
      // its address can never hold it back.
      if (username === options.internal.username && sameSecret(secret, options.internal.password)) {
        identities.set(client, { kind: 'internal' });
        return done(null, true);
      }
      const check = () =>
        checkDevice(client, username, secret).then((identity) => {
          if ('refused' in identity) {
            done(refusal(identity.refused), false);
            return false;
          }
          identities.set(client, identity);
          done(null, true);
          return true;
        });
      if (!throttle.submit(client.id, remoteAddress(client), check)) {
        options.guard?.refused(
          username ?? '',
          'throttled',
          'connection refused: too many attempts',
        );
        done(refusal(SERVER_UNAVAILABLE), false);
      }
    },
    authorizePublish: (client, packet, callback) => {
      // A null client is the broker itself (e.g. a will published on its behalf).
      if (!client) return callback(null);
      const identity = identities.get(client);
      if (identity?.kind === 'internal') return callback(null);
      if (
        identity?.kind === 'device' &&
        (mayPublish(identity.id, packet.topic) ||
          (identity.sparkplug !== undefined &&
            maySparkplugPublish(identity.sparkplug, packet.topic)))
      ) {
        const take = options.takeValues;
        const admit = () =>
          take && packet.topic === mqttTopics.values(identity.id)
            ? takeValues(client, identity.id, packet, take, options.log, callback)
            : callback(null);
        if (!options.guard) return admit();
        return options.guard.throttle(identity.id, packet.payload.length, admit);
      }
      options.log.warn({ client: client.id, topic: packet.topic }, 'mqtt: publish refused');
      options.guard?.refused(client.id, 'foreignPublish', packet.topic);
      callback(new Error('not authorized'));
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const identity = identities.get(client);
      if (identity?.kind === 'internal') return callback(null, subscription);
      if (
        identity?.kind === 'device' &&
        (maySubscribe(identity.id, subscription.topic) ||
          (identity.sparkplug !== undefined &&
            maySparkplugSubscribe(identity.sparkplug, subscription.topic)))
      ) {
        return callback(null, subscription);
      }
      options.log.warn({ client: client.id, topic: subscription.topic }, 'mqtt: subscribe refused');
      options.guard?.refused(client.id, 'foreignSubscribe', subscription.topic);
      callback(null, null);
    },
  });

  const server = createServer((socket) => {
    const client = broker.handle(socket);
    options.guard?.watch(socket, () =>
      identities.get(client)?.kind === 'internal' ? null : client.id,
    );
  });
  const port = await listen(server, options);
  const { host } = options;
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    address: (server.address() as AddressInfo).address,
    port,
    url: `mqtt://${local.includes(':') ? `[${local}]` : local}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        throttle.close();
        broker.close(() => server.close(() => resolve()));
      }),
  };
}

/**
 * aedes sends a QoS 1 PUBACK as soon as `authorizePublish` lets a message through, before
 * anything is stored. For a value batch the packet is turned into QoS 0 once taken (so aedes
 * neither acknowledges it nor holds the client's next packets for the database) and the PUBACK
 * is sent here when the commit resolves; PUBACKs keep the order of the messages because
 * commits do. A batch given up (or a failure to take it) closes the connection unacknowledged:
 * the gateway keeps it in its buffer and sends it again after reconnecting.
 */
function takeValues(
  client: Client,
  deviceId: string,
  packet: PublishPacket,
  take: NonNullable<EmbeddedBrokerOptions['takeValues']>,
  log: FastifyBaseLogger,
  callback: (error: Error | null) => void,
): void {
  const { qos, messageId } = packet;
  take(deviceId, packet.payload as Buffer).then(
    ({ stored }) => {
      packet.qos = 0;
      callback(null);
      if (qos !== 1 || messageId === undefined) return;
      stored.then(
        () => {
          if (!client.conn.destroyed) client.conn.write(pubackPacket(messageId));
        },
        (error: unknown) => {
          log.error({ err: error, client: deviceId }, 'mqtt: values not stored, not acknowledged');
          client.close();
        },
      );
    },
    (error: unknown) => {
      log.error({ err: error, client: deviceId }, 'mqtt: taking values failed');
      callback(error instanceof Error ? error : new Error(String(error)));
    },
  );
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

import { connect, type IConnackPacket, type MqttClient } from 'mqtt';
import { MQTT_QOS } from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { pubackPacket } from './broker/puback';

/** What taking a message gave the history writer: its commit (wrapped, or await would flatten it). */
export interface Taken {
  stored: Promise<void>;
}

export interface MqttLinkOptions {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  clientId: string;
  /**
   * Keep the session at the broker across disconnects (clean: false): QoS 1 messages that
   * arrive while the server is away are queued for this client id and delivered when it comes
   * back. Needs a client id that stays the same across restarts.
   */
  durable?: boolean;
  filters: string[];
  /**
   * On every connection where the broker kept the session, unsubscribe and subscribe again:
   * Mosquitto 2.0.11 restores a durable session's shared subscription from its persistence
   * file but delivers nothing to it; subscribing again alone does not revive it.
   */
  renewResumedSubscriptions?: boolean;
  log: FastifyBaseLogger;
  /** Messages used as they arrive, acknowledged on arrival (live values only). */
  onMessage?: (topic: string, payload: Buffer) => void;
  /**
   * Messages that must be stored: resolves when the next message may be read (see
   * HistoryWriter.room), with the commit that the message's PUBACK waits for.
   */
  take?: (topic: string, payload: Buffer) => Promise<Taken>;
}

/**
 * mqtt.js sends a QoS 1 PUBACK when `handleMessage` calls back and reads the next packet only
 * after that (handlers/publish.js), so holding the callback until the commit would take one
 * message per database write. Calling back with this error makes it skip its PUBACK and read
 * on; the link sends the PUBACK itself when the commit resolves, on the same connection (in
 * order, since commits are). Tested by apps/server/test/liveAckExternal.test.ts.
 */
const ACK_LATER = new Error('acknowledged once stored');

/** One MQTT client of the server: subscribes to `filters` (renewed on reconnect), publishes commands. */
export async function connectMqttLink(options: MqttLinkOptions): Promise<MqttClient> {
  const client = connect(options.url, {
    clientId: options.clientId,
    ...(options.username ? { username: options.username } : {}),
    ...(options.password ? { password: options.password } : {}),
    protocolVersion: 4,
    clean: !options.durable,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
  // Handlers are in place before the CONNACK: a durable session's queued messages follow it
  // at once, and the default handler would acknowledge them unstored.
  const { onMessage, take, log } = options;
  if (onMessage) client.on('message', (topic, payload) => onMessage(topic, payload));
  if (take) {
    client.handleMessage = (packet, callback) => {
      const stream = client.stream;
      const { messageId } = packet;
      const acknowledge = packet.qos === 1 && messageId !== undefined;
      take(packet.topic, packet.payload as Buffer).then(
        ({ stored }) => {
          if (!acknowledge) return callback();
          callback(ACK_LATER);
          stored.then(
            () => {
              if (client.stream === stream && !stream.destroyed)
                stream.write(pubackPacket(messageId));
            },
            (error: unknown) => {
              // Unacknowledged, the broker sends it again after the reconnect (durable session).
              log.error({ err: error, topic: packet.topic }, 'mqtt: message not stored');
              stream.destroy();
            },
          );
        },
        (error: unknown) => {
          log.error({ err: error, topic: packet.topic }, 'mqtt: taking a message failed');
          callback(acknowledge ? ACK_LATER : undefined);
          if (acknowledge) stream.destroy();
        },
      );
    };
  }
  const firstConnack = await new Promise<IConnackPacket>((resolve, reject) => {
    const failed = (error: Error) => {
      client.end(true);
      reject(error);
    };
    client.once('error', failed);
    client.once('connect', (connack) => {
      client.off('error', failed);
      resolve(connack);
    });
  });
  client.on('error', (error) => log.warn({ err: error }, 'mqtt: link error'));
  client.on('offline', () => log.warn('mqtt: link offline, reconnecting'));
  const filters = options.filters;
  const subscribe = async (sessionPresent: boolean) => {
    if (!(sessionPresent && options.renewResumedSubscriptions)) {
      await client.subscribeAsync(filters, { qos: MQTT_QOS });
      return;
    }
    // Both packets leave at once: the group lacks this member for one round trip only.
    await Promise.all([
      client.unsubscribeAsync(filters),
      client.subscribeAsync(filters, { qos: MQTT_QOS }),
    ]);
  };
  await subscribe(firstConnack.sessionPresent);
  // A clean session forgets subscriptions: renew them on every reconnect.
  client.on('connect', (connack) => {
    subscribe(connack.sessionPresent).catch((error: unknown) =>
      log.error({ err: error }, 'mqtt: subscribing after reconnect failed'),
    );
  });
  return client;
}

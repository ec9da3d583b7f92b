import { connectAsync, type MqttClient } from 'mqtt';
import { MQTT_QOS } from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';

export interface MqttLinkOptions {
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  clientId: string;
  filters: string[];
  log: FastifyBaseLogger;
  onMessage: (topic: string, payload: Buffer) => void;
  /** Resolves when the next message may be taken (and acknowledged); see HistoryWriter.room. */
  admit?: () => Promise<void>;
}

/** One MQTT client of the server: subscribes to `filters` (renewed on reconnect), publishes commands. */
export async function connectMqttLink(options: MqttLinkOptions): Promise<MqttClient> {
  const client = await connectAsync(options.url, {
    clientId: options.clientId,
    ...(options.username ? { username: options.username } : {}),
    ...(options.password ? { password: options.password } : {}),
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
  client.on('message', (topic, payload) => options.onMessage(topic, payload));
  const admit = options.admit;
  if (admit) {
    // mqtt.js takes the next packet (and sends this one's PUBACK) only after this callback.
    client.handleMessage = (_packet, callback) => {
      admit().then(() => callback(), callback);
    };
  }
  client.on('error', (error) => options.log.warn({ err: error }, 'mqtt: link error'));
  client.on('offline', () => options.log.warn('mqtt: link offline, reconnecting'));
  const filters = options.filters;
  const subscribe = async () => {
    await client.subscribeAsync(filters, { qos: MQTT_QOS });
  };
  await subscribe();
  // A clean session forgets subscriptions: renew them on every reconnect.
  client.on('connect', () => {
    subscribe().catch((error: unknown) =>
      options.log.error({ err: error }, 'mqtt: subscribing after reconnect failed'),
    );
  });
  return client;
}

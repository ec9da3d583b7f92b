import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MqttClient } from 'mqtt';
import {
  clusterEventsTopic,
  MQTT_QOS,
  MQTT_TOPIC_PREFIX,
  SERVER_SUBSCRIPTIONS,
  SPARKPLUG_SERVER_SUBSCRIPTIONS,
  sharedSubscription,
} from '@lf/protocol';
import { ClusterRelay } from '../realtime/clusterRelay';
import { connectMqttLink, type Taken } from './mqttLink';

/**
 * What a link's messages are used for. `store`: history, gateway presence, command replies —
 * once per message across all instances. `live`: live cache, sockets, alarm evaluation — in
 * every instance, for the sockets it holds.
 */
export interface Roles {
  store: boolean;
  live: boolean;
}
export const BOTH: Roles = { store: true, live: true };

/** Shared-subscription group of the server instances behind an external broker. */
const DEFAULT_SHARE_GROUP = 'lfscada';

export interface ServerLinkOptions {
  url: string;
  /** Present for an external broker; absent for the embedded one, which takes values itself. */
  external?: { shareGroup?: string | undefined; sessionId?: string | undefined } | undefined;
  /** The server's own credentials at the embedded broker. */
  internal?: { username: string; password: string };
  log: FastifyBaseLogger;
  take: (topic: string, payload: Buffer, roles: Roles) => Promise<Taken>;
  /** A push another instance relayed (external broker only). */
  receiveRelayed: (payload: string) => void;
}

export interface ServerLinks {
  links: MqttClient[];
  /** Relays pushes to the other instances (external broker only). */
  relay?: ClusterRelay;
}

const clientId = () => `lfscada-server-${randomBytes(4).toString('hex')}`;

/** The server's MQTT clients: one link to the embedded broker, or two to an external one. */
export async function connectServerLinks(options: ServerLinkOptions): Promise<ServerLinks> {
  const { url, external, log, take } = options;
  if (!external) {
    // One process, one broker: the broker takes the values itself (`takeValues`), a single
    // link does everything else.
    const link = await connectMqttLink({
      url,
      clientId: clientId(),
      ...options.internal,
      filters: [
        ...SERVER_SUBSCRIPTIONS.filter((filter) => !filter.endsWith('/up/values')),
        ...SPARKPLUG_SERVER_SUBSCRIPTIONS,
      ],
      log,
      take: (topic, payload) => take(topic, payload, BOTH),
    });
    return { links: [link] };
  }
  // Several instances may share the broker: each stored message goes to one of them
  // (shared subscription), while every instance sees every value for its own sockets.
  // With `sessionId` the storing link keeps its session while the server or the broker is
  // away, so the broker queues what gateways publish meanwhile; it acknowledges once stored.
  // A durable session alone subscribes plainly (one instance per broker): Mosquitto 2.0
  // restores a persistent session's shared subscription silent (fault scenario g). With a
  // share group named as well, durable sessions share the stream: the broker queues a member's
  // part while it is away (a killed instance gets it when it is back under its id), and the
  // link renews the subscription after a resumed session to wake a restored one.
  const shareGroup = external.shareGroup ?? DEFAULT_SHARE_GROUP;
  const durable = external.sessionId !== undefined;
  const shared = !durable || external.shareGroup !== undefined;
  const storing = await connectMqttLink({
    url,
    clientId: external.sessionId ?? clientId(),
    durable,
    filters: shared
      ? [...SERVER_SUBSCRIPTIONS, ...SPARKPLUG_SERVER_SUBSCRIPTIONS].map((filter) =>
          sharedSubscription(shareGroup, filter),
        )
      : [...SERVER_SUBSCRIPTIONS, ...SPARKPLUG_SERVER_SUBSCRIPTIONS],
    renewResumedSubscriptions: durable && shared,
    log,
    take: (topic, payload) => take(topic, payload, { store: true, live: false }),
  });
  // Every instance sees every value, and hears the pushes only another instance sees.
  const eventsTopic = clusterEventsTopic(shareGroup);
  const everyInstance = await connectMqttLink({
    url,
    clientId: clientId(),
    // Sparkplug messages too, for their live values (births and deaths are the storing link's).
    filters: [`${MQTT_TOPIC_PREFIX}/+/up/values`, ...SPARKPLUG_SERVER_SUBSCRIPTIONS, eventsTopic],
    log,
    onMessage: (topic, payload) =>
      topic === eventsTopic
        ? options.receiveRelayed(payload.toString('utf8'))
        : void take(topic, payload, { store: false, live: true }).catch((error: unknown) =>
            log.error({ err: error, topic }, 'ingest: handling failed'),
          ),
  });
  const relay = new ClusterRelay(async (payload) => {
    await everyInstance.publishAsync(eventsTopic, payload, { qos: MQTT_QOS });
  }, log);
  return { links: [storing, everyInstance], relay };
}

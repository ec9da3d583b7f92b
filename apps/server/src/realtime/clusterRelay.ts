import { randomBytes } from 'node:crypto';
import {
  clusterEventsPayload,
  parseMqttPayload,
  type ClusterEvent,
  type ClusterEventsPayload,
} from '@lf/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { PushRelay, RealtimeHub } from './hub';

/**
 * Relays the pushes only one instance sees (`clusterEventsTopic`) between the server
 * instances behind one external broker. The events of one turn of the event loop travel in one
 * publication (an alarm message to a thousand users is one MQTT message); an instance hears its
 * own publications too and skips them by their origin, having pushed them already.
 */
export class ClusterRelay implements PushRelay {
  readonly origin = randomBytes(8).toString('hex');
  private pending: ClusterEvent[] = [];

  constructor(
    private readonly publish: (payload: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  forward(event: ClusterEvent): void {
    this.pending.push(event);
    if (this.pending.length === 1) queueMicrotask(() => this.flush());
  }

  /** A publication heard on the topic: another instance's events go to this one's sockets. */
  receive(text: string, hub: RealtimeHub): void {
    const parsed = parseMqttPayload(clusterEventsPayload, text);
    if (!parsed.ok) {
      this.log.warn({ error: parsed.error }, 'cluster: unreadable relayed pushes dropped');
      return;
    }
    if (parsed.value.origin === this.origin) return;
    for (const event of parsed.value.events) {
      if (event.kind === 'message') hub.deliverMessage(event.userId, event.push);
      else if (event.kind === 'alarmChange') hub.deliverAlarmChange(event.orgId);
      else hub.deliverGatewayAlarm(event.push);
    }
  }

  private flush(): void {
    const payload: ClusterEventsPayload = { origin: this.origin, events: this.pending };
    this.pending = [];
    this.publish(JSON.stringify(payload)).catch((error: unknown) =>
      this.log.warn({ err: error }, 'cluster: pushes not relayed to the other instances'),
    );
  }
}

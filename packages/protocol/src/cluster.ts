import { z } from 'zod';
import { mqttIdentifier } from './mqttAgentConfig';
import { gatewayAlarmPush, messagePush } from './realtime';

/**
 * Server instances behind one external broker tell each other of the socket pushes that only
 * one of them sees: a message written for users (alarm, notice) by the instance that wrote it,
 * and a gateway's online/offline by the instance that took its status from the shared
 * subscription. Every instance subscribes to this topic and pushes what the others publish to
 * its own sockets. (Values and signal alarms need none of this: every instance sees every value.)
 * The topic carries the instances' share group, so two deployments on one broker stay apart.
 */
export function clusterEventsTopic(shareGroup: string): string {
  return `lf/cluster/v1/${mqttIdentifier.parse(shareGroup)}/events`;
}

export const clusterEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), userId: z.string(), push: messagePush }),
  z.object({ kind: z.literal('gatewayAlarm'), push: gatewayAlarmPush }),
  z.object({ kind: z.literal('alarmChange'), orgId: z.string().min(1).max(64) }),
]);
export type ClusterEvent = z.infer<typeof clusterEvent>;

/** One publication: the events of one instance's turn, and which instance it is. */
export const clusterEventsPayload = z.object({
  origin: z.string().min(1).max(64),
  events: z.array(clusterEvent).min(1),
});
export type ClusterEventsPayload = z.infer<typeof clusterEventsPayload>;

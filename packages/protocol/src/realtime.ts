import { z } from 'zod';
import { ALARM_PRIORITIES, type AlarmPriority } from './alarmManagement';
import { equipmentId, formIdList, shownValue } from './equipment';
import { VALUE_QUALITIES } from './mqtt';
import { formString } from './form';
import { localMessageText, localText, type LocalMessageText, type LocalText } from './localText';

/**
 * Live sockets of SPEC §7. A token call answers `LiveToken`; the token, valid for
 * `expiresIn` seconds and usable once, opens
 *   /lfscada/ws/message/subscribe/{token}          (message token)
 *   /lfscada/ws/eg/signal/subscribe/{token}        (monitor token: one equipment)
 *   /lfscada/ws/project/signal/subscribe/{token}   (project token: the page's equipment)
 * Sockets send JSON `SocketMessage`s and the text `msg idle` every 60 s, and close when the
 * session behind the token ends (close code 4401) or the token is refused (4403).
 */

export const LIVE_TOKEN_SECONDS = 60;
export const IDLE_TEXT = 'msg idle';
export const SOCKET_CLOSE = { sessionEnded: 4401, tokenRefused: 4403, shareEnded: 4404 } as const;

/** POST /lfscada/websocket/msg/token (no payload) */
export const messageTokenRequest = z.object({});
/** POST /lfscada/websocket/monitor/token {equipmentId} */
export const monitorTokenRequest = z.object({ equipmentId });
/**
 * POST /lfscada/websocket/monitor/list/token {equipmentIds comma-joined}: one equipment socket
 * for an equipment list's cards; the listed equipment the user may not watch are left out.
 */
export const monitorListTokenRequest = z.object({ equipmentIds: formIdList(equipmentId, 1000) });
/** POST /lfscada/websocket/monitor/project/token {pageId, dataEquip comma-joined} */
export const projectTokenRequest = z.object({
  pageId: formString(64).min(1),
  dataEquip: formIdList(equipmentId, 1000),
});

export const liveToken = z.object({ token: z.string(), expiresIn: z.number() });
export type LiveToken = z.infer<typeof liveToken>;

export const liveSignalValue = z.object({
  signalId: z.string(),
  equipId: z.string(),
  value: shownValue,
  ts: z.number(),
  quality: z.enum(VALUE_QUALITIES),
});
export type LiveSignalValue = z.infer<typeof liveSignalValue>;

export interface GatewayAlarmPush {
  gatewayId: string;
  equipIds: string[];
  online: boolean;
  ts: number;
}

export interface SignalAlarmPush {
  alarmId: string;
  signalId: string;
  equipId: string;
  level: number;
  /** ISA-18.2 priority (pushes of older servers carry none). */
  priority?: AlarmPriority;
  /** False while the alarm waits for an operator; true once acknowledged. */
  acknowledged?: boolean;
  /** True when the alarm starts, false when it ends. */
  active: boolean;
  value: number | boolean | null;
  text: string;
  /** The text as a message key, for the reader's language (absent: the rule's author's own text). */
  local?: LocalText;
  ts: number;
}

/** Message centre push (SPEC §3 "Message/alarm push"); `type` is the message kind. */
export interface MessagePush {
  id: string;
  type: 'alarm' | 'expire' | 'notice';
  title: string;
  note: string;
  gmtCreate: string;
  dataId: string;
  equipType: string;
  /** Title and note as message keys, for the reader's language (messages the server wrote). */
  local?: LocalMessageText;
}

/** Schemas of the pushes, for those who read them from a socket or a relay. */
export const gatewayAlarmPush = z.object({
  gatewayId: z.string(),
  equipIds: z.array(z.string()),
  online: z.boolean(),
  ts: z.number(),
}) satisfies z.ZodType<GatewayAlarmPush>;

export const signalAlarmPush = z.object({
  alarmId: z.string(),
  signalId: z.string(),
  equipId: z.string(),
  level: z.number(),
  priority: z.enum(ALARM_PRIORITIES).optional(),
  acknowledged: z.boolean().optional(),
  active: z.boolean(),
  value: z.union([z.number(), z.boolean(), z.null()]),
  text: z.string(),
  local: localText.optional(),
  ts: z.number(),
}) satisfies z.ZodType<SignalAlarmPush>;

export const messagePush = z.object({
  id: z.string(),
  type: z.enum(['alarm', 'expire', 'notice']),
  title: z.string(),
  note: z.string(),
  gmtCreate: z.string(),
  dataId: z.string(),
  equipType: z.string(),
  local: localMessageText.optional(),
}) satisfies z.ZodType<MessagePush>;

export type SocketMessage =
  | { type: 'signalVal'; data: LiveSignalValue[] }
  | { type: 'gatewayAlarm'; data: GatewayAlarmPush }
  | { type: 'signalAlarm'; data: SignalAlarmPush }
  | { type: 'alarmChange'; data: { orgId: string } }
  | MessagePush;

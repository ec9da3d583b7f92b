import { z } from 'zod';
import { jsonShapeProblem } from './jsonLimits';
import { agentRuntimeConfig, mqttIdentifier, mqttSignalId } from './mqttAgentConfig';
import { browseCommand, opcuaBrowseResult } from './opcua';

export * from './mqttAgentConfig';

/**
 * MQTT contract between gateways (and GM devices) and the cloud, version 1.
 *
 * Topics (`{id}` is the gateway id, or the device id of a GM device):
 *   lf/v1/{id}/up/values   device → cloud  QoS 1  `valuesPayload`   value batches
 *   lf/v1/{id}/up/status   device → cloud  QoS 1  `statusPayload`   RETAINED; the last will is
 *                                                                   `{online:false}` retained
 *   lf/v1/{id}/up/reply    device → cloud  QoS 1  `replyPayload`    command results by uuid
 *   lf/v1/{id}/down/cmd    cloud → device  QoS 1  `downCommand`     open / write / read / config /
 *                                                                   browse (OPC UA nodes)
 *
 * Every payload is UTF-8 JSON. Each client authenticates with its own username/password and
 * may publish only under `lf/v1/{its id}/up/…` and subscribe only to `lf/v1/{its id}/down/…`
 * (`mayPublish` / `maySubscribe` implement that rule for the broker's authorizer).
 * Times are epoch milliseconds (UTC). The server is idempotent on (signalId, ts): a gateway
 * replays buffered batches with their original ts after a link outage, and may repeat a batch
 * it was not sure got through (QoS 1 is at-least-once).
 *
 * GM devices ("direct devices", no agent) — everything a third party needs:
 *   1. Connect to the broker with the device id as MQTT client id and the credentials issued for
 *      the device (MQTT 3.1.1 or 5; TLS on the mqtts port in production).
 *   2. Optionally publish `{"online":true,"ts":<ms>}` retained to lf/v1/{deviceId}/up/status, with
 *      a last will `{"online":false,"ts":<ms>}` retained on the same topic.
 *   3. Publish value batches with QoS 1 to lf/v1/{deviceId}/up/values:
 *        {"values":[{"signalId":"1001","value":21.5,"ts":1767225600000,"quality":"good"}]}
 *      signalId: the signal id shown in the console for that device; value: number, boolean,
 *      or null when quality is "bad"; ts: epoch ms of the measurement; quality defaults to good.
 *      At most 1000 values per message; send each (signalId, ts) once or more — repeats are
 *      ignored. A GM device that subscribes to lf/v1/{deviceId}/down/cmd receives the same
 *      commands as a gateway and answers on …/up/reply; devices that do not are read-only.
 * docs/gm-devices.md repeats this with a worked example.
 */

export const MQTT_TOPIC_PREFIX = 'lf/v1';
export const MQTT_QOS = 1 as const;
export const MAX_VALUES_PER_BATCH = 1000;
/**
 * The largest MQTT packet a device may send (fixed header included). A full batch of
 * MAX_VALUES_PER_BATCH samples is about 90 KB; the broker closes a connection that announces a
 * larger packet before reading it, so no device can make the server buffer megabytes.
 */
export const MQTT_MAX_PACKET_BYTES = 256 * 1024;

export const UP_CHANNELS = ['values', 'status', 'reply'] as const;
export type UpChannel = (typeof UP_CHANNELS)[number];
export const DOWN_CHANNELS = ['cmd'] as const;
export type DownChannel = (typeof DOWN_CHANNELS)[number];

export type ParsedTopic =
  | { id: string; direction: 'up'; channel: UpChannel }
  | { id: string; direction: 'down'; channel: DownChannel };

function checkedId(id: string): string {
  if (!mqttIdentifier.safeParse(id).success) {
    throw new Error(`invalid MQTT id "${id}"`);
  }
  return id;
}

/** Topic builders; each throws on an id that is not a valid single topic level. */
export const mqttTopics = {
  values: (id: string) => `${MQTT_TOPIC_PREFIX}/${checkedId(id)}/up/values`,
  status: (id: string) => `${MQTT_TOPIC_PREFIX}/${checkedId(id)}/up/status`,
  reply: (id: string) => `${MQTT_TOPIC_PREFIX}/${checkedId(id)}/up/reply`,
  cmd: (id: string) => `${MQTT_TOPIC_PREFIX}/${checkedId(id)}/down/cmd`,
} as const;

/** Filters the server subscribes to (wrap with `sharedSubscription` when scaled out). */
export const SERVER_SUBSCRIPTIONS = [
  `${MQTT_TOPIC_PREFIX}/+/up/values`,
  `${MQTT_TOPIC_PREFIX}/+/up/status`,
  `${MQTT_TOPIC_PREFIX}/+/up/reply`,
] as const;

/** MQTT 5 shared subscription: each message goes to one member of `group`. */
export function sharedSubscription(group: string, filter: string): string {
  return `$share/${checkedId(group)}/${filter}`;
}

/** Parses a concrete topic of this contract; anything else (other versions too) is null. */
export function parseMqttTopic(topic: string): ParsedTopic | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}` !== MQTT_TOPIC_PREFIX) return null;
  const [, , id, direction, channel] = parts as [string, string, string, string, string];
  if (!mqttIdentifier.safeParse(id).success) return null;
  if (direction === 'up' && (UP_CHANNELS as readonly string[]).includes(channel)) {
    return { id, direction, channel: channel as UpChannel };
  }
  if (direction === 'down' && (DOWN_CHANNELS as readonly string[]).includes(channel)) {
    return { id, direction, channel: channel as DownChannel };
  }
  return null;
}

/** A client authenticated as `id` may publish only to its own up topics. */
export function mayPublish(id: string, topic: string): boolean {
  const parsed = parseMqttTopic(topic);
  return parsed !== null && parsed.direction === 'up' && parsed.id === id;
}

/** A client authenticated as `id` may subscribe only to its own down topics (no wildcards). */
export function maySubscribe(id: string, topicFilter: string): boolean {
  const parsed = parseMqttTopic(topicFilter);
  return parsed !== null && parsed.direction === 'down' && parsed.id === id;
}

export const VALUE_QUALITIES = ['good', 'bad'] as const;
export type ValueQuality = (typeof VALUE_QUALITIES)[number];

/** Epoch milliseconds. */
export const mqttEpochMs = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const mqttSignalValue = z.union([z.number(), z.boolean()]);
export type MqttSignalValue = z.infer<typeof mqttSignalValue>;

/**
 * One reading. `value` is the engineering value (after scale/offset); null only with quality
 * bad. `code`, with quality bad, is the SPEC §8 device code of why the read failed.
 */
export const valueSample = z
  .object({
    signalId: mqttSignalId,
    value: mqttSignalValue.nullable(),
    ts: mqttEpochMs,
    quality: z.enum(VALUE_QUALITIES).default('good'),
    code: z.number().int().optional(),
  })
  .refine((s) => s.quality === 'bad' || s.value !== null, {
    path: ['value'],
    message: 'a good sample needs a value',
  });
export type ValueSample = z.infer<typeof valueSample>;

export const valuesPayload = z.object({
  values: z.array(valueSample).min(1).max(MAX_VALUES_PER_BATCH),
});
export type ValuesPayload = z.infer<typeof valuesPayload>;

/** Live reporting state of a gateway; maps to the gateway record of SPEC §3. */
export const economizeStatus = z.object({
  mode: z.enum(['time', 'smart']),
  /** True while an `open` command's delay runs (fast reporting). */
  open: z.boolean(),
  openUntil: mqttEpochMs.nullable(),
  /** Current publishing interval. */
  intervalMs: z.number().int().positive(),
});
export type EconomizeStatus = z.infer<typeof economizeStatus>;

/**
 * Retained presence. The last will (`{online:false, ts}`) carries the time the agent connected,
 * so the server should stamp an offline transition with the time it received the will.
 */
export const statusPayload = z.object({
  online: z.boolean(),
  ts: mqttEpochMs,
  agentVersion: z.string().max(64).optional(),
  /**
   * SHA-1 thumbprint (hex) of the agent's OPC UA application certificate, once it has one: the
   * figure a plant's OPC UA server shows when asked to trust the agent.
   */
  opcuaThumbprint: z
    .string()
    .regex(/^[0-9A-F]{40}$/)
    .optional(),
  economize: economizeStatus.optional(),
  buffer: z
    .object({
      pendingBytes: z.number().int().min(0),
      droppedBatches: z.number().int().min(0),
    })
    .optional(),
});
export type StatusPayload = z.infer<typeof statusPayload>;

export const mqttCommandUuid = z.string().min(1).max(64);

/** Switch to fast reporting for `delay` seconds; `interval` seconds applies in time mode. */
export const openCommand = z.object({
  type: z.literal('open'),
  uuid: mqttCommandUuid.optional(),
  delay: z.number().int().min(1).max(86_400),
  interval: z.number().positive().max(3600).optional(),
});

/**
 * `expiresAt` (epoch ms), when given, is the moment the cloud stops waiting: an agent that
 * receives the command later (e.g. queued while it was offline) refuses it with 1301 instead
 * of writing a stale value.
 */
export const writeCommand = z.object({
  type: z.literal('write'),
  uuid: mqttCommandUuid,
  signalId: mqttSignalId,
  value: mqttSignalValue,
  expiresAt: mqttEpochMs.optional(),
});

export const readCommand = z.object({
  type: z.literal('read'),
  uuid: mqttCommandUuid,
  signalId: mqttSignalId,
  expiresAt: mqttEpochMs.optional(),
});

/** Replace every device and signal (and optionally the cadence) without restarting. */
export const configCommand = z.object({
  type: z.literal('config'),
  uuid: mqttCommandUuid.optional(),
  config: agentRuntimeConfig,
});

export const downCommand = z.discriminatedUnion('type', [
  openCommand,
  writeCommand,
  readCommand,
  configCommand,
  browseCommand,
]);
export type DownCommand = z.infer<typeof downCommand>;
export type DownCommandInput = z.input<typeof downCommand>;
export type OpenCommand = z.infer<typeof openCommand>;
export type WriteCommand = z.infer<typeof writeCommand>;
export type ReadCommand = z.infer<typeof readCommand>;
export type ConfigCommand = z.infer<typeof configCommand>;

export const MQTT_REPLY_STATUSES = ['success', 'failure'] as const;

/**
 * Result of a command that carried a uuid (always for write/read). `code` is 200 on success,
 * otherwise a SPEC §8 code (`DEVICE_ERRORS`); `message` is the catalogue text (zh-CN) or a
 * detail. `data`: the value read, or the value written, as a sample; null otherwise.
 */
export const replyPayload = z
  .object({
    uuid: mqttCommandUuid,
    status: z.enum(MQTT_REPLY_STATUSES),
    code: z.number().int(),
    message: z.string().max(1024),
    data: valueSample.nullable(),
    /** The nodes a `browse` command listed (with status success). */
    browse: opcuaBrowseResult.optional(),
  })
  .refine((r) => (r.status === 'success') === (r.code === 200), {
    path: ['code'],
    message: 'code is 200 exactly when status is success',
  });
export type ReplyPayload = z.infer<typeof replyPayload>;

/** Why a payload was refused: not JSON, a NUL character in it, or not the contract's shape. */
export type PayloadFault = 'notJson' | 'nulCharacter' | 'badShape';
export type PayloadResult<T> =
  { ok: true; value: T } | { ok: false; error: string; fault: PayloadFault };

/**
 * Decodes and validates an MQTT payload (pass `buffer.toString('utf8')`); never throws, since
 * bad input from the wire is expected.
 */
export function parseMqttPayload<S extends z.ZodType>(
  schema: S,
  payload: string,
): PayloadResult<z.infer<S>> {
  // A NUL can only arrive escaped (JSON refuses it raw); PostgreSQL text cannot hold it, and no
  // field of this contract needs it. A literal backslash before "u0000" is refused too: harmless.
  if (payload.includes('\\u0000')) {
    return { ok: false, error: 'payload contains a NUL character', fault: 'nulCharacter' };
  }
  const problem = jsonShapeProblem(payload);
  if (problem) {
    return {
      ok: false,
      error: `payload ${problem.kind === 'tooDeep' ? 'nests deeper than' : 'has more keys than'} ${problem.max}`,
      fault: 'badShape',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { ok: false, error: 'payload is not JSON', fault: 'notJson' };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      error: `${where}${issue?.message ?? 'invalid payload'}`,
      fault: 'badShape',
    };
  }
  return { ok: true, value: result.data };
}

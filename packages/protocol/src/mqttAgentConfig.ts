import { z } from 'zod';

/**
 * Configuration of the gateway agent: the file given to `npm run gateway -- --config FILE`
 * (`agentConfig`) and the device/signal part the cloud may replace at run time with a `config`
 * command (`agentRuntimeConfig`). Part of the MQTT contract (see ./mqtt.ts).
 */

/**
 * Identifiers that appear as one MQTT topic level or in payloads: no `/`, `+`, `#`, `$`,
 * whitespace or control characters, so they can never widen a subscription or escape a topic.
 */
export const mqttIdentifier = z
  .string()
  .regex(
    /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,63}$/,
    'letters, digits, _ . : - (1–64, not starting with . : -)',
  );

/** A signal id as the server knows it (string form of the signal's primary key). */
export const mqttSignalId = z.string().min(1).max(64);

export const MODBUS_AREAS = ['coil', 'discrete', 'holding', 'input'] as const;
export type ModbusArea = (typeof MODBUS_AREAS)[number];

export const SIGNAL_DATA_TYPES = ['bool', 'int16', 'uint16', 'int32', 'uint32', 'float32'] as const;
export type SignalDataType = (typeof SIGNAL_DATA_TYPES)[number];

/**
 * Order of the two 16-bit registers of a 32-bit value. `ABCD`: high word first (big endian,
 * the Modbus convention). `CDAB`: low word first (word-swapped, common on many PLCs and meters).
 * Bytes inside each register are always big endian, as the Modbus specification requires.
 */
export const WORD_ORDERS = ['ABCD', 'CDAB'] as const;
export type WordOrder = (typeof WORD_ORDERS)[number];

/** Number of 16-bit registers (or bits, for `bool`) a data type occupies. */
export const DATA_TYPE_WORDS: Record<SignalDataType, number> = {
  bool: 1,
  int16: 1,
  uint16: 1,
  int32: 2,
  uint32: 2,
  float32: 2,
};

export const SIGNAL_ACCESS = ['r', 'rw'] as const;
export type SignalAccess = (typeof SIGNAL_ACCESS)[number];

const BIT_AREAS: readonly ModbusArea[] = ['coil', 'discrete'];
const WRITABLE_AREAS: readonly ModbusArea[] = ['coil', 'holding'];

/**
 * One signal of a Modbus device. Engineering value = raw × scale + offset; writes do the
 * inverse. `min`/`max` bound engineering values that may be written (not what is read).
 */
export const agentSignalConfig = z
  .object({
    id: mqttSignalId,
    name: z.string().max(128).default(''),
    area: z.enum(MODBUS_AREAS),
    address: z.number().int().min(0).max(65535),
    dataType: z.enum(SIGNAL_DATA_TYPES),
    wordOrder: z.enum(WORD_ORDERS).default('ABCD'),
    scale: z
      .number()
      .refine((n) => n !== 0, 'scale must not be 0')
      .default(1),
    offset: z.number().default(0),
    access: z.enum(SIGNAL_ACCESS).default('r'),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .superRefine((s, ctx) => {
    const isBitArea = BIT_AREAS.includes(s.area);
    if (isBitArea !== (s.dataType === 'bool')) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataType'],
        message: 'coil and discrete signals are bool; bool signals live in coil or discrete',
      });
    }
    if (s.access === 'rw' && !WRITABLE_AREAS.includes(s.area)) {
      ctx.addIssue({
        code: 'custom',
        path: ['access'],
        message: 'only coil and holding signals can be writable',
      });
    }
    if (s.address + DATA_TYPE_WORDS[s.dataType] - 1 > 65535) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'value runs past address 65535' });
    }
    if (s.min !== undefined && s.max !== undefined && s.min > s.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'min must not exceed max' });
    }
  });
export type AgentSignalConfig = z.infer<typeof agentSignalConfig>;
export type AgentSignalConfigInput = z.input<typeof agentSignalConfig>;

export const agentDeviceConfig = z.object({
  id: mqttIdentifier,
  driver: z.literal('modbus-tcp'),
  host: z.string().min(1).max(255),
  port: z.number().int().min(1).max(65535).default(502),
  unitId: z.number().int().min(0).max(255).default(1),
  timeoutMs: z.number().int().min(50).max(60_000).default(1000),
  pollIntervalMs: z.number().int().min(50).max(3_600_000).default(1000),
  signals: z.array(agentSignalConfig).max(10_000),
});
export type AgentDeviceConfig = z.infer<typeof agentDeviceConfig>;
export type AgentDeviceConfigInput = z.input<typeof agentDeviceConfig>;

export const ECONOMIZE_MODES = ['time', 'smart'] as const;
export type EconomizeMode = (typeof ECONOMIZE_MODES)[number];

/**
 * Reporting cadence. Normally values are published every `slowIntervalMs`; an `open` command
 * switches to fast reporting until its delay expires: in `time` mode every `interval` seconds of
 * the command (or `fastIntervalMs`), in `smart` mode every poll, as soon as a value changes.
 * Only changed values are published, plus every value each `fullRefreshMs`.
 */
export const economizeConfig = z.object({
  mode: z.enum(ECONOMIZE_MODES).default('time'),
  slowIntervalMs: z.number().int().min(100).max(3_600_000).default(60_000),
  fastIntervalMs: z.number().int().min(50).max(3_600_000).default(1000),
  fullRefreshMs: z.number().int().min(1000).max(86_400_000).default(600_000),
});
export type EconomizeConfig = z.infer<typeof economizeConfig>;

export const bufferConfig = z.object({
  dir: z.string().min(1),
  /** Disk budget of the store-and-forward buffer; the oldest batches are dropped beyond it. */
  maxBytes: z
    .number()
    .int()
    .min(64 * 1024)
    .default(64 * 1024 * 1024),
  /** Size at which a segment file is closed and a new one started. */
  segmentBytes: z
    .number()
    .int()
    .min(4 * 1024)
    .default(1024 * 1024),
});
export type BufferConfig = z.infer<typeof bufferConfig>;

function refineUniqueIds(
  value: { devices: { id: string; signals: { id: string }[] }[] },
  ctx: z.RefinementCtx,
): void {
  const deviceIds = new Set<string>();
  const signalIds = new Set<string>();
  value.devices.forEach((device, d) => {
    if (deviceIds.has(device.id)) {
      ctx.addIssue({ code: 'custom', path: ['devices', d, 'id'], message: 'duplicate device id' });
    }
    deviceIds.add(device.id);
    device.signals.forEach((signal, s) => {
      if (signalIds.has(signal.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['devices', d, 'signals', s, 'id'],
          message: 'duplicate signal id',
        });
      }
      signalIds.add(signal.id);
    });
  });
}

/** What a `config` command carries: every device and signal, optionally a new cadence. */
export const agentRuntimeConfig = z
  .object({
    devices: z.array(agentDeviceConfig).max(256),
    economize: economizeConfig.optional(),
  })
  .superRefine(refineUniqueIds);
export type AgentRuntimeConfig = z.infer<typeof agentRuntimeConfig>;
export type AgentRuntimeConfigInput = z.input<typeof agentRuntimeConfig>;

/** The agent's configuration file. */
export const agentConfig = z
  .object({
    gatewayId: mqttIdentifier,
    brokerUrl: z
      .string()
      .regex(
        /^(mqtts?|wss?|tcp|tls):\/\/.+/,
        'mqtt://, mqtts://, ws://, wss://, tcp:// or tls:// URL',
      ),
    username: z.string().max(256).optional(),
    password: z.string().max(1024).optional(),
    /** For mqtts:// and wss://: a private CA (PEM file) and whether to verify the broker. */
    tls: z
      .object({
        caFile: z.string().min(1).optional(),
        rejectUnauthorized: z.boolean().default(true),
      })
      .optional(),
    /** Agent-side MQTT keepalive; the broker publishes the last will after 1.5 × this. */
    keepaliveSeconds: z.number().int().min(5).max(3600).default(30),
    economize: economizeConfig.prefault({}),
    buffer: bufferConfig,
    devices: z.array(agentDeviceConfig).max(256),
  })
  .superRefine(refineUniqueIds);
export type AgentConfig = z.infer<typeof agentConfig>;
export type AgentConfigInput = z.input<typeof agentConfig>;

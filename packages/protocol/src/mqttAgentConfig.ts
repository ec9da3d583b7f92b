import { z } from 'zod';

/**
 * Configuration of the gateway agent: the file given to `npm run gateway -- --config FILE`
 * (`agentConfig`) and the device/signal part the cloud may replace at run time with a `config`
 * command (`agentRuntimeConfig`). Part of the MQTT contract (see ./mqtt.ts).
 */

import { mqttIdentifier } from './agentSignals';
import { agentDeviceConfig } from './drivers';

export * from './agentSignals';
export type { AgentDeviceConfig, AgentDeviceConfigInput, ModbusTcpDeviceInput } from './drivers';
export { agentDeviceConfig } from './drivers';

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
    /** The agent's data folder (its OPC UA certificate); default: the buffer's folder. */
    dataDir: z.string().min(1).optional(),
    devices: z.array(agentDeviceConfig).max(256),
  })
  .superRefine(refineUniqueIds);
export type AgentConfig = z.infer<typeof agentConfig>;
export type AgentConfigInput = z.input<typeof agentConfig>;

import { z } from 'zod';

/**
 * Identifiers and signals of the gateway agent's configuration (part of the MQTT contract, see
 * ./mqtt.ts). Apart from ./mqttAgentConfig.ts so that each driver's schemas (./drivers) can
 * build on them without an import cycle.
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
 * What every driver's signal has, whatever addresses and types it: engineering value = raw ×
 * scale + offset (writes do the inverse); `min`/`max` bound engineering values that may be
 * written (checked by refineWriteRange).
 */
export const signalCommon = {
  id: mqttSignalId,
  name: z.string().max(128).default(''),
  scale: z
    .number()
    .refine((n) => n !== 0, 'scale must not be 0')
    .default(1),
  offset: z.number().default(0),
  access: z.enum(SIGNAL_ACCESS).default('r'),
  min: z.number().optional(),
  max: z.number().optional(),
};

/** The refinement every driver's signal makes on its write range. */
export function refineWriteRange(
  s: { min?: number | undefined; max?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (s.min !== undefined && s.max !== undefined && s.min > s.max) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: 'min must not exceed max' });
  }
}

/** One signal of a device of the Modbus family (TCP, RTU, RTU over TCP). */
export const agentSignalConfig = z
  .object({
    ...signalCommon,
    dataType: z.enum(SIGNAL_DATA_TYPES),
    area: z.enum(MODBUS_AREAS),
    address: z.number().int().min(0).max(65535),
    wordOrder: z.enum(WORD_ORDERS).default('ABCD'),
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
    refineWriteRange(s, ctx);
  });
export type AgentSignalConfig = z.infer<typeof agentSignalConfig>;
export type AgentSignalConfigInput = z.input<typeof agentSignalConfig>;

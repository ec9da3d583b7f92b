import { z } from 'zod';
import { refineWriteRange, signalCommon } from './agentSignals';
import { parseS7Address, S7_ADDRESS_MESSAGE } from './s7Address';

/**
 * Siemens S7 in the gateway agent: a point is an S7 address (./s7Address.ts) whose type gives
 * the value's shape. How the agent reaches the PLC is the driver's settings (./drivers/s7.ts).
 */

/**
 * An S7 address as text, checked rule by rule; a refusal names its catalogue message so the
 * engineer reads why in their language. Parsed, it is the canonical spelling.
 */
export const s7AddressText = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const parsed = parseS7Address(text);
    if (parsed.ok) return parsed.address.text;
    ctx.addIssue({
      code: 'custom',
      message: `invalid S7 address (${parsed.error})`,
      params: { messageKey: S7_ADDRESS_MESSAGE[parsed.error] },
    });
    return z.NEVER;
  });

/** Inputs are the PLC's image of its input cards: reading them is all that makes sense. */
export function s7WritableArea(address: string): boolean {
  const parsed = parseS7Address(address);
  return parsed.ok && parsed.address.area !== 'I';
}

/**
 * One point of an S7 device. Engineering value = PLC value × scale + offset; writes do the
 * inverse and go out in the address's type.
 */
export const s7Signal = z
  .object({
    ...signalCommon,
    address: s7AddressText,
  })
  .superRefine((s, ctx) => {
    if (s.access === 'rw' && !s7WritableArea(s.address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['access'],
        message: 'inputs are read-only',
        params: { messageKey: 's7InputReadOnly' },
      });
    }
    refineWriteRange(s, ctx);
  });
export type S7Signal = z.infer<typeof s7Signal>;
export type S7SignalInput = z.input<typeof s7Signal>;

/** Where the server keeps an S7 signal's address (the signal's `point`). */
export const s7Point = z.object({ address: s7AddressText });
export type S7Point = z.infer<typeof s7Point>;

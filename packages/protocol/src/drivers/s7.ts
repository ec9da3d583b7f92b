import { z } from 'zod';
import { hostField, pollIntervalField, portField, timeoutField } from './common';
import { label } from './parameters';

/**
 * Connection parameters of the Siemens S7 driver (ISO-on-TCP, RFC 1006, port 102). The PLC is
 * reached by rack and slot (S7-300: 0/2, S7-1200/1500: 0/1); a PLC that wants explicit TSAPs
 * (LOGO!, S7-200, some CP modules) gets both TSAPs, which then replace rack and slot.
 */
const tsapField = (zh: string, en: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{4}$/, 'four hex digits, e.g. 0100')
    .optional()
    .meta(label(zh, en));

export const s7SettingsObject = z.object({
  host: hostField,
  port: portField(102),
  rack: z.number().int().min(0).max(7).default(0).meta(label('机架号', 'Rack')),
  slot: z.number().int().min(0).max(31).default(1).meta(label('槽号', 'Slot')),
  localTsap: tsapField('本地 TSAP（十六进制，可选）', 'Local TSAP (hex, optional)'),
  remoteTsap: tsapField('远端 TSAP（十六进制，可选）', 'Remote TSAP (hex, optional)'),
  timeoutMs: timeoutField,
  pollIntervalMs: pollIntervalField,
});

/** Both TSAPs or neither: one alone addresses nothing. */
export function tsapPair<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (s: { localTsap?: string | undefined; remoteTsap?: string | undefined }) =>
      (s.localTsap === undefined) === (s.remoteTsap === undefined),
    { path: ['remoteTsap'], message: 'give both TSAPs or neither' },
  );
}

export const s7Settings = tsapPair(s7SettingsObject);
export type S7Settings = z.infer<typeof s7Settings>;

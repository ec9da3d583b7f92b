import { z } from 'zod';
import { formBool, formInt } from './form';
import type { Bilingual } from './i18n';

/** Parameters of one driver protocol, described so that a form can be built from them. */
export interface ProtocolParameter {
  key: string;
  label: Bilingual;
  type: 'text' | 'integer';
  required: boolean;
  min?: number;
  max?: number;
  default?: string | number;
}

export interface ProtocolDefinition {
  id: string;
  name: Bilingual;
  parameters: ProtocolParameter[];
}

/**
 * The driver protocols the gateway agent implements. A new protocol is one more entry here, a
 * settings schema in `driverSettingsSchemas` and a driver in the agent.
 */
export const PROTOCOLS: ProtocolDefinition[] = [
  {
    id: 'modbus-tcp',
    name: { zh: 'Modbus TCP', en: 'Modbus TCP' },
    parameters: [
      { key: 'host', label: { zh: '主机地址', en: 'Host' }, type: 'text', required: true },
      {
        key: 'port',
        label: { zh: '端口', en: 'Port' },
        type: 'integer',
        required: true,
        min: 1,
        max: 65535,
        default: 502,
      },
      {
        key: 'unitId',
        label: { zh: '从站地址', en: 'Unit id' },
        type: 'integer',
        required: true,
        min: 0,
        max: 255,
        default: 1,
      },
      {
        key: 'timeoutMs',
        label: { zh: '超时（毫秒）', en: 'Timeout (ms)' },
        type: 'integer',
        required: true,
        min: 50,
        max: 60_000,
        default: 1000,
      },
      {
        key: 'pollIntervalMs',
        label: { zh: '采集周期（毫秒）', en: 'Poll interval (ms)' },
        type: 'integer',
        required: true,
        min: 50,
        max: 3_600_000,
        default: 1000,
      },
    ],
  },
];

export const modbusTcpSettings = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.:_-]+$/, 'a host name or IP address'),
  port: formInt.pipe(z.number().int().min(1).max(65535)).default(502),
  unitId: formInt.pipe(z.number().int().min(0).max(255)).default(1),
  timeoutMs: formInt.pipe(z.number().int().min(50).max(60_000)).default(1000),
  pollIntervalMs: formInt.pipe(z.number().int().min(50).max(3_600_000)).default(1000),
});
export type ModbusTcpSettings = z.infer<typeof modbusTcpSettings>;

export const driverSettingsSchemas = { 'modbus-tcp': modbusTcpSettings } as const;
export const PROTOCOL_IDS = ['modbus-tcp'] as const;
export type ProtocolId = (typeof PROTOCOL_IDS)[number];

export const driverConfig = z.object({
  protocol: z.enum(PROTOCOL_IDS),
  settings: modbusTcpSettings,
});
export type DriverConfig = z.infer<typeof driverConfig>;

/** POST /lfscada/system/protocol/query → ProtocolRow[] */
export interface ProtocolRow extends ProtocolDefinition {
  enabled: boolean;
  equipmentCount: number;
}
/** POST /lfscada/system/protocol/edit {id, enabled} */
export const protocolEditRequest = z.object({ id: z.enum(PROTOCOL_IDS), enabled: formBool });

import { z } from 'zod';
import { LIMITS } from './constants';
import { formBool, formInt, formString, refusedJsonShape } from './form';
import { ECONOMIZE_MODES, MODBUS_AREAS, SIGNAL_ACCESS, SIGNAL_DATA_TYPES } from './mqttAgentConfig';
import { VALUE_QUALITIES } from './mqtt';
import { shareReceived } from './shareAuthority';

/**
 * Equipment, gateways and signals as the HTTP API shows them (SPEC §3, §7 "Equipment").
 * Ids travel as strings: equipment ids are UUIDs, gateway ids are MQTT ids, signal ids are the
 * decimal form of the signal's key (the `signalId` of the MQTT contract).
 */

export const EQUIPMENT_TYPES = ['eg', 'gm'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export const EQUIPMENT_DISPLAYS = ['list', 'designer'] as const;
export type EquipmentDisplay = (typeof EQUIPMENT_DISPLAYS)[number];

export const equipmentId = formString(64).min(1);
export const signalId = formString(20).regex(/^\d{1,10}$/, 'a signal id is digits');
export const projectId = formString(64).min(1);

/**
 * A list of ids in one form field: JSON array text (`["1","2"]`) or comma-joined (`1,2`), the
 * latter being how SPEC §7 sends `dataEquip` and `dataSignal`.
 */
export function formIdList<T extends z.ZodType<string>>(item: T, max: number) {
  return z.preprocess((value, ctx) => {
    if (Array.isArray(value)) return value.map(String);
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      if (refusedJsonShape(text, ctx)) return z.NEVER;
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed.map(String) : parsed;
      } catch {
        return value;
      }
    }
    return text.split(',').map((part) => part.trim());
  }, z.array(item).max(max));
}

export const pageInput = {
  page: formInt.pipe(z.number().int().min(1).max(100_000)).optional(),
  pageSize: formInt.pipe(z.number().int().min(1).max(100)).optional(),
};

export interface Paged<T> {
  total: number;
  page: number;
  pageSize: number;
  list: T[];
}

/** The response schema of one page of `item`s (a `Paged` list). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    list: z.array(item),
  });
}

/** POST /lfscada/equipment/multi/query */
export const equipmentQueryRequest = z.object({
  type: z.enum(EQUIPMENT_TYPES).optional(),
  keyword: formString(64).optional(),
  groupId: formString(64).optional(),
  sort: z.enum(['time', 'name']).optional(),
  ...pageInput,
});
export type EquipmentQueryRequest = z.infer<typeof equipmentQueryRequest>;

/** One row of the equipment list. `online` is the gateway's; `alarmCount` counts active alarms. */
export const equipmentSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  display: z.enum(EQUIPMENT_DISPLAYS),
  model: z.string(),
  gatewayId: z.string().nullable(),
  online: z.boolean(),
  alarmCount: z.number(),
  starred: z.boolean(),
  top: z.boolean(),
  followed: z.boolean(),
  groupIds: z.array(z.string()),
  gmtCreate: z.string(),
  /** Set when the equipment is another organisation's, shared with the user. */
  share: shareReceived.nullable(),
});
export type EquipmentSummary = z.infer<typeof equipmentSummary>;
export const equipmentQueryResponse = paged(equipmentSummary);
export type EquipmentQueryResponse = Paged<EquipmentSummary>;

/** POST /lfscada/equipment/multi/info {id} */
export const equipmentInfoRequest = z.object({ id: equipmentId });

export const equipmentDetail = equipmentSummary.extend({
  description: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  signalCount: z.number(),
  gmtModified: z.string(),
  /** Position signals are bound: the equipment moves and has a track. */
  moving: z.boolean(),
});
export type EquipmentDetail = z.infer<typeof equipmentDetail>;

/** Gateway record of SPEC §3; `interval` is in seconds. */
export const gatewayRecord = z.object({
  equipmentId: z.string(),
  gatewayId: z.string(),
  name: z.string(),
  online: z.boolean(),
  vpn: z.boolean(),
  economizeOpen: z.boolean(),
  economizeMode: z.enum(ECONOMIZE_MODES),
  interval: z.number(),
  lastSeen: z.string().nullable(),
});
export type GatewayRecord = z.infer<typeof gatewayRecord>;

/** POST /lfscada/monitor/multi/gateway/info {equipmentId} → GatewayRecord */
export const gatewayInfoRequest = z.object({ equipmentId });

/** POST /lfscada/monitor/equipment/query — equipment with their follow flag, paged. */
export const followQueryRequest = z.object({
  keyword: formString(64).optional(),
  ...pageInput,
});
/** POST /lfscada/monitor/equipment/queryAll — every followed equipment (no payload). */
export const followQueryAllRequest = z.object({});
/** POST /lfscada/monitor/equipment/setFollow | cancleFollow {equipmentId} → null */
export const followRequest = z.object({ equipmentId });

export const ALARM_RULE_KINDS = ['high', 'low', 'equal'] as const;
export type AlarmRuleKind = (typeof ALARM_RULE_KINDS)[number];

/**
 * A signal's alarm rule. `high`: alarm above `value`, cleared below `value - deadband`;
 * `low`: alarm below `value`, cleared above `value + deadband`; `equal`: alarm while the value
 * equals `value` (states; true is 1). `level` 1 (highest) to 3.
 */
export const alarmRule = z.object({
  kind: z.enum(ALARM_RULE_KINDS),
  value: z.number().finite(),
  deadband: z.number().finite().min(0).default(0),
  level: z.number().int().min(1).max(3).default(1),
  text: z.string().max(100).default(''),
  /**
   * The rule's text in English, beside `text` (the author's own words, in Chinese): readers of
   * the English interface get it; empty or absent, they get `text` as typed.
   */
  textEn: z.string().max(100).optional(),
  /** ISA-18.2 priority; without one, the level says it (1 high, 2 medium, 3 low). */
  priority: z.enum(['critical', 'high', 'medium', 'low']).optional(),
  /** Seconds the condition must hold before the alarm is raised (anti-chatter). */
  onDelay: z.number().int().min(0).max(3600).optional(),
  /** Seconds the condition must be gone before the alarm returns to normal. */
  offDelay: z.number().int().min(0).max(3600).optional(),
  /** A latching alarm stays in alarm until acknowledged, even after its condition cleared. */
  latching: z.boolean().optional(),
});
export type AlarmRule = z.infer<typeof alarmRule>;
export const alarmRules = z.array(alarmRule).max(8);

/** A value as the monitor shows it: a number, a bit, or null while none is known. */
export const shownValue = z.union([z.number(), z.boolean(), z.null()]);

/** A signal as the monitor shows it, with its latest value (null until one arrived). */
export const signalView = z.object({
  signalId: z.string(),
  equipId: z.string(),
  name: z.string(),
  unit: z.string(),
  area: z.enum(MODBUS_AREAS),
  address: z.number(),
  dataType: z.enum(SIGNAL_DATA_TYPES),
  access: z.enum(SIGNAL_ACCESS),
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: shownValue,
  ts: z.number().nullable(),
  quality: z.enum(VALUE_QUALITIES).nullable(),
  alarm: z.boolean(),
  /** Writes ask before they are sent (`signalConfirmsWrite`: the setting, else by data type). */
  confirmWrite: z.boolean(),
});
export type SignalView = z.infer<typeof signalView>;

/** SPEC §3 counts; `alarm_count` counts active alarm records. */
export const equipmentCounts = z.object({
  equipment_count: z.number(),
  online_count: z.number(),
  offline_count: z.number(),
  alarm_equipment: z.number(),
  alarm_count: z.number(),
});
export type EquipmentCounts = z.infer<typeof equipmentCounts>;

/** POST /lfscada/monitor/project/equip/queryCount → number */
export const projectEquipCountRequest = z.object({
  projectId,
  online: formBool.optional(),
  alarm: formBool.optional(),
});
/**
 * POST /lfscada/monitor/project/alarm/queryCount {projectId} → ProjectAlarmCounts: the SPEC §3
 * counts, where the alarms are counted by their ISA-18.2 state as the alarm summary shows them
 * (shelved, suppressed and out-of-service alarms left out): `alarm_count` the active ones
 * (unacknowledged or acknowledged), `unack_count` the unacknowledged ones (active or returned).
 */
export const projectAlarmCountRequest = z.object({ projectId });

export const projectAlarmCounts = equipmentCounts.extend({ unack_count: z.number() });
export type ProjectAlarmCounts = z.infer<typeof projectAlarmCounts>;

export const DEFAULT_PAGE_SIZE = LIMITS.listPageSize;

import { z } from 'zod';
import { LIMITS } from './constants';
import { formBool, formInt, formString, refusedJsonShape } from './form';
import type { ShareReceived } from './share';
import type {
  ECONOMIZE_MODES,
  SIGNAL_ACCESS,
  SIGNAL_DATA_TYPES,
  MODBUS_AREAS,
} from './mqttAgentConfig';

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
export interface EquipmentSummary {
  id: string;
  name: string;
  type: EquipmentType;
  display: EquipmentDisplay;
  model: string;
  gatewayId: string | null;
  online: boolean;
  alarmCount: number;
  starred: boolean;
  top: boolean;
  followed: boolean;
  groupIds: string[];
  gmtCreate: string;
  /** Set when the equipment is another organisation's, shared with the user. */
  share: ShareReceived | null;
}
export type EquipmentQueryResponse = Paged<EquipmentSummary>;

/** POST /lfscada/equipment/multi/info {id} */
export const equipmentInfoRequest = z.object({ id: equipmentId });

export interface EquipmentDetail extends EquipmentSummary {
  description: string;
  location: { lat: number; lng: number } | null;
  signalCount: number;
  gmtModified: string;
  /** Position signals are bound: the equipment moves and has a track. */
  moving: boolean;
}

/** Gateway record of SPEC §3; `interval` is in seconds. */
export interface GatewayRecord {
  equipmentId: string;
  gatewayId: string;
  name: string;
  online: boolean;
  vpn: boolean;
  economizeOpen: boolean;
  economizeMode: (typeof ECONOMIZE_MODES)[number];
  interval: number;
  lastSeen: string | null;
}

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

/** A signal as the monitor shows it, with its latest value (null until one arrived). */
export interface SignalView {
  signalId: string;
  equipId: string;
  name: string;
  unit: string;
  area: (typeof MODBUS_AREAS)[number];
  address: number;
  dataType: (typeof SIGNAL_DATA_TYPES)[number];
  access: (typeof SIGNAL_ACCESS)[number];
  min: number | null;
  max: number | null;
  value: number | boolean | null;
  ts: number | null;
  quality: 'good' | 'bad' | null;
  alarm: boolean;
}

/** SPEC §3 counts; `alarm_count` counts active alarm records. */
export interface EquipmentCounts {
  equipment_count: number;
  online_count: number;
  offline_count: number;
  alarm_equipment: number;
  alarm_count: number;
}

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

export interface ProjectAlarmCounts extends EquipmentCounts {
  unack_count: number;
}

export const DEFAULT_PAGE_SIZE = LIMITS.listPageSize;

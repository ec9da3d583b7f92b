import { z } from 'zod';
import { AUTH, type AuthCode } from './auth';
import { LIMITS } from './constants';
import { EQUIPMENT_TYPES, equipmentId, pageInput, paged, type Paged } from './equipment';
import { formBool, formString } from './form';
import { localText } from './localText';

/**
 * Calls of the monitoring screens beyond the live data plane: the user's equipment groups,
 * star and stick-to-top marks, the list counts, and alarm records with their permission rule.
 */

// ── Groups ──────────────────────────────────────────────────────────────────────────────────

export const groupId = formString(64).min(1);
/** A group name: trimmed, 1 to 30 characters (SPEC §5). */
export const groupName = z
  .string()
  .trim()
  .min(1, 'a group name is required')
  .max(LIMITS.groupNameMax, `a group name has at most ${LIMITS.groupNameMax} characters`);

export const equipmentGroup = z.object({
  id: z.string(),
  name: z.string(),
  /** Equipment of the caller's organisation in the group. */
  equipmentCount: z.number(),
  gmtCreate: z.string(),
});
export type EquipmentGroup = z.infer<typeof equipmentGroup>;

/** POST /lfscada/equipment/group/queryAll (no payload) → EquipmentGroup[] (oldest first) */
export const groupQueryAllRequest = z.object({});
/** POST /lfscada/equipment/group/add {name} → EquipmentGroup */
export const groupAddRequest = z.object({ name: groupName });
/** POST /lfscada/equipment/group/edit {id, name} → EquipmentGroup */
export const groupEditRequest = z.object({ id: groupId, name: groupName });
/** POST /lfscada/equipment/group/delete {id} → null; its equipment stays, ungrouped. */
export const groupDeleteRequest = z.object({ id: groupId });
/**
 * POST /lfscada/equipment/group/move {equipmentId, groupId} → null: the equipment leaves the
 * caller's other groups and joins `groupId`; an empty `groupId` only takes it out.
 */
export const groupMoveRequest = z.object({
  equipmentId,
  groupId: formString(64),
});

// ── Marks ───────────────────────────────────────────────────────────────────────────────────

/** POST /lfscada/equipment/multi/setStar {equipmentId, value} → null */
export const setStarRequest = z.object({ equipmentId, value: formBool });
/** POST /lfscada/equipment/multi/setTop {equipmentId, value} → null */
export const setTopRequest = z.object({ equipmentId, value: formBool });

/** POST /lfscada/equipment/multi/queryCount {type?} → EquipmentCounts of the organisation */
export const equipmentCountRequest = z.object({ type: z.enum(EQUIPMENT_TYPES).optional() });

// ── Alarm records ───────────────────────────────────────────────────────────────────────────

/**
 * Where alarm records are opened from; each place needs its own permission (SPEC §6): the EG
 * multi-list view, the EG designer view, a GM equipment-info view (ruleType 00) and a GM
 * designer view (ruleType 01).
 */
export const ALARM_VIEWS = ['egList', 'egDesigner', 'gmInfo', 'gmDesigner'] as const;
export type AlarmView = (typeof ALARM_VIEWS)[number];

export const ALARM_VIEW_AUTH: Record<AlarmView, AuthCode> = {
  egList: AUTH.monitorMultiListAlarm,
  egDesigner: AUTH.monitorMultiDesignerAlarm,
  gmInfo: AUTH.monitorEquipinfoMenuAlarm,
  gmDesigner: AUTH.monitorDesignerMenuAlarm,
};

/** The equipment type each view belongs to: a view never opens another type's records. */
export const ALARM_VIEW_TYPE: Record<AlarmView, 'eg' | 'gm'> = {
  egList: 'eg',
  egDesigner: 'eg',
  gmInfo: 'gm',
  gmDesigner: 'gm',
};

/** The alarm view of an EG equipment by its display setting, or of a GM one by its ruleType. */
export function alarmViewOf(
  type: 'eg' | 'gm',
  display: 'list' | 'designer' | '00' | '01',
): AlarmView {
  if (type === 'eg') return display === 'list' ? 'egList' : 'egDesigner';
  return display === '01' ? 'gmDesigner' : 'gmInfo';
}

export const ALARM_STATES = ['all', 'active', 'ended'] as const;

/** POST /lfscada/monitor/multi/alarm/query → Paged<AlarmRecord> (newest first) */
export const alarmQueryRequest = z.object({
  equipmentId,
  view: z.enum(ALARM_VIEWS),
  state: z.enum(ALARM_STATES).optional(),
  ...pageInput,
});

export const alarmRecord = z.object({
  id: z.string(),
  kind: z.enum(['signal', 'gateway']),
  equipmentId: z.string(),
  signalId: z.string().nullable(),
  signalName: z.string(),
  level: z.number(),
  text: z.string(),
  /** The text as a message key, for the reader's language (absent: the rule's author's own text). */
  local: localText.optional(),
  value: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  acknowledged: z.boolean(),
});
export type AlarmRecord = z.infer<typeof alarmRecord>;
export const alarmQueryResponse = paged(alarmRecord);
export type AlarmQueryResponse = Paged<AlarmRecord>;

/** POST /lfscada/monitor/multi/alarm/acknowledge {id, view} → AlarmRecord */
export const alarmAcknowledgeRequest = z.object({
  id: formString(20).regex(/^\d{1,18}$/, 'an alarm id is digits'),
  view: z.enum(ALARM_VIEWS),
});

import { z } from 'zod';
import { formBool, formInt, formString } from './form';
import { equipmentId, formIdList, pageInput, type Paged } from './equipment';
import type { LocalText } from './localText';

/**
 * Alarm management to ISA-18.2 / EEMUA 191: priorities, the states an alarm is shown in, the
 * journal of every transition, and the calls of the summary, journal and KPI screens.
 */

export const ALARM_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type AlarmPriority = (typeof ALARM_PRIORITIES)[number];

/** Colours of the priorities (red, orange, yellow, blue: the usual DCS convention). */
export const ALARM_PRIORITY_COLOUR: Record<AlarmPriority, string> = {
  critical: '#cf1322',
  high: '#fa541c',
  medium: '#d4b106',
  low: '#1677ff',
};

/**
 * The tone of each priority: higher priorities ring higher and more often, so an operator
 * tells them apart without looking.
 */
export const ALARM_PRIORITY_SOUND: Record<
  AlarmPriority,
  { frequency: number; beeps: number; beepMs: number }
> = {
  critical: { frequency: 1320, beeps: 4, beepMs: 120 },
  high: { frequency: 990, beeps: 3, beepMs: 150 },
  medium: { frequency: 880, beeps: 2, beepMs: 180 },
  low: { frequency: 660, beeps: 1, beepMs: 220 },
};

/** A rule's priority when it names none: its level 1 (highest) to 3. */
export const LEVEL_PRIORITY: Record<number, AlarmPriority> = { 1: 'high', 2: 'medium', 3: 'low' };

export function priorityOfRule(rule: { level: number; priority?: AlarmPriority }): AlarmPriority {
  return rule.priority ?? LEVEL_PRIORITY[rule.level] ?? 'high';
}

/**
 * ISA-18.2 alarm states. The first four are the annunciation states of an alarm occurrence;
 * the last three take an alarm out of the operator's view: shelved (by an operator, for a
 * time), suppressed by design (its gateway is offline), out of service (maintenance).
 */
export const ISA_STATES = [
  'unack_active',
  'ack_active',
  'rtn_unack',
  'normal',
  'shelved',
  'suppressed',
  'out_of_service',
] as const;
export type IsaState = (typeof ISA_STATES)[number];

/** The transitions the journal stores. */
export const JOURNAL_EVENTS = [
  'raised',
  'cleared',
  'acknowledged',
  'shelved',
  'unshelved',
  'suppressed',
  'unsuppressed',
  'outOfService',
  'inService',
] as const;
export type JournalEvent = (typeof JOURNAL_EVENTS)[number];

const alarmId = z.string().regex(/^\d{1,18}$/, 'an alarm id is digits');
const alarmIds = formIdList(alarmId, 10_000).pipe(z.array(alarmId).min(1));
const epochMs = formInt.pipe(z.number().int().min(0).max(8_640_000_000_000));

/** A row of the alarm summary: one alarm occurrence and how it is shown. */
export interface AlarmSummaryRow {
  id: string;
  equipmentId: string;
  equipmentName: string;
  signalId: string | null;
  signalName: string;
  priority: AlarmPriority;
  state: IsaState;
  text: string;
  /** The text as a message key, for the reader's language (absent: the rule's author's own text). */
  local?: LocalText;
  value: number | null;
  /** When the alarm was raised and when its condition returned to normal (epoch ms). */
  raisedAt: number;
  clearedAt: number | null;
  ackBy: string;
  ackAt: number | null;
  ackComment: string;
  shelvedUntil: number | null;
  shelveReason: string;
  /** The equipment is in maintenance: its alarms are suppressed by design (issue 16). */
  equipmentInMaintenance: boolean;
}

/** The summary holds at most this many rows (the active and unacknowledged alarms). */
export const ALARM_SUMMARY_MAX = 20_000;

/** POST /lfscada/alarm/summary/query → AlarmSummaryRow[] (of the user's organisation) */
export const alarmSummaryQueryRequest = z.object({
  /** Also the shelved, suppressed and out-of-service alarms (hidden by default). */
  includeHidden: formBool.optional(),
});

/** POST /lfscada/alarm/acknowledge {ids, comment?} → { acknowledged } */
export const alarmAckRequest = z.object({
  ids: alarmIds,
  comment: formString(200).optional(),
});

/** Longest shelve: 7 days. */
export const ALARM_SHELVE_MAX_MINUTES = 7 * 24 * 60;

/** POST /lfscada/alarm/shelve {ids, minutes, reason} → { shelved } */
export const alarmShelveRequest = z.object({
  ids: alarmIds,
  minutes: formInt.pipe(z.number().int().min(1).max(ALARM_SHELVE_MAX_MINUTES)),
  reason: formString(200).min(1),
});

/** POST /lfscada/alarm/unshelve {ids} → { unshelved } */
export const alarmUnshelveRequest = z.object({ ids: alarmIds });

/** POST /lfscada/alarm/service {ids, inService, reason} → { changed } (out of service and back) */
export const alarmServiceRequest = z.object({
  ids: alarmIds,
  inService: formBool,
  reason: formString(200).min(1),
});

/**
 * POST /lfscada/alarm/maintenance {equipmentId, inMaintenance, reason} → { changed } (alarms
 * journalled). Equipment in maintenance has its alarms suppressed by design: recorded and
 * journalled, not annunciated. Putting it in needs a reason.
 */
export const alarmMaintenanceRequest = z
  .object({ equipmentId, inMaintenance: formBool, reason: formString(200).optional() })
  .refine((q) => !q.inMaintenance || (q.reason ?? '').trim() !== '', {
    path: ['reason'],
    message: 'a reason is required',
  });

export interface AlarmActionResult {
  changed: number;
}

/** A stored transition of an alarm. */
export interface AlarmJournalEntry {
  id: string;
  alarmId: string;
  event: JournalEvent;
  at: number;
  priority: AlarmPriority;
  equipmentName: string;
  signalName: string;
  text: string;
  /** The text as a message key, for the reader's language (absent: the rule's author's own text). */
  local?: LocalText;
  userName: string;
  comment: string;
}

const journalFilter = {
  keyword: formString(64).optional(),
  event: z.enum(JOURNAL_EVENTS).optional(),
  priority: z.enum(ALARM_PRIORITIES).optional(),
  startTime: epochMs.optional(),
  endTime: epochMs.optional(),
};

/** POST /lfscada/alarm/journal/query → Paged<AlarmJournalEntry> (newest first) */
export const alarmJournalQueryRequest = z.object({ ...journalFilter, ...pageInput });
export type AlarmJournalQuery = z.infer<typeof alarmJournalQueryRequest>;
export type AlarmJournalPage = Paged<AlarmJournalEntry>;

/** Rows an export holds at most. */
export const ALARM_JOURNAL_EXPORT_MAX = 100_000;

/** POST /lfscada/alarm/journal/export {format, …filters} → FileDownload (in the request's language) */
export const alarmJournalExportRequest = z.object({
  ...journalFilter,
  format: z.enum(['csv', 'xlsx']),
});

/** Longest KPI period: 31 days. */
export const ALARM_KPI_MAX_MS = 31 * 24 * 3600_000;

/** POST /lfscada/alarm/kpi {startTime, endTime} → AlarmKpiReport */
export const alarmKpiRequest = z
  .object({ startTime: epochMs, endTime: epochMs })
  .refine((q) => q.endTime > q.startTime, { path: ['endTime'], message: 'must be after startTime' })
  .refine((q) => q.endTime - q.startTime <= ALARM_KPI_MAX_MS, {
    path: ['endTime'],
    message: 'the period is at most 31 days',
  });

/** EEMUA 191 / ISA-18.2 figures over a period. */
export interface AlarmKpiReport {
  startTime: number;
  endTime: number;
  /** Alarms raised in the period. */
  total: number;
  /** Operators: the users who acknowledged in the period (at least 1). */
  operators: number;
  /** Average alarms per operator per 10 minutes, and the worst 10 minutes. */
  perOperatorPer10Min: number;
  peak10Min: number;
  /** Percentage of the period in flood (more than 10 alarms within 10 minutes). */
  floodPercent: number;
  /** Alarms raised per 10-minute slot (for the chart). */
  rate: { at: number; count: number }[];
  /** The 10 most frequent alarms. */
  top: {
    source: string;
    text: string;
    local?: LocalText;
    priority: AlarmPriority;
    count: number;
  }[];
  /** Alarms raised 3 or more times within a minute. */
  chattering: { source: string; text: string; local?: LocalText; count: number }[];
  /** Alarms active for more than 24 hours at the end of the period. */
  stale: { source: string; text: string; local?: LocalText; raisedAt: number }[];
  /** Alarms active at the end of the period. */
  standing: number;
  byPriority: Record<AlarmPriority, number>;
}

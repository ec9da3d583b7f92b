import type {
  AlarmQueryResponse,
  AlarmRecord,
  CommandAccepted,
  EquipmentCounts,
  EquipmentDetail,
  EquipmentGroup,
  EquipmentQueryResponse,
  EquipmentSummary,
  GatewayRecord,
  HistoryCurveResponse,
  HistoryTableResponse,
  LiveSignalValue,
  ProjectEquipment,
  ProjectQueryResponse,
  SignalView,
  ReportColumn,
  ReportView,
} from '@lf/protocol';
import { SHARE_AUTHORITIES } from '@lf/protocol';
import { z } from 'zod';

/**
 * Response schemas of the monitoring calls, each checked against the contract's type in
 * @lf/protocol (`satisfies`), so a change of the contract fails the build here.
 */

const signalValue = z.union([z.number(), z.boolean(), z.null()]);

export const equipmentSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['eg', 'gm']),
  display: z.enum(['list', 'designer']),
  model: z.string(),
  gatewayId: z.string().nullable(),
  online: z.boolean(),
  alarmCount: z.number(),
  starred: z.boolean(),
  top: z.boolean(),
  followed: z.boolean(),
  groupIds: z.array(z.string()),
  gmtCreate: z.string(),
  share: z
    .object({
      sharedBy: z.string(),
      authority: z.enum(SHARE_AUTHORITIES),
      withHistory: z.boolean(),
      withAlarms: z.boolean(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<EquipmentSummary>;

function paged<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    list: z.array(item),
  });
}

export const equipmentPage = paged(equipmentSummary) satisfies z.ZodType<EquipmentQueryResponse>;
export const equipmentList = z.array(equipmentSummary);

export const equipmentDetail = equipmentSummary.extend({
  description: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  signalCount: z.number(),
  gmtModified: z.string(),
  moving: z.boolean(),
}) satisfies z.ZodType<EquipmentDetail>;

export const equipmentCounts = z.object({
  equipment_count: z.number(),
  online_count: z.number(),
  offline_count: z.number(),
  alarm_equipment: z.number(),
  alarm_count: z.number(),
}) satisfies z.ZodType<EquipmentCounts>;

export const equipmentGroup = z.object({
  id: z.string(),
  name: z.string(),
  equipmentCount: z.number(),
  gmtCreate: z.string(),
}) satisfies z.ZodType<EquipmentGroup>;

export const gatewayRecord = z.object({
  equipmentId: z.string(),
  gatewayId: z.string(),
  name: z.string(),
  online: z.boolean(),
  vpn: z.boolean(),
  economizeOpen: z.boolean(),
  economizeMode: z.enum(['time', 'smart']),
  interval: z.number(),
  lastSeen: z.string().nullable(),
}) satisfies z.ZodType<GatewayRecord>;

export const signalView = z.object({
  signalId: z.string(),
  equipId: z.string(),
  name: z.string(),
  unit: z.string(),
  area: z.enum(['coil', 'discrete', 'holding', 'input']),
  address: z.number(),
  dataType: z.enum(['bool', 'int16', 'uint16', 'int32', 'uint32', 'float32']),
  access: z.enum(['r', 'rw']),
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: signalValue,
  ts: z.number().nullable(),
  quality: z.enum(['good', 'bad']).nullable(),
  alarm: z.boolean(),
}) satisfies z.ZodType<SignalView>;

export const liveSignalValues = z.array(
  z.object({
    signalId: z.string(),
    equipId: z.string(),
    value: signalValue,
    ts: z.number(),
    quality: z.enum(['good', 'bad']),
  }) satisfies z.ZodType<LiveSignalValue>,
);

export const commandAccepted = z.object({ uuid: z.string() }) satisfies z.ZodType<CommandAccepted>;

export const commandData = z
  .object({ signalId: z.string(), value: signalValue, ts: z.number() })
  .nullable();

const seriesPoint = z.tuple([z.number(), z.number().nullable()]);

export const historyCurve = z.object({
  mode: z.literal('curve'),
  decimated: z.boolean(),
  series: z.array(
    z.object({
      signalId: z.string(),
      name: z.string(),
      unit: z.string(),
      points: z.array(seriesPoint),
      truncated: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<HistoryCurveResponse>;

export const historyTable = z.object({
  mode: z.literal('table'),
  columns: z.array(z.object({ signalId: z.string(), name: z.string(), unit: z.string() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(z.object({ ts: z.number(), values: z.record(z.string(), z.number().nullable()) })),
}) satisfies z.ZodType<HistoryTableResponse>;

export const alarmRecord = z.object({
  id: z.string(),
  kind: z.enum(['signal', 'gateway']),
  equipmentId: z.string(),
  signalId: z.string().nullable(),
  signalName: z.string(),
  level: z.number(),
  text: z.string(),
  value: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  acknowledged: z.boolean(),
}) satisfies z.ZodType<AlarmRecord>;

export const alarmPage = paged(alarmRecord) satisfies z.ZodType<AlarmQueryResponse>;

export const projectPage = paged(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    thumbnail: z.string(),
    homePageId: z.string().nullable(),
    equipmentCount: z.number(),
    pageCount: z.number(),
    gmtCreate: z.string(),
    gmtModified: z.string(),
  }),
) satisfies z.ZodType<ProjectQueryResponse>;

export const projectEquipment = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['eg', 'gm']),
    gatewayId: z.string().nullable(),
    online: z.boolean(),
    vpn: z.boolean(),
    economizeOpen: z.boolean(),
    economizeMode: z.enum(['time', 'smart']),
    interval: z.number(),
  }),
) satisfies z.ZodType<ProjectEquipment[]>;

export const reportView = z.object({
  id: z.string(),
  equipmentId: z.string(),
  name: z.string(),
  signalIds: z.array(z.string()),
}) satisfies z.ZodType<ReportView>;

export const reportColumn = z.object({
  signalId: z.string(),
  name: z.string(),
  unit: z.string(),
}) satisfies z.ZodType<ReportColumn>;

import { z } from 'zod';
import { formInt } from './form';
import { historySignalIds } from './monitor';

/**
 * The data center (`/datacenter`): the organisation's equipment, alarms and ingested data over a
 * range of at most 30 days, and an aggregated multi-equipment, multi-signal query. Buckets are
 * hours or days of the browser's time zone, sent as its offset from UTC in minutes.
 */
export const DATA_CENTER_BUCKETS = ['hour', 'day'] as const;
export type DataCenterBucket = (typeof DATA_CENTER_BUCKETS)[number];
export const DATA_CENTER_AGGREGATES = ['min', 'max', 'avg', 'last'] as const;
export type DataCenterAggregate = (typeof DATA_CENTER_AGGREGATES)[number];
export const DATA_CENTER_TOP = 10;

const epochMs = formInt.pipe(z.number().int().min(0).max(8_640_000_000_000));

const rangeFields = {
  startTime: epochMs,
  endTime: epochMs,
  bucket: z.enum(DATA_CENTER_BUCKETS),
  /** Minutes east of UTC (China: 480), as `-new Date().getTimezoneOffset()`. */
  tzOffset: formInt.pipe(z.number().int().min(-840).max(840)),
};

/** POST /lfscada/datacenter/overview */
export const dataCenterOverviewRequest = z.object(rangeFields);
export type DataCenterOverviewRequest = z.infer<typeof dataCenterOverviewRequest>;

/** POST /lfscada/datacenter/query: up to 10 signals of any of the organisation's equipment. */
export const dataCenterQueryRequest = z.object({
  ...rangeFields,
  signalIds: historySignalIds.refine((ids) => ids.length > 0, { message: 'at least one signal' }),
});
export type DataCenterQueryRequest = z.infer<typeof dataCenterQueryRequest>;

export interface EquipmentStateCounts {
  equipment_count: number;
  online_count: number;
  offline_count: number;
  alarm_equipment: number;
  alarm_count: number;
}

/** One bucket's value; `t` is the bucket's start in epoch ms. */
export interface BucketValue {
  t: number;
  value: number;
}

export interface TopEntry {
  /** Equipment id, or the alarm rule's key. */
  key: string;
  name: string;
  count: number;
}

export interface DataCenterOverview {
  counts: EquipmentStateCounts;
  /** Share of the organisation's equipment online (0–1), averaged over each bucket's samples. */
  onlineRate: BucketValue[];
  alarmsByBucket: BucketValue[];
  topEquipment: TopEntry[];
  topRules: TopEntry[];
  /** Values stored per bucket. */
  volume: BucketValue[];
  volumeTotal: number;
}

export interface AggregateRow {
  t: number;
  min: number | null;
  max: number | null;
  avg: number | null;
  last: number | null;
  /** Good samples in the bucket. */
  count: number;
}

export interface AggregateSeries {
  signalId: string;
  name: string;
  unit: string;
  equipmentId: string;
  equipmentName: string;
  rows: AggregateRow[];
}

export interface DataCenterQueryResponse {
  bucket: DataCenterBucket;
  series: AggregateSeries[];
}

/** GET-like lookups for the query form: the organisation's equipment and their signals. */
export interface DataCenterSignalChoice {
  signalId: string;
  name: string;
  unit: string;
}
export interface DataCenterEquipmentChoice {
  equipmentId: string;
  name: string;
  signals: DataCenterSignalChoice[];
}

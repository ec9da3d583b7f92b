import { z } from 'zod';
import { formInt } from './form';
import { localText } from './localText';
import { equipmentCounts } from './equipment';
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

/** One bucket's value; `t` is the bucket's start in epoch ms. */
export const bucketValue = z.object({ t: z.number(), value: z.number() });
export type BucketValue = z.infer<typeof bucketValue>;

export const topEntry = z.object({
  /** Equipment id, or the alarm rule's key. */
  key: z.string(),
  name: z.string(),
  /**
   * An alarm rule whose text is a message key: `name` without the text (equipment · signal),
   * the text to be rendered in the reader's language and appended.
   */
  local: localText.optional(),
  count: z.number(),
});
export type TopEntry = z.infer<typeof topEntry>;

/** POST /lfscada/datacenter/overview → the organisation's figures over the range. */
export const dataCenterOverview = z.object({
  counts: equipmentCounts,
  /** Share of the organisation's equipment online (0–1), averaged over each bucket's samples. */
  onlineRate: z.array(bucketValue),
  alarmsByBucket: z.array(bucketValue),
  topEquipment: z.array(topEntry),
  topRules: z.array(topEntry),
  /** Values stored per bucket. */
  volume: z.array(bucketValue),
  volumeTotal: z.number(),
});
export type DataCenterOverview = z.infer<typeof dataCenterOverview>;

export const aggregateRow = z.object({
  t: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  avg: z.number().nullable(),
  last: z.number().nullable(),
  /** Good samples in the bucket. */
  count: z.number(),
});
export type AggregateRow = z.infer<typeof aggregateRow>;

export const aggregateSeries = z.object({
  signalId: z.string(),
  name: z.string(),
  unit: z.string(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  rows: z.array(aggregateRow),
});
export type AggregateSeries = z.infer<typeof aggregateSeries>;

/** POST /lfscada/datacenter/query → the aggregates of the chosen signals. */
export const dataCenterQueryResponse = z.object({
  bucket: z.enum(DATA_CENTER_BUCKETS),
  series: z.array(aggregateSeries),
});
export type DataCenterQueryResponse = z.infer<typeof dataCenterQueryResponse>;

/** GET-like lookups for the query form: the organisation's equipment and their signals. */
export const dataCenterEquipmentChoice = z.object({
  equipmentId: z.string(),
  name: z.string(),
  signals: z.array(z.object({ signalId: z.string(), name: z.string(), unit: z.string() })),
});
export type DataCenterEquipmentChoice = z.infer<typeof dataCenterEquipmentChoice>;

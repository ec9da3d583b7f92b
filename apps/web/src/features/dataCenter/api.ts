import type {
  AggregateSeries,
  DataCenterBucket,
  DataCenterEquipmentChoice,
  DataCenterOverview,
  DataCenterQueryResponse,
} from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../api/client';

/**
 * Calls of the data center, their answers checked against the contract's types (`satisfies`), so
 * a change of the contract fails the build here.
 */

const bucketValue = z.object({ t: z.number(), value: z.number() });
const topEntry = z.object({ key: z.string(), name: z.string(), count: z.number() });
const counts = z.object({
  equipment_count: z.number(),
  online_count: z.number(),
  offline_count: z.number(),
  alarm_equipment: z.number(),
  alarm_count: z.number(),
});

const overview = z.object({
  counts,
  onlineRate: z.array(bucketValue),
  alarmsByBucket: z.array(bucketValue),
  topEquipment: z.array(topEntry),
  topRules: z.array(topEntry),
  volume: z.array(bucketValue),
  volumeTotal: z.number(),
}) satisfies z.ZodType<DataCenterOverview>;

const nullableNumber = z.number().nullable();
const aggregateSeries = z.object({
  signalId: z.string(),
  name: z.string(),
  unit: z.string(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  rows: z.array(
    z.object({
      t: z.number(),
      min: nullableNumber,
      max: nullableNumber,
      avg: nullableNumber,
      last: nullableNumber,
      count: z.number(),
    }),
  ),
}) satisfies z.ZodType<AggregateSeries>;

const queryResponse = z.object({
  bucket: z.enum(['hour', 'day']),
  series: z.array(aggregateSeries),
}) satisfies z.ZodType<DataCenterQueryResponse>;

const choices = z.array(
  z.object({
    equipmentId: z.string(),
    name: z.string(),
    signals: z.array(z.object({ signalId: z.string(), name: z.string(), unit: z.string() })),
  }),
) satisfies z.ZodType<DataCenterEquipmentChoice[]>;

export interface DataCenterRange {
  startTime: number;
  endTime: number;
  bucket: DataCenterBucket;
}

/** The browser's offset from UTC in minutes, so buckets are the reader's hours and days. */
const tzOffset = () => -new Date().getTimezoneOffset();

export function fetchOverview(range: DataCenterRange, signal?: AbortSignal) {
  return call(
    '/lfscada/datacenter/overview',
    overview,
    { ...range, tzOffset: tzOffset() },
    { signal },
  );
}

export function fetchSignalChoices() {
  return call('/lfscada/datacenter/signals', choices, {});
}

export function queryAggregates(range: DataCenterRange, signalIds: string[], signal?: AbortSignal) {
  return call(
    '/lfscada/datacenter/query',
    queryResponse,
    { ...range, tzOffset: tzOffset(), signalIds: signalIds.join(',') },
    { signal },
  );
}

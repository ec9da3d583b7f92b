import {
  dataCenterEquipmentChoice,
  dataCenterOverview as overview,
  dataCenterQueryResponse as queryResponse,
  type DataCenterBucket,
} from '@lf/protocol';
import { z } from 'zod';
import { call } from '../../api/client';

/** Calls of the data center; their answers' schemas are the protocol's. */

const choices = z.array(dataCenterEquipmentChoice);

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

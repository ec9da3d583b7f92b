import { z } from 'zod';
import { LIMITS } from './constants';
import { equipmentId, formIdList, pageInput, projectId, signalId } from './equipment';
import { formInt, formNumber, formString } from './form';

/** Monitoring calls of SPEC §7: live values, opening fast reporting, reports and history. */

/** POST /lfscada/monitor/multi/signal/query {equipmentId} → SignalView[] */
export const signalQueryRequest = z.object({ equipmentId });

/** POST /lfscada/monitor/project/signal/query {pageId, dataSignal} → SignalView[] */
export const projectSignalQueryRequest = z.object({
  pageId: formString(64).min(1),
  dataSignal: formIdList(signalId, 5000),
});

/** Seconds of fast reporting, and the interval (s) used in `time` economize mode. */
const openDelay = formInt.pipe(z.number().int().min(1).max(86_400));
const openInterval = formNumber.pipe(z.number().positive().max(3600));

/** POST /lfscada/monitor/multi/open {equipmentId, delay, interval?} → null */
export const monitorOpenRequest = z.object({
  equipmentId,
  delay: openDelay,
  interval: openInterval.optional(),
});

/** POST /lfscada/monitor/project/gateway/open {projectId, equipmentId, delay, interval?} → null */
export const projectGatewayOpenRequest = monitorOpenRequest.extend({ projectId });

/** POST /lfscada/monitor/project/gateway/query {pageId, dataEquip} → GatewayRecord[] */
export const projectGatewayQueryRequest = z.object({
  pageId: formString(64).min(1),
  dataEquip: formIdList(equipmentId, 1000),
});

/** A report: a named group of one equipment's signals, shown as table columns. */
export const reportView = z.object({
  id: z.string(),
  equipmentId: z.string(),
  name: z.string(),
  signalIds: z.array(z.string()),
});
export type ReportView = z.infer<typeof reportView>;
export const reportColumn = z.object({ signalId: z.string(), name: z.string(), unit: z.string() });
export type ReportColumn = z.infer<typeof reportColumn>;

/** POST /lfscada/monitor/multi/report/queryAll {equipmentId} → ReportView[] */
export const reportQueryAllRequest = z.object({ equipmentId });
/** POST /lfscada/monitor/multi/report/queryCols and /monitor/project/report/queryCols → ReportColumn[] */
export const reportQueryColsRequest = z.object({ reportId: formString(20).regex(/^\d{1,10}$/) });

/**
 * The signals of a history query: at most 10 (SPEC §9), refused with the catalogue's own words
 * ("最多同时查询 10 个变量") rather than as a malformed list; longer lists are read (up to a cap
 * that only guards the parser) so the count can be named.
 */
export const historySignalIds = formIdList(signalId, 1000).refine(
  (ids) => ids.length <= LIMITS.historyMaxVariables,
  {
    message: `at most ${LIMITS.historyMaxVariables} signals`,
    params: { messageKey: 'historyTooManySignals', max: LIMITS.historyMaxVariables },
  },
);

export const epochMs = formInt.pipe(z.number().int().min(0).max(8_640_000_000_000));

/**
 * History of up to 10 signals between `startTime` and `endTime` (epoch ms, at most 30 days,
 * end not before start). Either `signalIds` or `reportId` names the signals.
 * - `mode: 'curve'` (default): per series the latest 200,000 points, or, with `buckets`, a
 *   min/max decimation: the range is cut into `buckets` equal slices and each slice with data
 *   gives its minimum and its maximum, so a chart of `buckets` pixels stays exact and fast.
 * - `mode: 'table'`: rows (one per time stamp, newest first), paged by 10.
 */
export const historyQueryRequest = z
  .object({
    signalIds: historySignalIds.optional(),
    reportId: formString(20)
      .regex(/^\d{1,10}$/)
      .optional(),
    startTime: epochMs,
    endTime: epochMs,
    mode: z.enum(['curve', 'table']).optional(),
    buckets: formInt.pipe(z.number().int().min(10).max(10_000)).optional(),
    ...pageInput,
  })
  .refine((q) => q.signalIds !== undefined || q.reportId !== undefined, {
    path: ['signalIds'],
    message: 'signalIds or reportId is required',
  });
export type HistoryQueryRequest = z.infer<typeof historyQueryRequest>;

/** POST /lfscada/monitor/multi/history/queryAll adds the equipment. */
export const equipmentHistoryRequest = z.intersection(
  historyQueryRequest,
  z.object({ equipmentId }),
);
/** POST /lfscada/monitor/project/history/queryAll adds the project. */
export const projectHistoryRequest = z.intersection(historyQueryRequest, z.object({ projectId }));

/** [epoch ms, value]; value null marks a bad-quality sample (a gap in the curve). */
export const historyPoint = z.tuple([z.number(), z.number().nullable()]);
export type HistoryPoint = z.infer<typeof historyPoint>;

export const historySeries = z.object({
  signalId: z.string(),
  name: z.string(),
  unit: z.string(),
  points: z.array(historyPoint),
  /** True when older points were left out to respect the 200,000-point limit. */
  truncated: z.boolean(),
});
export type HistorySeries = z.infer<typeof historySeries>;
export const historyCurveResponse = z.object({
  mode: z.literal('curve'),
  decimated: z.boolean(),
  series: z.array(historySeries),
});
export type HistoryCurveResponse = z.infer<typeof historyCurveResponse>;
export const historyTableRow = z.object({
  ts: z.number(),
  values: z.record(z.string(), z.number().nullable()),
});
export type HistoryTableRow = z.infer<typeof historyTableRow>;
export const historyTableResponse = z.object({
  mode: z.literal('table'),
  columns: z.array(reportColumn),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(historyTableRow),
});
export type HistoryTableResponse = z.infer<typeof historyTableResponse>;
export type HistoryResponse = HistoryCurveResponse | HistoryTableResponse;
